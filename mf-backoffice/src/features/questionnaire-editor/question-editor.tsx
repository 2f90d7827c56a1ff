import { QuestionKinds, type QuestionKind } from '@dtp/api-client/questionnaire';
import { SimpleGrid, Stack, Text } from '@dtp/shared-ui';
import { ConditionField } from './condition-field';
import { otherMessages, placeKey } from './editor-definition';
import { useEditor } from './editor-context';
import { CheckboxInput, SelectInput, TextInput } from './editor-fields';
import { changeKind, updateQuestion } from './editor-operations';
import { editorTexts as t } from './editor-texts';
import { OptionList } from './option-list';

/** The fields of a question with their controls; the rest (an id, the question as a whole) is said on top. */
const FIELDS = ['text', 'help', 'kind', 'required', 'allowNotApplicable', 'weight', 'premiumOnly', 'options', 'maxPhotos', 'unit', 'showIf'];

/** One question, open: text, help, kind, the switches, weight, answers or photos or unit, and the condition. */
export function QuestionEditor({ s, q }: { s: number; q: number }) {
  const { draft, issues, change } = useEditor();
  const question = draft.sections[s]!.questions[q]!;
  const at = (field: string) => ({ place: placeKey({ section: s, question: q, field }), messages: issues.at({ section: s, question: q, field }) });
  const rest = otherMessages(issues, { section: s, question: q }, FIELDS);
  const set = (patch: Parameters<typeof updateQuestion>[3]) => change((d) => updateQuestion(d, s, q, patch));
  const hasOptions = question.kind === 'scale' || question.kind === 'yesNo' || question.kind === 'choice';
  return (
    <Stack gap="4" pt="2">
      {rest.length > 0 ? (
        <Text color="red.600" fontSize="sm">
          {rest.join(' ')}
        </Text>
      ) : null}
      <TextInput label={t.text} required multiline value={question.text} onChange={(text) => set({ text })} {...at('text')} />
      <TextInput label={t.help} helperText={t.helpHint} value={question.help} onChange={(help) => set({ help })} {...at('help')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectInput
          label={t.kind}
          value={question.kind}
          options={QuestionKinds.map((kind) => ({ value: kind, label: t.kinds[kind] }))}
          onChange={(kind) => change((d) => changeKind(d, s, q, kind as QuestionKind))}
          {...at('kind')}
        />
        <TextInput label={t.weight} helperText={t.weightHint} inputMode="decimal" value={question.weight} onChange={(weight) => set({ weight })} {...at('weight')} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="2">
        <CheckboxInput label={t.required} checked={question.required} onChange={(required) => set({ required })} place={at('required').place} />
        <CheckboxInput label={t.allowNotApplicable} checked={question.allowNotApplicable} onChange={(allowNotApplicable) => set({ allowNotApplicable })} place={at('allowNotApplicable').place} />
        <CheckboxInput label={t.premiumOnly} checked={question.premiumOnly} onChange={(premiumOnly) => set({ premiumOnly })} place={at('premiumOnly').place} />
      </SimpleGrid>
      {hasOptions ? <OptionList s={s} q={q} /> : null}
      {question.kind === 'photos' ? <TextInput label={t.maxPhotos} inputMode="numeric" value={question.maxPhotos} onChange={(maxPhotos) => set({ maxPhotos })} {...at('maxPhotos')} /> : null}
      {question.kind === 'number' ? <TextInput label={t.unit} helperText={t.unitHint} value={question.unit} onChange={(unit) => set({ unit })} {...at('unit')} /> : null}
      <ConditionField s={s} q={q} />
    </Stack>
  );
}
