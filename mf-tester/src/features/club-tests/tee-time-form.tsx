import type { Test } from '@dtp/api-client';
import { testsApi } from '@dtp/api-client';
import {
  Button,
  CheckboxField,
  DateField,
  Form,
  LeaveGuard,
  SectionCard,
  SimpleGrid,
  Stack,
  teeTimeLabels,
  teeTimeSchema,
  Text,
  TimeField,
  useFormDraft,
  useSubmit,
  useValibotForm,
  useWatch,
} from '@dtp/shared-ui';
import { TeeTimeFormWarnings } from '@dtp/shared-ui/schedule';
import { useMemo } from 'react';
import { teeTimeValuesOf, testInputFrom, type TeeTimeFormValues } from './tee-time-values';
import { testTexts } from './tests-texts';

export interface TeeTimeFormProps {
  test: Test;
  /** The club's Bundesland for the holiday rule; null while unknown. */
  clubState: string | null;
  onSaved: (test: Test) => void;
}

/** Date (required, dd.MM.yyyy), tee time (required unless 'no starting times', then hidden), save. */
export function TeeTimeForm({ test, clubState, onSaved }: TeeTimeFormProps) {
  // The test as loaded: a fresher one (loaded again after a change) updates the fields without input.
  const record = useMemo(() => teeTimeValuesOf(test), [test]);
  const form = useValibotForm(teeTimeSchema(), { record });
  const submit = useSubmit(form);
  const draft = useFormDraft(form, { name: 'tee-time', record: test.id, version: test.version });
  const noStartingTimes = useWatch({ control: form.control, name: 'noStartingTimes' });
  const { isDirty, isSubmitting } = form.formState;

  // The client shows the error badge; what the tester typed stays in the form.
  const save = (values: TeeTimeFormValues) =>
    submit.run('save', async () => {
      const saved = await testsApi.save(testInputFrom({ id: test.id, version: draft.version ?? test.version }, values));
      form.reset(teeTimeValuesOf(saved));
      onSaved(saved);
    });

  return (
    <SectionCard id="tee-time-title" title={testTexts.teeTimeTitle}>
      <Text color="gray.700">{testTexts.teeTimeIntro}</Text>
      {draft.notice}
      <Form form={form} onSubmit={save} aria-labelledby="tee-time-title">
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <DateField name="date" label={teeTimeLabels.date} required />
            {noStartingTimes ? null : <TimeField name="teeTime" label={teeTimeLabels.teeTime} required />}
          </SimpleGrid>
          <CheckboxField name="noStartingTimes" label={teeTimeLabels.noStartingTimes} />
          <TeeTimeFormWarnings startDate={test.startDate} endDate={test.endDate} clubState={clubState} />
          <div>
            <Button type="submit" colorPalette="brand" loading={isSubmitting} disabled={isSubmitting}>
              {testTexts.save}
            </Button>
          </div>
        </Stack>
        <LeaveGuard when={isDirty && !isSubmitting} />
      </Form>
    </SectionCard>
  );
}
