import { Box, Button, Heading, Stack, Text } from '@dtp/shared-ui';
import { otherMessages, placeKey } from './editor-definition';
import { useEditor } from './editor-context';
import { useEditorReadOnly, TextInput } from './editor-fields';
import { addOption, moveOption, removeOption, updateOptionLabel, updateOptionPoints } from './editor-operations';
import { editorTexts as t } from './editor-texts';
import { ItemActions } from './item-actions';

/** The answers of a scale, yes/no or choice question: label and points, in order; a yes/no question keeps its two. */
export function OptionList({ s, q }: { s: number; q: number }) {
  const { draft, issues, change } = useEditor();
  const readOnly = useEditorReadOnly();
  const question = draft.sections[s]!.questions[q]!;
  const fixed = question.kind === 'yesNo';
  const listMessages = issues.at({ section: s, question: q, field: 'options' });
  return (
    <Box as="fieldset" data-place={placeKey({ section: s, question: q, field: 'options' })} borderWidth="1px" borderRadius="md" p="3">
      <Heading as="legend" size="xs" px="1">
        {t.options}
      </Heading>
      {listMessages.length > 0 ? (
        <Text color="red.600" fontSize="sm" mb="2">
          {listMessages.join(' ')}
        </Text>
      ) : null}
      <Stack as="ol" gap="3" listStyleType="none">
        {question.options.map((option, o) => {
          const at = { section: s, question: q, option: o };
          const rest = otherMessages(issues, at, ['label', 'points']);
          return (
            <Box as="li" key={option.key} display="grid" gridTemplateColumns={{ base: '1fr', md: '2fr 1fr auto' }} gap="2" alignItems="end">
              <TextInput
                label={t.optionLabel(o + 1)}
                place={placeKey({ ...at, field: 'label' })}
                value={option.label}
                messages={[...issues.at({ ...at, field: 'label' }), ...issues.at({ ...at, field: 'value' }), ...rest]}
                onChange={(label) => change((d) => updateOptionLabel(d, s, q, o, label))}
              />
              <TextInput
                label={t.optionPoints(o + 1)}
                place={placeKey({ ...at, field: 'points' })}
                inputMode="decimal"
                value={option.points}
                messages={issues.at({ ...at, field: 'points' })}
                onChange={(points) => change((d) => updateOptionPoints(d, s, q, o, points))}
              />
              {fixed ? null : (
                <ItemActions
                  what={t.answer(o + 1)}
                  first={o === 0}
                  last={o === question.options.length - 1}
                  onMove={(by) => change((d) => moveOption(d, s, q, o, by))}
                  onRemove={() => change((d) => removeOption(d, s, q, o))}
                />
              )}
            </Box>
          );
        })}
      </Stack>
      {fixed || readOnly ? null : (
        <Button mt="3" size="sm" variant="outline" colorPalette="brand" onClick={() => change((d) => addOption(d, s, q, t.newOption))}>
          {t.addOption}
        </Button>
      )}
    </Box>
  );
}
