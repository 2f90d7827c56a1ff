import { Box, EmptyState, Notice, Stack, Text } from '@dtp/shared-ui';
import { lazy, Suspense } from 'react';
import { feedbackTexts as t } from './messages';
import { testFeedbackQuestions } from './test-feedback-questions';

// Unreadable feedback is rare: its raw-text block (shared-ui's data views) loads only then.
const JsonText = lazy(() => import('@dtp/shared-ui/data-views').then((m) => ({ default: m.JsonText })));

export interface TestFeedbackProps {
  /** The feedback JSON of one test (e.g. testerFeedbackCmc); null or '' when none was given. */
  feedbackJson: string | null;
  /** Shown when there is no feedback, e.g. 'CMC hat noch kein Tester-Feedback abgegeben.' */
  emptyText: string;
}

/**
 * One test's feedback as question and answer (spec: only non-hidden formParams whose name starts
 * with a numbering prefix such as '1.', in order). Text from the JSON is rendered as text, never
 * as HTML; JSON that cannot be read shows a German message instead of breaking the page, and
 * under it the raw text (spec: JSON that fails to format is shown raw), so nothing given is lost.
 */
export default function TestFeedback({ feedbackJson, emptyText }: TestFeedbackProps) {
  if (feedbackJson === null || feedbackJson.trim() === '') return <EmptyState title={emptyText} />;
  const parsed = testFeedbackQuestions(feedbackJson, { yes: t.yes, no: t.no });
  if (!parsed.ok) {
    return (
      <Stack gap="2">
        <Notice status="warning">{t.invalidFeedback}</Notice>
        <Suspense fallback={null}>
          <Box borderWidth="1px" borderRadius="md" overflow="hidden">
            <JsonText json={feedbackJson} aria-label={t.rawFeedback} invalidNote={false} />
          </Box>
        </Suspense>
      </Stack>
    );
  }
  if (parsed.questions.length === 0) return <EmptyState title={t.noQuestions} />;
  return (
    <Box as="dl" data-testid="test-feedback" borderWidth="1px" borderRadius="md" bg="white" overflow="hidden">
      {parsed.questions.map((q, index) => (
        <Box
          key={q.key}
          display={{ base: 'block', md: 'grid' }}
          gridTemplateColumns="minmax(0, 1fr) minmax(0, 1fr)"
          gap="4"
          px="4"
          py="3"
          borderTopWidth={index === 0 ? '0' : '1px'}
        >
          <Text as="dt" fontWeight="semibold" color="gray.800" overflowWrap="anywhere">
            {q.question}
          </Text>
          <Text as="dd" color={q.answer === '' ? 'gray.500' : 'gray.900'} whiteSpace="pre-wrap" overflowWrap="anywhere" mt={{ base: '1', md: '0' }}>
            {q.answer === '' ? t.noAnswer : q.rating ? t.ratingOf(q.answer) : q.answer}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
