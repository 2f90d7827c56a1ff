import { answerText, QuestionnaireReviewTexts, questionnaireReviewApi, REVIEW_TEXT_MAX } from '@dtp/api-client/back-office';
import { NOT_APPLICABLE_LABEL, type Answer, type Question, type Questionnaire } from '@dtp/api-client/questionnaire';
import {
  ConfirmDialog,
  Form,
  FormDialog,
  germanNumberText,
  parseGermanNumber,
  SelectField,
  Stack,
  Text,
  TextareaField,
  TextField,
  textValue,
  useAction,
  useSubmit,
  useValibotForm,
  v,
  type FieldValues,
  type Rule,
  type UseFormReturn,
} from '@dtp/shared-ui';
import { useMemo } from 'react';
import { reviewTexts as t } from './questionnaires-texts';

/** A rule that fails on blank text with the contract's message (the server answers the same beside the field). */
const filled =
  (message: string): Rule =>
  (value) =>
    value.trim() === '' ? message : undefined;
const atMost: Rule = (value) => (value.length > REVIEW_TEXT_MAX ? QuestionnaireReviewTexts.tooLong : undefined);

/** A dialog's 'Speichern' submits its form: the fields are checked first, then `save` runs with their values. */
async function submitForm<T extends FieldValues, TOut extends FieldValues>(form: UseFormReturn<T, unknown, TOut>, save: (values: TOut) => Promise<unknown>): Promise<void> {
  await form.handleSubmit(async (values) => {
    await save(values);
  })();
}

const returnSchema = v.object({ reason: textValue(filled(QuestionnaireReviewTexts.reasonRequired), atMost) });

export interface ReturnDialogProps {
  open: boolean;
  questionnaire: Questionnaire;
  onClose: () => void;
  onDone: (questionnaire: Questionnaire) => void;
}

/** 'Zurück an Tester': the reason goes into the tester's mail; the tester may change the questionnaire and submit it again. */
export function ReturnDialog({ open, questionnaire, onClose, onDone }: ReturnDialogProps) {
  const form = useValibotForm(returnSchema, { defaultValues: { reason: '' } });
  const submit = useSubmit(form);
  const save = (values: v.InferOutput<typeof returnSchema>) =>
    submit.run('save', async () => {
      const answer = await questionnaireReviewApi.returnToTester(questionnaire.testingId, { reason: values.reason.trim() });
      form.reset({ reason: '' });
      onDone(answer);
    });
  return (
    <FormDialog
      open={open}
      title={t.returnTitle}
      onClose={onClose}
      onSave={() => submitForm(form, save)}
      saveLabel={t.returnButton}
      saving={submit.busy !== null}
    >
      <Form form={form} onSubmit={save}>
        <Stack gap="3">
          <Text>{t.returnHint}</Text>
          <TextareaField name="reason" label={t.reason} required rows={5} maxLength={REVIEW_TEXT_MAX} />
        </Stack>
      </Form>
    </FormDialog>
  );
}

/** The select's value of 'nicht beurteilbar' (no option of a question is called so: option values are lower case). */
const NOT_APPLICABLE = '__NA__';

interface CorrectValues {
  answer: string;
  note: string;
}

/** The form's value of an answer and back: an option (or N/A), a German number, a text. */
function valueOf(question: Question, answer: Answer | undefined): string {
  if (!answer) return '';
  if (answer.notApplicable) return NOT_APPLICABLE;
  if (question.options.length > 0) return answer.option ?? '';
  if (question.kind === 'number') return germanNumberText(answer.number);
  return answer.text ?? '';
}

function answerOf(question: Question, value: string): Answer {
  if (value === NOT_APPLICABLE) return { notApplicable: true };
  if (question.options.length > 0) return { option: value };
  if (question.kind === 'number') return { number: parseGermanNumber(value) ?? Number.NaN };
  return { text: value.trim() };
}

function correctSchema(question: Question) {
  const number: Rule = (value) => (question.kind === 'number' && value.trim() !== '' && parseGermanNumber(value) === null ? t.notANumber : undefined);
  return v.object({
    answer: textValue(filled(QuestionnaireReviewTexts.answerRequired), number),
    note: textValue(filled(QuestionnaireReviewTexts.noteRequired), atMost),
  });
}

