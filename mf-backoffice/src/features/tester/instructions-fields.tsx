import { Box, CheckboxField, DateField, TextField } from '@dtp/shared-ui';
import { FieldRows } from '@dtp/shared-ui/lists';
import { emptyInstruction, type TesterFormValues } from './tester-form-values';
import { testerTexts as t } from './tester-texts';

const texts = {
  empty: t.instructionsEmpty,
  add: t.addInstruction,
  addHint: t.addInstructionHint,
  row: t.instructionRow,
  remove: t.removeInstruction,
};

/** Schulungen: an editable row per training (Datum, Ort, Online); Enter in the last row's Ort adds one. */
export function InstructionsFields() {
  return (
    <FieldRows<TesterFormValues> name="instructions" newRow={emptyInstruction} firstField="executedAt" lastField="place" texts={texts}>
      {(index) => (
        <>
          <Box w={{ base: 'full', md: '44' }}>
            <DateField name={`instructions.${index}.executedAt`} label={t.executedAt} />
          </Box>
          <Box flex="1" minW="0">
            <TextField name={`instructions.${index}.place`} label={t.place} trim />
          </Box>
          <Box pb={{ md: '2' }}>
            <CheckboxField name={`instructions.${index}.online`} label={t.online} />
          </Box>
        </>
      )}
    </FieldRows>
  );
}
