import { Box, Text, VisuallyHidden } from '@chakra-ui/react';
import { germanNumberText, parseGermanNumber } from '@dtp/api-client';
import type { Answer, Question, QuestionnairePhoto } from '@dtp/api-client/questionnaire';
import { RadioGroup } from '../form/radio-group';
import { useId, useState, type ChangeEvent } from 'react';
import { PhotosQuestion } from './photos-question';
import { questionnaireFormTexts as questionnaireTexts, TEXT_ANSWER_MAX } from './questionnaire-texts';

export interface QuestionFieldProps {
  question: Question;
  answer: Answer | undefined;
  onChange: (answer: Answer | undefined) => void;
  readOnly: boolean;
  /** The server's message for this question (a refused submit). */
  error?: string;
  /** Photos questions: the questionnaire's test, the question's photos, and what to do after a change. */
  photos?: { testingId: number; list: readonly QuestionnairePhoto[]; onChanged: () => void };
  /** The editor's preview: answerable, but photos cannot be added (nothing is sent). */
  preview?: boolean;
}

/** The DOM id of a question's block: the screen focuses its first control when it is left unanswered. */
export const questionElementId = (questionId: string) => `question-${questionId.replace(/\./g, '-')}`;

const NOT_APPLICABLE = '__not-applicable';

function Legend({ question, as = 'legend', htmlFor }: { question: Question; as?: 'legend' | 'label'; htmlFor?: string }) {
  return (
    <Box as={as} {...(htmlFor ? { htmlFor } : {})} fontWeight="semibold" mb="2" display="block">
      {question.text}
      {question.required ? (
        <>
          <span aria-hidden="true"> *</span>
          <VisuallyHidden> ({questionnaireTexts.required})</VisuallyHidden>
        </>
      ) : null}
    </Box>
  );
}

function Help({ id, question, error }: { id: string; question: Question; error?: string }) {
  return (
    <>
      {question.help ? (
        <Text id={`${id}-help`} fontSize="sm" color="gray.600" mb="2">
          {question.help}
        </Text>
      ) : null}
      {error ? (
        <Text id={`${id}-error`} fontSize="sm" color="red.600" mb="2">
          {error}
        </Text>
      ) : null}
    </>
  );
}

