import { conditionText } from '@dtp/api-client/questionnaire';
import { Badge, Box, Button, HStack, Stack, Text } from '@dtp/shared-ui';
import { placeKey } from './editor-definition';
import { useEditor } from './editor-context';
import { useEditorReadOnly } from './editor-fields';
import { duplicateQuestion, moveQuestion, removeQuestion } from './editor-operations';
import { editorTexts as t } from './editor-texts';
import { ItemActions } from './item-actions';
import { QuestionEditor } from './question-editor';

/** A question in its page's list: number, text, kind, condition and issues; opened, its fields. */
export function QuestionItem({ s, q }: { s: number; q: number }) {
  const { draft, definition, issues, change, ask, isOpen, toggle, select } = useEditor();
  const readOnly = useEditorReadOnly();
  const section = draft.sections[s]!;
  const question = section.questions[q]!;
  const open = isOpen(question.key);
  const count = issues.countOf(s, q);
  const condition = conditionText(definition.sections[s]!.questions[q]!, definition.sections);
  const what = `Frage ${q + 1} der Seite ${s + 1}`;
  const lastOfAll = s === draft.sections.length - 1 && q === section.questions.length - 1;
  const bodyId = `question-${question.key}`;
  return (
    <Box as="li" data-place={placeKey({ section: s, question: q })} borderWidth="1px" borderRadius="md" p="3" bg={count > 0 ? 'red.50' : 'white'}>
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="2">
        <Stack gap="1" minW="0">
          <Text as="h4" fontWeight="medium" wordBreak="break-word">
            {t.question(q + 1, question.text || t.noQuestionText)}
          </Text>
          <HStack gap="2" wrap="wrap">
            <Badge variant="subtle">{t.kinds[question.kind]}</Badge>
            {question.premiumOnly ? <Badge colorPalette="purple">{t.premiumOnly}</Badge> : null}
            {count > 0 ? <Badge colorPalette="red">{t.questionIssues(count)}</Badge> : null}
          </HStack>
          {condition ? (
            <Text fontSize="sm" color="gray.700">
              {condition}
            </Text>
          ) : null}
        </Stack>
        <HStack gap="1" wrap="wrap" align="flex-start" flexShrink={0}>
          <Button size="xs" variant={open ? 'solid' : 'outline'} colorPalette="brand" aria-expanded={open} aria-controls={bodyId} aria-label={`${open ? t.close : readOnly ? t.view : t.edit}: ${what}`} onClick={() => toggle(question.key)}>
            {open ? t.close : readOnly ? t.view : t.edit}
          </Button>
          <ItemActions
            what={what}
            first={s === 0 && q === 0}
            last={lastOfAll}
            onMove={(by) => {
              // From a page's edge the question goes to the page before or after: show it there.
              if ((by < 0 && q === 0) || (by > 0 && q === section.questions.length - 1)) select(s + by);
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
}
