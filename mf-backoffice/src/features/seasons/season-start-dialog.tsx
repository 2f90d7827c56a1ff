import { seasonsApi, seasonsCalls } from '@dtp/api-client/back-office';
import { Checkbox, ConfirmDialog, List, Notice, Stack, Text, useAction, useCall } from '@dtp/shared-ui';
import { useState } from 'react';
import { seasonTexts as t } from './season-texts';

/** 'Saison {year} starten', after a confirm step that says what will happen; `year` null: closed. */
export function SeasonStartDialog({ year, onClose }: { year: number | null; onClose: () => void }) {
  // Mounted only while open: the preview is read afresh each time (a read nobody shows is dropped).
  return year === null ? null : <StartDialog key={year} year={year} onClose={onClose} />;
}

function StartDialog({ year, onClose }: { year: number; onClose: () => void }) {
  const preview = useCall(seasonsCalls.startPreview, [year]);
  const [copy, setCopy] = useState(true);
  const starting = useAction<'start'>();
  const p = preview.data;
  const canCopy = p !== undefined && !p.hasQuestionnaire && p.previousQuestionnaireYear !== null;
  // The client raises the success or error badge; the list reloads (the start makes it stale). The question closes either way.
  const start = () =>
    starting
      .run('start', async () => {
        await seasonsApi.start(year, { copyQuestionnaire: canCopy && copy });
      })
      .then(onClose);

  return (
    <ConfirmDialog open title={t.start(year)} onConfirm={start} onCancel={onClose} confirmLabel={t.start(year)} busy={p === undefined || starting.busy !== null}>
      {p === undefined ? (
        preview.loading ? <Text>{t.startLoading}</Text> : null
      ) : (
        <Stack gap="3">
          <Text>{t.startCurrent(year, p.currentYear)}</Text>
          <Text>{t.startSheets(p.sheetsToCreate, year)}</Text>
          <Text>{t.startWaves(p.waves, p.testings)}</Text>
          <Notice status="info">{t.startMails}</Notice>
          {p.openClaims.length > 0 ? (
            <Notice status="warning" title={t.openClaims(p.currentYear ?? year)}>
              <Stack gap="2">
                <List.Root ps="5">
                  {p.openClaims.map((claim) => (
                    <List.Item key={claim.testingId}>{t.openClaim(claim.waveNumber, claim.club, claim.tester, claim.progressLabel)}</List.Item>
                  ))}
                </List.Root>
                <Text>{t.openClaimsHint}</Text>
              </Stack>
            </Notice>
          ) : null}
          {canCopy ? (
            <Checkbox.Root colorPalette="brand" checked={copy} onCheckedChange={(details) => setCopy(details.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t.copyQuestionnaire(p.previousQuestionnaireYear ?? year)}</Checkbox.Label>
            </Checkbox.Root>
          ) : !p.hasQuestionnaire ? (
            <Text>{t.noQuestionnaire(year)}</Text>
          ) : null}
        </Stack>
      )}
    </ConfirmDialog>
  );
}
