import { CMC_FEEDBACK_CRITERIA, FEEDBACK_REMARKS, FEEDBACK_REMARKS_MAX_LENGTH } from '@dtp/api-client';
import { testingsApi, type Testing } from '@dtp/api-client/back-office';
import {
  CMC_FEEDBACK_ANCHOR,
  Form,
  Heading,
  LeaveGuard,
  RadioGroupField,
  Stack,
  SubmitButton,
  Text,
  TextareaField,
  useLocation,
  useSubmit,
  useValibotForm,
} from '@dtp/shared-ui';
import { useEffect } from 'react';
import { cmcFeedbackInputFrom, cmcFeedbackSchema, cmcFeedbackValuesOf, RATING_OPTIONS, type CmcFeedbackFormValues } from './cmc-feedback-form-values';
import { testingTexts as t } from './testing-texts';

export interface CmcFeedbackFormProps {
  testing: Testing;
  onSaved: (testing: Testing) => void;
}

/**
 * CMC's feedback on the tester once the test is in (issue 44): a rating 0–5 per criterion and the remarks, saved
 * on the server in the JSON the charts read, and changed here until a reset empties it. The dashboard's
 * 'Tester-Bewertung' opens the testing page here (`paths.rateTester`): the first rating then has the focus.
 */
export function CmcFeedbackForm({ testing, onSaved }: CmcFeedbackFormProps) {
  const form = useValibotForm(cmcFeedbackSchema, { record: cmcFeedbackValuesOf(testing) });
  const submit = useSubmit(form);
  const given = testing.testerFeedbackCmc !== null;
  const openedHere = useLocation().hash === `#${CMC_FEEDBACK_ANCHOR}`;
  const { setFocus } = form;
  useEffect(() => {
    if (!openedHere) return;
    document.getElementById(CMC_FEEDBACK_ANCHOR)?.scrollIntoView?.({ block: 'start' });
    setFocus('ratings.0');
  }, [openedHere, setFocus]);

  // The client raises the success or error badge; on an error the input stays.
  const save = (values: CmcFeedbackFormValues) =>
    submit.run('save', async () => {
      const saved = await testingsApi.saveCmcFeedback(testing.id, cmcFeedbackInputFrom(values));
      form.reset(cmcFeedbackValuesOf(saved));
      onSaved(saved);
    });

  return (
    <Stack gap="3">
      <Heading as="h3" size="sm" id={CMC_FEEDBACK_ANCHOR}>
        {t.feedbackCmc}
      </Heading>
      <Text>{given ? t.cmcFeedbackGiven : t.feedbackCmcEmpty}</Text>
      <Form form={form} onSubmit={save} aria-labelledby={CMC_FEEDBACK_ANCHOR}>
        <Stack gap="4">
          <Text textStyle="sm">{t.ratingScale}</Text>
          {CMC_FEEDBACK_CRITERIA.map((criterion, i) => (
            <RadioGroupField key={criterion} name={`ratings.${i}`} label={criterion} options={RATING_OPTIONS} direction="row" required />
          ))}
          <TextareaField name="remarks" label={FEEDBACK_REMARKS} maxLength={FEEDBACK_REMARKS_MAX_LENGTH} />
          <SubmitButton submit={submit}>{given ? t.cmcFeedbackChange : t.cmcFeedbackSave}</SubmitButton>
        </Stack>
        <LeaveGuard when={form.formState.isDirty && submit.busy === null} />
      </Form>
    </Stack>
  );
}
