import { adminApi, assignmentWeightFieldRules, assignmentWeightLabels, DEFAULT_ASSIGNMENT_WEIGHTS, type Admin, type AssignmentWeights } from '@dtp/api-client/back-office';
import { parseGermanNumber } from '@dtp/api-client';
import { Form, formRules, LeaveGuard, NumberField, SimpleGrid, Stack, SubmitButton, Text, textValue, useSubmit, useValibotForm, v } from '@dtp/shared-ui';
import { assignmentWeightTexts as t } from './assignment-weights-texts';

/** The weights of 'Einteilung vorschlagen', whole numbers checked by the contract's rules (the server checks the same). */
const weightsSchema = v.object({
  assignmentWeights: v.object({
    testedLastSeasonKm: textValue(...formRules(assignmentWeightFieldRules['assignmentWeights.testedLastSeasonKm'])),
    formerMemberKm: textValue(...formRules(assignmentWeightFieldRules['assignmentWeights.formerMemberKm'])),
    premiumToNoviceKm: textValue(...formRules(assignmentWeightFieldRules['assignmentWeights.premiumToNoviceKm'])),
    newTesterDistancePercent: textValue(...formRules(assignmentWeightFieldRules['assignmentWeights.newTesterDistancePercent'])),
    secondTestInSeasonKm: textValue(...formRules(assignmentWeightFieldRules['assignmentWeights.secondTestInSeasonKm'])),
  }),
});
type WeightValues = v.InferOutput<typeof weightsSchema>;

/** The stored weights as the fields show them; an older server sends none: the defaults. */
const weightValuesOf = (w: AssignmentWeights = DEFAULT_ASSIGNMENT_WEIGHTS): WeightValues => ({
  assignmentWeights: {
    testedLastSeasonKm: String(w.testedLastSeasonKm),
    formerMemberKm: String(w.formerMemberKm),
    premiumToNoviceKm: String(w.premiumToNoviceKm),
    newTesterDistancePercent: String(w.newTesterDistancePercent),
    secondTestInSeasonKm: String(w.secondTestInSeasonKm),
  },
});
const whole = (text: string): number => parseGermanNumber(text) ?? Number.NaN;

/** 'Einteilung vorschlagen' (issue 60): the five soft preferences' weights, saved with the administration like the retention periods. */
export function AssignmentWeightsForm({ admin, onSaved }: { admin: Admin; onSaved: (admin: Admin) => void }) {
  const form = useValibotForm(weightsSchema, { defaultValues: weightValuesOf(admin.assignmentWeights) });
  const submit = useSubmit(form);
  const save = ({ assignmentWeights: w }: WeightValues) =>
    submit.run('save', async () => {
      const saved = await adminApi.save({
        ...admin,
        assignmentWeights: {
          testedLastSeasonKm: whole(w.testedLastSeasonKm),
          formerMemberKm: whole(w.formerMemberKm),
          premiumToNoviceKm: whole(w.premiumToNoviceKm),
          newTesterDistancePercent: whole(w.newTesterDistancePercent),
          secondTestInSeasonKm: whole(w.secondTestInSeasonKm),
        },
      });
      form.reset(weightValuesOf(saved.assignmentWeights));
      onSaved(saved);
    });
  return (
    <Form form={form} onSubmit={save} aria-labelledby="admin-assignment-weights-title">
      <Stack gap="4">
        <Text color="gray.700">{t.intro}</Text>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          <NumberField name="assignmentWeights.testedLastSeasonKm" label={assignmentWeightLabels.testedLastSeasonKm} helperText={t.testedLastSeasonKmHint} required />
          <NumberField name="assignmentWeights.formerMemberKm" label={assignmentWeightLabels.formerMemberKm} helperText={t.formerMemberKmHint} required />
          <NumberField name="assignmentWeights.premiumToNoviceKm" label={assignmentWeightLabels.premiumToNoviceKm} helperText={t.premiumToNoviceKmHint} required />
          <NumberField
            name="assignmentWeights.newTesterDistancePercent"
            label={assignmentWeightLabels.newTesterDistancePercent}
            helperText={t.newTesterDistancePercentHint}
            required
          />
          <NumberField name="assignmentWeights.secondTestInSeasonKm" label={assignmentWeightLabels.secondTestInSeasonKm} helperText={t.secondTestInSeasonKmHint} required />
        </SimpleGrid>
        <SubmitButton submit={submit}>{t.save}</SubmitButton>
      </Stack>
      <LeaveGuard when={form.formState.isDirty && submit.busy === null} />
    </Form>
  );
}
