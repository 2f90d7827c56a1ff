import type { Attachment } from '@dtp/shared-api';
import { paths, permissionsOf, travelApi, useAuthStore } from '@dtp/shared-api';
import { formatDate, PageHeading, Stack, Text, useLoad, useNavigateBack, useParams } from '@dtp/shared-ui';
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
  const claim = useLoad(() => travelApi.load(id), travelId);
  const attachments = useLoad<Attachment[]>(() => travelApi.attachments(id), travelId);

  if ((claim.loading && !claim.data) || (attachments.loading && !attachments.data)) return null;
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
