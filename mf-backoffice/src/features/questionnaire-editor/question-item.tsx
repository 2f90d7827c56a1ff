import { Badge, Box, Button, HStack, Stack, Text } from '@dtp/shared-ui';
import { memo } from 'react';
import { useEditorActions } from './editor-context';
import { placeKey } from './editor-definition';
import type { QuestionDraft } from './editor-draft';
import { useEditorReadOnly } from './editor-fields';
import { duplicateQuestion, moveQuestion, removeQuestion } from './editor-operations';
import { editorTexts as t } from './editor-texts';
import { ItemActions } from './item-actions';
import { QuestionEditor } from './question-editor';

export interface QuestionItemProps {
  question: QuestionDraft;
  s: number;
  q: number;
  /** The first question of the first page, the last of the last: no move further. */
  first: boolean;
  last: boolean;
  /** The last on its page: down moves it onto the next page. */
  lastOnPage: boolean;
  open: boolean;
  issueCount: number;
  /** 'nur wenn …', or null. */
  condition: string | null;
}

/**
 * A question in its page's list: number, text, kind, condition and issues; opened, its fields. Memoised on these
 * props: typing in one question renders only that one (and its page), not the page's other questions.
 */
export const QuestionItem = memo(function QuestionItem({ question, s, q, first, last, lastOnPage, open, issueCount, condition }: QuestionItemProps) {
  const { change, ask, toggle, select } = useEditorActions();
  const readOnly = useEditorReadOnly();
  const what = t.questionWhat(s + 1, q + 1);
  const bodyId = `question-${question.key}`;
  const label = open ? t.close : readOnly ? t.view : t.edit;
  return (
    <Box as="li" data-place={placeKey({ section: s, question: q })} borderWidth="1px" borderRadius="md" p="3" bg={issueCount > 0 ? 'red.50' : 'white'}>
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="2">
        <Stack gap="1" minW="0">
          <Text as="h4" fontWeight="medium" wordBreak="break-word">
            {t.question(q + 1, question.text || t.noQuestionText)}
          </Text>
          <HStack gap="2" wrap="wrap">
            <Badge variant="subtle">{t.kinds[question.kind]}</Badge>
            {question.premiumOnly ? <Badge colorPalette="orange">{t.premiumOnly}</Badge> : null}
            {issueCount > 0 ? <Badge colorPalette="red">{t.questionIssues(issueCount)}</Badge> : null}
          </HStack>
          {condition ? (
            <Text fontSize="sm" color="gray.700">
              {condition}
            </Text>
          ) : null}
        </Stack>
        <HStack gap="1" wrap="wrap" align="flex-start" flexShrink={0}>
          <Button size="xs" variant={open ? 'solid' : 'outline'} colorPalette="brand" aria-expanded={open} aria-controls={bodyId} aria-label={`${label}: ${what}`} onClick={() => toggle(question.key)}>
            {label}
          </Button>
          <ItemActions
            what={what}
            first={first}
            last={last}
            onMove={(by) => {
              // From a page's edge the question goes to the page before or after: show it there.
              if ((by < 0 && q === 0) || (by > 0 && lastOnPage)) select(s + by);
              change((d) => moveQuestion(d, s, q, by));
            }}
            onDuplicate={() => change((d) => duplicateQuestion(d, s, q))}
            onRemove={() => ask({ title: t.removeQuestionTitle, message: t.removeQuestionMessage(question.text), run: () => change((d) => removeQuestion(d, s, q)) })}
          />
        </HStack>
      </Stack>
      {open ? (
        <Box id={bodyId}>
          <QuestionEditor s={s} q={q} />
        </Box>
      ) : null}
    </Box>
  );
});