const describedBy = (id: string, question: Question, error?: string) =>
  [question.help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

/** scale, yesNo, choice: the platform's radio group, 'nicht beurteilbar' last where allowed. */
function OptionsQuestion({ question, answer, onChange, readOnly, error }: QuestionFieldProps) {
  const options = question.allowNotApplicable ? [...question.options, { value: NOT_APPLICABLE, label: questionnaireTexts.notApplicable }] : question.options;
  return (
    <RadioGroup
      id={questionElementId(question.id)}
      name={question.id}
      options={options}
      value={answer?.notApplicable ? NOT_APPLICABLE : answer?.option}
      onSelect={(value) => onChange(value === NOT_APPLICABLE ? { notApplicable: true } : { option: value })}
      label={question.text}
      required={question.required}
      requiredText={questionnaireTexts.required}
      helperText={question.help || undefined}
      error={error}
      disabled={readOnly}
    />
  );
}

/** 'nicht beurteilbar' beside a number or a text. */
function NotApplicableBox({ question, checked, readOnly, onToggle }: { question: Question; checked: boolean; readOnly: boolean; onToggle: (on: boolean) => void }) {
  if (!question.allowNotApplicable) return null;
  return (
    <Box as="label" display="flex" alignItems="center" gap="3" minH="11" cursor={readOnly ? 'default' : 'pointer'}>
      <input type="checkbox" checked={checked} disabled={readOnly} onChange={(event) => onToggle(event.target.checked)} style={{ width: 20, height: 20 }} />
      <span>{questionnaireTexts.notApplicable}</span>
    </Box>
  );
}

const fieldStyle = { borderWidth: '1px', borderColor: 'gray.300', borderRadius: 'md', px: '3', bg: 'white' } as const;

function NumberQuestion({ question, answer, onChange, readOnly, error }: QuestionFieldProps) {
  const id = useId();
  const [text, setText] = useState(germanNumberText(answer?.number ?? null));
  const [invalid, setInvalid] = useState(false);
  const notApplicable = answer?.notApplicable === true;
  const shownError = invalid ? questionnaireTexts.notANumber : error;
  const type = (value: string) => {
    setText(value);
    if (value.trim() === '') {
      setInvalid(false);
      onChange(undefined);
      return;
    }
    const parsed = parseGermanNumber(value);
    const ok = parsed !== null && Number.isFinite(parsed) && parsed >= 0;
    setInvalid(!ok);
    if (ok) onChange({ number: parsed });
  };
  return (
    <Box id={questionElementId(question.id)}>
      <Legend question={question} as="label" htmlFor={`${id}-input`} />
      <Help id={id} question={question} error={shownError} />
      <Box display="flex" alignItems="center" gap="2">
        <Box
          as="input"
          id={`${id}-input`}
          {...{ type: 'text', inputMode: 'decimal', value: notApplicable ? '' : text, disabled: readOnly || notApplicable }}
          aria-describedby={describedBy(id, question, shownError)}
          aria-invalid={shownError ? true : undefined}
          onChange={(event: ChangeEvent<HTMLElement>) => type((event.target as HTMLInputElement).value)}
          h="11"
          w="32"
          {...fieldStyle}
        />
        {question.unit ? <Text>{questionnaireTexts.unit(question.unit)}</Text> : null}
      </Box>
      <NotApplicableBox question={question} checked={notApplicable} readOnly={readOnly} onToggle={(on) => onChange(on ? { notApplicable: true } : undefined)} />
    </Box>
  );
}

function TextQuestion({ question, answer, onChange, readOnly, error }: QuestionFieldProps) {
  const id = useId();
  const text = answer?.text ?? '';
  const notApplicable = answer?.notApplicable === true;
  return (
    <Box id={questionElementId(question.id)}>
      <Legend question={question} as="label" htmlFor={`${id}-input`} />
      <Help id={id} question={question} error={error} />
      <Box
        as="textarea"
        id={`${id}-input`}
        {...{ rows: 4, maxLength: TEXT_ANSWER_MAX, value: text, disabled: readOnly || notApplicable }}
        aria-describedby={[describedBy(id, question, error), `${id}-counter`].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        onChange={(event: ChangeEvent<HTMLElement>) => {
          const { value } = event.target as HTMLTextAreaElement;
          onChange(value === '' ? undefined : { text: value });
        }}
        w="full"
        py="2"
        {...fieldStyle}
      />
      <Text id={`${id}-counter`} fontSize="xs" color="gray.600">
        {questionnaireTexts.textCounter(text.length, TEXT_ANSWER_MAX)}
      </Text>
      <NotApplicableBox question={question} checked={notApplicable} readOnly={readOnly} onToggle={(on) => onChange(on ? { notApplicable: true } : undefined)} />
    </Box>
  );
}

function PhotoField({ question, readOnly, error, photos, preview }: QuestionFieldProps) {
  const id = useId();
  return (
    <Box id={questionElementId(question.id)}>
      <PhotosQuestion
        testingId={photos?.testingId ?? 0}
        question={question}
        photos={photos?.list ?? []}
        readOnly={readOnly || (!photos && !preview)}
        preview={preview}
        onChanged={photos?.onChanged ?? (() => {})}
        legend={<Legend question={question} as="label" />}
        help={<Help id={id} question={question} error={error} />}
      />
    </Box>
  );
}

/** One question as its kind asks: radio group, number with unit, text (max 4000), photos. */
export function QuestionField(props: QuestionFieldProps) {
  switch (props.question.kind) {
    case 'number':
      return <NumberQuestion {...props} />;
    case 'text':
      return <TextQuestion {...props} />;
    case 'photos':
      return <PhotoField {...props} />;
    default:
      return <OptionsQuestion {...props} />;
  }
}
