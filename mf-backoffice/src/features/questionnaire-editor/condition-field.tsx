import { CONDITION_SOURCE_KINDS, conditionText } from '@dtp/api-client/questionnaire';
import { Box, Heading, Stack, Text } from '@dtp/shared-ui';
import { placeKey } from './editor-definition';
import { useEditor } from './editor-context';
import { CheckboxInput, SelectInput } from './editor-fields';
import { setCondition } from './editor-operations';
import { editorTexts as t } from './editor-texts';

/**
 * 'Nur fragen, wenn …': an earlier scale, yes/no or choice question and one or more of its answers. The list offers
 * only earlier questions; one that came to stand later (a move) stays chosen, and the checker's message says why not.
 */
export function ConditionField({ s, q }: { s: number; q: number }) {
  const { draft, definition, issues, change } = useEditor();
  const question = draft.sections[s]!.questions[q]!;
  const all = draft.sections.flatMap((section, page) => section.questions.map((item, n) => ({ item, page, n })));
  const at = all.findIndex((entry) => entry.item.key === question.key);
  const sources = all.filter((entry, i) => i < at && CONDITION_SOURCE_KINDS.includes(entry.item.kind));
  const current = question.showIf ? all.find((entry) => entry.item.id === question.showIf?.questionId) : undefined;
  const listed = current && !sources.includes(current) ? [...sources, current] : sources;
  const options = [
    { value: '', label: t.always },
    ...listed.map(({ item, page, n }) => ({ value: item.id, label: t.conditionSource(page + 1, n + 1, item.text) })),
    ...(question.showIf && !current ? [{ value: question.showIf.questionId, label: question.showIf.questionId }] : []),
  ];
  const chosen = question.showIf;
  const text = chosen && chosen.answers.length > 0 ? conditionText(definition.sections[s]!.questions[q]!, definition.sections) : null;
  const toggle = (value: string, on: boolean) =>
    change((d) => {
      const showIf = d.sections[s]!.questions[q]!.showIf;
      if (!showIf) return d;
      const answers = on ? [...showIf.answers, value] : showIf.answers.filter((answer) => answer !== value);
      const order = current?.item.options.map((option) => option.value) ?? [];
      return setCondition(d, s, q, { ...showIf, answers: [...new Set(answers)].sort((a, b) => order.indexOf(a) - order.indexOf(b)) });
    });
  return (
    <Stack gap="2">
      <SelectInput
        label={t.condition}
        helperText={t.conditionHint}
        place={placeKey({ section: s, question: q, field: 'showIf' })}
        value={chosen?.questionId ?? ''}
        options={options}
        messages={issues.at({ section: s, question: q, field: 'showIf' })}
        onChange={(questionId) => change((d) => setCondition(d, s, q, questionId === '' ? null : { questionId, answers: [] }))}
      />
      {chosen && current ? (
        <Box as="fieldset" borderWidth="1px" borderRadius="md" p="3">
          <Heading as="legend" size="xs" px="1">
            {t.conditionAnswers}
          </Heading>
          <Stack gap="1">
            {current.item.options.map((option) => (
              <CheckboxInput
                key={option.key}
                label={option.label || option.value}
                place={placeKey({ section: s, question: q, field: `showIf.${option.value}` })}
                checked={chosen.answers.includes(option.value)}
                onChange={(on) => toggle(option.value, on)}
              />
            ))}
          </Stack>
        </Box>
      ) : null}
      {text ? (
        <Text fontSize="sm" color="gray.700">
          {text}
        </Text>
      ) : null}
    </Stack>
  );
}
