import type { Attachment } from '@dtp/shared-api';
import { paths, travelApi } from '@dtp/shared-api';
import { formatDate, PageHeading, Stack, Text, useLoad, useParams, useSearchParams } from '@dtp/shared-ui';
import { TravelClaimForm } from '../features/travel/travel-claim-form';
import { travelTexts } from '../features/travel/travel-texts';

/** /travels/travel/:travelId (named route show-travel; back to navigateBack or /travels). */
export default function TravelPage() {
  const { travelId } = useParams();
  const [searchParams] = useSearchParams();
  const back = searchParams.get('navigateBack') || paths.travels();
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
