import { conditionText } from '@dtp/api-client/questionnaire';
import { Box, Button, Card, Heading, Stack, Text } from '@dtp/shared-ui';
import { otherMessages, placeKey } from './editor-definition';
import { newQuestion } from './editor-draft';
import { useEditor } from './editor-context';
import { CheckboxInput, TextInput, useEditorReadOnly } from './editor-fields';
import { addQuestion, duplicateSection, moveSection, removeSection, updateSection } from './editor-operations';
import { editorTexts as t } from './editor-texts';
import { ItemActions } from './item-actions';
import { QuestionItem } from './question-item';

/** One page: title, intro, premium only, its questions in order, 'Frage hinzufügen'. */
export function SectionEditor({ s }: { s: number }) {
  const { draft, definition, issues, change, ask, open, select, isOpen } = useEditor();
  const readOnly = useEditorReadOnly();
  const section = draft.sections[s]!;
  const titleId = `page-${section.key}-title`;
  const at = (field: string) => ({ place: placeKey({ section: s, field }), messages: issues.at({ section: s, field }) });
  const rest = otherMessages(issues, { section: s }, ['title', 'intro', 'premiumOnly']);
  const what = t.pageWhat(s + 1);
  // The new question opens at once: the admin types its text next.
  const add = () => {
    const question = newQuestion(draft, section);
    change((d) => addQuestion(d, s, question));
    open(question.key);
  };
  return (
    <Card.Root as="section" aria-labelledby={titleId} variant="outline" bg={section.premiumOnly ? 'orange.50' : 'gray.50'} data-place={placeKey({ section: s })}>
      <Card.Body gap="4" p={{ base: '3', md: '5' }}>
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="2">
          <Heading as="h3" size="md" id={titleId} wordBreak="break-word">
            {t.page(s + 1, section.title)}
          </Heading>
          <ItemActions
            what={what}
            first={s === 0}
            last={s === draft.sections.length - 1}
            onMove={(by) => {
              change((d) => moveSection(d, s, by));
              select(s + by);
            }}
            onDuplicate={() => {
              change((d) => duplicateSection(d, s));
              select(s + 1);
            }}
            onRemove={() =>
              ask({
                title: t.removePageTitle,
                message: t.removePageMessage(section.title, section.questions.length),
                run: () => {
                  change((d) => removeSection(d, s));
                  select(Math.max(0, s - 1));
                },
              })
            }
          />
        </Stack>
        {rest.length > 0 ? (
          <Text color="red.600" fontSize="sm">
            {rest.join(' ')}
          </Text>
        ) : null}
        <TextInput label={t.pageTitle} required value={section.title} onChange={(title) => change((d) => updateSection(d, s, { title }))} {...at('title')} />
        <TextInput label={t.pageIntro} helperText={t.pageIntroHint} value={section.intro} onChange={(intro) => change((d) => updateSection(d, s, { intro }))} {...at('intro')} />
        <CheckboxInput label={t.pagePremium} checked={section.premiumOnly} onChange={(premiumOnly) => change((d) => updateSection(d, s, { premiumOnly }))} place={at('premiumOnly').place} />
        <Box as="ol" aria-label={t.questionsOf(s + 1)} display="flex" flexDirection="column" gap="2" listStyleType="none">
          {section.questions.map((question, q) => (
            <QuestionItem
              key={question.key}
              question={question}
              s={s}
              q={q}
              first={s === 0 && q === 0}
              last={s === draft.sections.length - 1 && q === section.questions.length - 1}
              lastOnPage={q === section.questions.length - 1}
              open={isOpen(question.key)}
              issueCount={issues.countOf(s, q)}
              condition={question.showIf ? conditionText(definition.sections[s]!.questions[q]!, definition.sections) : null}
            />
          ))}
        </Box>
        {readOnly ? null : (
          <Button alignSelf="flex-start" size="sm" variant="outline" colorPalette="brand" aria-label={`${t.addQuestion} (${what})`} onClick={add}>
            {t.addQuestion}
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}
