import type { Testing } from '@dtp/api-client/back-office';
import { testingsApi } from '@dtp/api-client/back-office';
import { TestingProgressLabels } from '@dtp/api-client';
import { SubmitButton, CheckboxField, DateField, Form, LeaveGuard, SectionCard, SelectField, SimpleGrid, Stack, TimeField, useValibotForm, useWatch } from '@dtp/shared-ui';
import { useRecordForm } from '@dtp/shared-ui/lists';
import { TeeTimeFormWarnings } from '@dtp/shared-ui/schedule';
import { testingInputFrom, testingSchema, testingValuesOf } from './testing-form-values';
import { testingTexts as t } from './testing-texts';

export interface TestingFormProps {
  testing: Testing;
  /** The club's Bundesland for the holiday rule; null while unknown. */
  clubState: string | null;
  onSaved: (testing: Testing) => void;
}

/**
 * Status (the server's allowed values), no starting times, test date and tee time; the soft warnings; save.
 * A fresher testing (an assignment's answer, a refetch) updates the fields not touched; typed input stays.
 */
export function TestingForm({ testing, clubState, onSaved }: TestingFormProps) {
  const form = useValibotForm(testingSchema, { record: testingValuesOf(testing) });
  // The client raises the success or error badge; on an error the input stays.
  const { submit, submitValid, draft, unsaved } = useRecordForm({
    form,
    entity: testing,
    save: (values, version) => testingsApi.save({ ...testingInputFrom(testing.id, values), version }),
    valuesOf: testingValuesOf,
    onSaved,
    // Unsaved input survives a reload or a new sign-in (issue 31); one draft per testing.
    draft: { name: 'testing', record: testing.id, version: testing.version },
  });
  const noStartingTimes = useWatch({ control: form.control, name: 'noStartingTimes' });
  const options = testing.allowedProgress.map((value) => ({ value, label: TestingProgressLabels[value] }));

  return (
    <SectionCard id="testing-schedule-title" title={t.scheduleTitle}>
      {draft.notice}
      <Form form={form} onSubmit={submitValid} aria-labelledby="testing-schedule-title">
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <SelectField name="progress" label={t.status} options={options} placeholder={null} required />
            <DateField name="date" label={t.date} />
            {noStartingTimes ? null : <TimeField name="teeTime" label={t.teeTime} />}
          </SimpleGrid>
          <CheckboxField name="noStartingTimes" label={t.noStartingTimes} />
          <TeeTimeFormWarnings startDate={testing.wave.start} endDate={testing.wave.end} clubState={clubState} />
          <SubmitButton submit={submit}>{t.save}</SubmitButton>
        </Stack>
        <LeaveGuard when={unsaved} />
      </Form>
    </SectionCard>
  );
}
