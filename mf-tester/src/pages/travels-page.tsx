import { travelCalls } from '@dtp/shared-api';
import { EmptyState, PageHeading, Stack, useCall } from '@dtp/shared-ui';
import { TravelsTable } from '../features/travel/travels-table';
import { travelsTexts } from '../features/travel/travel-texts';

/** /travels — spec section 2 'Own expense claims'. */
export default function TravelsPage() {
  const { data } = useCall(travelCalls.list, []);
  if (!data) return null;
  return (
    <Stack gap="4">
      <PageHeading title={travelsTexts.heading(data.year)} />
      {data.travels.length === 0 ? (
        <EmptyState title={travelsTexts.empty(data.year)} description={travelsTexts.emptyDetail} />
      ) : (
        <TravelsTable travels={data.travels} />
      )}
    </Stack>
  );
}
