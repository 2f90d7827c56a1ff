import { travelCalls } from '@dtp/api-client';
import { EmptyState, PageHeading, Stack, useCall } from '@dtp/shared-ui';
import { TravelsTable } from './travels-table';
import { travelsTexts } from './travel-texts';

/** The tester's expense claims of the season (the page: pages/travels-page.tsx). */
export function TravelsScreen() {
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