export interface CorrectDialogProps {
  /** The question whose answer is corrected; null: closed. */
  question: Question | null;
  questionnaire: Questionnaire;
  onClose: () => void;
  onDone: (questionnaire: Questionnaire) => void;
}

/** 'Antwort korrigieren': the new answer (checked like the tester's) and a note; both go into the Verlauf. */
export function CorrectDialog({ question, questionnaire, onClose, onDone }: CorrectDialogProps) {
  return question ? <CorrectForm key={question.id} question={question} questionnaire={questionnaire} onClose={onClose} onDone={onDone} /> : null;
}

function CorrectForm({ question, questionnaire, onClose, onDone }: Omit<CorrectDialogProps, 'question'> & { question: Question }) {
  const schema = useMemo(() => correctSchema(question), [question]);
  const current = questionnaire.answers[question.id];
  const form = useValibotForm(schema, { defaultValues: { answer: valueOf(question, current), note: '' } });
  const submit = useSubmit(form);
  const options = useMemo(
    () => [...question.options.map((o) => ({ value: o.value, label: o.label })), ...(question.allowNotApplicable ? [{ value: NOT_APPLICABLE, label: NOT_APPLICABLE_LABEL }] : [])],
    [question],
  );
  const save = (values: CorrectValues) =>
    submit.run('save', async () => {
      const answer = await questionnaireReviewApi.correct(questionnaire.testingId, {
        questionId: question.id,
        answer: answerOf(question, values.answer),
        note: values.note.trim(),
      });
      onDone(answer);
    });
  return (
    <FormDialog open title={t.correctTitle} onClose={onClose} onSave={() => submitForm(form, save)} saveLabel={t.correctButton} saving={submit.busy !== null}>
      <Form form={form} onSubmit={save}>
        <Stack gap="3">
          <Text fontWeight="semibold">{t.correctQuestion(question.text)}</Text>
          <Text>{t.correctBefore(answerText(question, current))}</Text>
          {options.length > 0 ? (
            <SelectField name="answer" label={t.correctedAnswer} options={options} required />
          ) : question.kind === 'text' ? (
            <TextareaField name="answer" label={t.correctedAnswer} required rows={4} />
          ) : (
            <TextField name="answer" label={question.unit ? `${t.correctedAnswer} (${question.unit})` : t.correctedAnswer} required />
          )}
          <TextareaField name="note" label={t.note} required rows={3} maxLength={REVIEW_TEXT_MAX} />
        </Stack>
      </Form>
    </FormDialog>
  );
}

export interface ReleaseDialogProps {
  open: boolean;
  questionnaire: Questionnaire;
  onClose: () => void;
  onDone: (questionnaire: Questionnaire) => void;
}

/** A review step after asking (one routine for 'Freigeben' and 'Bericht erneut senden'): the answer shows, the dialog closes. */
function ConfirmStepDialog({ open, questionnaire, onClose, onDone, step, title, confirmLabel, text }: ReleaseDialogProps & {
  step: (testingId: number) => Promise<Questionnaire>;
  title: string;
  confirmLabel: string;
  text: string;
}) {
  const action = useAction<'step'>();
  const confirm = () =>
    action
      .run('step', async () => {
        onDone(await step(questionnaire.testingId));
      })
      .then(onClose);
  return (
    <ConfirmDialog open={open} title={title} onConfirm={confirm} onCancel={onClose} confirmLabel={confirmLabel} busy={action.busy !== null}>
      <Text>{text}</Text>
    </ConfirmDialog>
  );
}

/** 'Bericht erneut senden', after asking: the club's links sent before stop working, a new mail goes out. */
export function ResendReportDialog(props: ReleaseDialogProps) {
  return (
    <ConfirmStepDialog
      {...props}
      step={questionnaireReviewApi.resendReport}
      title={t.resendReportTitle}
      confirmLabel={t.resendReport}
      text={t.resendReportConfirm(props.questionnaire.clubName)}
    />
  );
}

/** 'Freigeben', after asking: the questionnaire is locked for good. */
export function ReleaseDialog(props: ReleaseDialogProps) {
  return (
    <ConfirmStepDialog
      {...props}
      step={questionnaireReviewApi.release}
      title={t.releaseTitle}
      confirmLabel={t.release}
      text={t.releaseConfirm(props.questionnaire.clubName)}
    />
  );
}
