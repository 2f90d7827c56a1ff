import type { ClubListItem } from '@dtp/api-client';
import { seasonsApi, type SeasonList } from '@dtp/api-client/back-office';
import { Box, DateField, Form, LeaveGuard, SectionCard, Stack, SubmitButton, Text, TextField, useValibotForm } from '@dtp/shared-ui';
import { FieldRows, useRecordForm } from '@dtp/shared-ui/lists';
import { useMemo } from 'react';
import { ClubCheckboxes } from './club-checkboxes';
import { newSeasonValues, nextWaveRow, seasonInputFrom, seasonSchema, type SeasonFormValues } from './season-form-values';
import { seasonTexts as t } from './season-texts';

export interface SeasonFormProps {
  seasons: SeasonList;
  clubs: readonly ClubListItem[];
  /** After the season was created. */
  onCreated: () => void;
}

/**
 * The new season: 'Jahr', its waves (a row each, 'Welle hinzufügen' begins the day after the last one ends) and the
 * tested clubs. Checked as the server checks it; the server's field errors land beside the fields, and the input
 * stays when the save fails (and as a draft when the page goes away).
 */
export function SeasonForm({ seasons, clubs, onCreated }: SeasonFormProps) {
  const defaults = useMemo(() => newSeasonValues(seasons, clubs), [seasons, clubs]);
  // Every failing check is reported (valibot's pipe would otherwise stop at the first wave whose period fails).
  const form = useValibotForm(seasonSchema, { defaultValues: defaults, criteriaMode: 'all' });
  const { submit, submitValid, draft, unsaved } = useRecordForm({
    form,
    entity: null,
    save: (values) => seasonsApi.create(seasonInputFrom(values)),
    // What equals the form's first values is no draft: the draft goes.
    valuesOf: () => defaults,
    onSaved: onCreated,
    draft: { name: 'season', record: 'new' },
  });
  // An error of the waves as a whole (the server's 'waves': none at all) shows under the rows.
  const wavesErrors = form.formState.errors.waves;
  const wavesError = wavesErrors?.message ?? wavesErrors?.root?.message;

  return (
    <Form form={form} onSubmit={submitValid} aria-label={t.newHeading}>
      <Stack gap="4">
        {draft.notice}
        <SectionCard id="season-year-title" title={t.yearTitle}>
          <Box maxW="xs">
            <TextField name="year" label={t.year} helperText={t.yearHint} maxLength={4} trim required />
          </Box>
        </SectionCard>
        <SectionCard id="season-waves-title" title={t.wavesTitle}>
          <FieldRows<SeasonFormValues> name="waves" newRow={() => nextWaveRow(form.getValues('waves'))} firstField="start" lastField="end" texts={t.waveRows}>
            {(index) => (
              <>
                {/* The row's name for sighted users too (the group's aria-label names it for screen readers). */}
                <Text fontWeight="semibold" minW="16" pb={{ md: '2' }} aria-hidden="true">
                  {t.waveRows.row(index + 1)}
                </Text>
                <Box flex="1" minW="0">
                  <DateField name={`waves.${index}.start`} label={t.waveStart} required />
                </Box>
                <Box flex="1" minW="0">
                  <DateField name={`waves.${index}.end`} label={t.waveEnd} required />
                </Box>
              </>
            )}
          </FieldRows>
          {wavesError ? (
            <Text color="red.600" fontSize="sm" role="alert">
              {wavesError}
            </Text>
          ) : null}
        </SectionCard>
        <SectionCard id="season-clubs-title" title={t.clubsTitle}>
          <ClubCheckboxes clubs={clubs} />
        </SectionCard>
        <SubmitButton submit={submit}>{t.submit}</SubmitButton>
      </Stack>
      <LeaveGuard when={unsaved} />
    </Form>
  );
}
