import { Box, Stack, Text } from '@chakra-ui/react';
import type { Answer, Answers, Question, QuestionSection } from '@dtp/api-client/questionnaire';
import { QuestionField, type QuestionFieldProps } from './question-field';
import { questionnaireFormTexts } from './questionnaire-texts';

export interface SectionQuestionsProps {
  section: QuestionSection;
  /** The questions the answers ask (`shownQuestionIds(sections, answers)`): only these are rendered. */
  shown: ReadonlySet<string>;
  answers: Answers;
  onChange: (questionId: string, answer: Answer | undefined) => void;
  readOnly: boolean;
  /** The server's messages per question id (a refused submit). */
  errors?: Readonly<Record<string, string>>;
  /** A photos question's photos and upload (the tester's questionnaire); none in the preview. */
  photosOf?: (questionId: string) => QuestionFieldProps['photos'];
  /** The editor's preview: photos cannot be added. */
  preview?: boolean;
  /** A line above a question that only the editor's preview shows (its condition, 'nur wenn …'); none for a tester. */
  noteOf?: (question: Question) => string | null;
}

/** A question its condition brings back: a short fade, no movement; none with reduced motion. */
const appearing = { animationName: 'fade-in', animationDuration: 'moderate', animationTimingFunction: 'ease-out', _motionReduce: { animation: 'none' } } as const;

/**
 * The questions of one page as the tester's answers ask them (issue 61, item 4): a question whose condition does
 * not hold is not rendered, and one that comes back fades in briefly (not at all with reduced motion); nothing
 * moves sideways, so a 375 px phone keeps its layout. Answers of hidden questions are the caller's to keep. A page
 * whose questions are all hidden says so instead of being skipped silently.
 */
export function SectionQuestions({ section, shown, answers, onChange, readOnly, errors, photosOf, preview, noteOf }: SectionQuestionsProps) {
  const questions = section.questions.filter((question) => shown.has(question.id));
  if (questions.length === 0) {
    return (
      <Text color="gray.700" role="status">
        {questionnaireFormTexts.noQuestionsOnPage}
      </Text>
    );
  }
  return (
    <Stack gap="6">
      {questions.map((question) => {
        const note = noteOf?.(question) ?? null;
        return (
          <Box key={question.id} {...(question.showIf ? appearing : {})}>
            {note ? (
              <Text fontSize="xs" color="gray.600" mb="1">
                {note}
              </Text>
            ) : null}
            <QuestionField
              question={question}
              answer={answers[question.id]}
              onChange={(answer) => onChange(question.id, answer)}
              readOnly={readOnly}
              error={errors?.[question.id]}
              photos={photosOf?.(question.id)}
              preview={preview}
            />
          </Box>
        );
      })}
    </Stack>
  );
}
