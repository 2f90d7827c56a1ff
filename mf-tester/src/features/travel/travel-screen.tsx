import { permissionsOf, travelCalls, useAuthStore } from '@dtp/api-client';
import { formatDate, PageHeading, Stack, Text, useCall, useNavigateBack, paths } from '@dtp/shared-ui';
import { TravelClaimForm } from './travel-claim-form';
import { travelTexts } from './travel-texts';

/**
 * One expense claim with its receipts; back to navigateBack, or /travels for a tester; managers, who reach a
 * claim from the dashboard, go back there (the page: pages/travel-page.tsx).
 */
export function TravelScreen({ id }: { id: number }) {
  const roles = useAuthStore((s) => s.user?.roles ?? []);
  const { hasOwnTesterArea } = permissionsOf(roles);
  const back = useNavigateBack(hasOwnTesterArea ? paths.travels() : paths.dashboard());
  const claim = useCall(travelCalls.load, [id]);
  const attachments = useCall(travelCalls.attachments, [id]);

  if (claim.loading || attachments.loading) return null;
  const data = claim.data;
  if (!data || !attachments.data) {
    return (
      <Stack gap="4">
        <PageHeading title={travelTexts.title} backTo={back} />
        <Text>{travelTexts.notAvailable}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <PageHeading
        title={travelTexts.title}
        subtitle={travelTexts.subtitle(data.club.name, data.weeks, formatDate(data.date))}
        backTo={back}
      />
      <TravelClaimForm
        key={data.id}
        claim={data}
        attachments={attachments.data}
        onClaimChange={claim.setData}
        onAttachmentsChange={attachments.setData}
      />
    </Stack>
  );
}
