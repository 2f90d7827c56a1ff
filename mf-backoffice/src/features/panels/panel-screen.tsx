import { panelsCalls, type Panel } from '@dtp/api-client/back-office';
import { Button, formatGermanDecimal, LoadedScreen, PageHeading, RouterLink, SectionCard, SimpleGrid, Stack, Text, useCall, useHere, useNavigateBack, paths } from '@dtp/shared-ui';
import { PanelForm } from './panel-form';
import { PanelTestsTable } from './panel-tests-table';
import { panelTexts as t } from './panel-texts';

/** One panel (a club's tests of the season): status, the averages of its testers, and its tests. */
export function PanelScreen({ id }: { id: number }) {
  const panel = useCall(panelsCalls.load, [id]);
  const back = useNavigateBack(paths.panels());
  const here = useHere();

  return (
    <LoadedScreen loaded={panel} title={t.title(null)} back={back} notFound={t.notFound}>
      {(data) => <PanelDetail panel={data} back={back} here={here} onSaved={panel.setData} />}
    </LoadedScreen>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0">
      <Text fontSize="sm" color="gray.600">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="semibold">
        {value}
      </Text>
    </Stack>
  );
}

export interface PanelDetailProps {
  panel: Panel;
  back: string;
  here: string;
  onSaved: (panel: Panel) => void;
}

/** The loaded panel; the averages show only when the server has them (an assigned tester with the value). */
export function PanelDetail({ panel, back, here, onSaved }: PanelDetailProps) {
  const hasFigures = panel.averageHcp !== null || panel.averageAge !== null;
  return (
    <Stack gap="4">
      <PageHeading
        title={t.title(panel.clubName)}
        subtitle={t.subtitle(panel.year)}
        backTo={back}
        actions={
          <Button asChild variant="outline">
            <RouterLink to={paths.showClub(panel.clubId, here)}>{t.openClub}</RouterLink>
          </Button>
        }
      />
      <SectionCard id="panel-form-title" title={t.formTitle}>
        <PanelForm panel={panel} onSaved={onSaved} />
        {hasFigures ? (
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            {panel.averageHcp !== null ? <Figure label={t.averageHcp} value={formatGermanDecimal(panel.averageHcp, 1)} /> : null}
            {panel.averageAge !== null ? <Figure label={t.averageAge} value={t.years(formatGermanDecimal(panel.averageAge, 1))} /> : null}
          </SimpleGrid>
        ) : null}
      </SectionCard>
      <PanelTestsTable panel={panel} backTo={here} />
    </Stack>
  );
}
