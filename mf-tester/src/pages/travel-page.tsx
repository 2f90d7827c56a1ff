import { paths, permissionsOf, travelCalls, useAuthStore } from '@dtp/shared-api';
import { formatDate, PageHeading, Stack, Text, useCall, useNavigateBack, useParams } from '@dtp/shared-ui';
import { TravelClaimForm } from '../features/travel/travel-claim-form';
import { travelTexts } from '../features/travel/travel-texts';

/**
 * /travels/travel/:travelId (named route show-travel): back to navigateBack, or /travels for a
 * tester; managers, who reach a claim from the dashboard, go back there.
 */
export default function TravelPage() {
  const { travelId } = useParams();
  const roles = useAuthStore((s) => s.user?.roles ?? []);
  const { hasOwnTesterArea } = permissionsOf(roles);
  const back = useNavigateBack(hasOwnTesterArea ? paths.travels() : paths.dashboard());
  const id = Number(travelId);
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
