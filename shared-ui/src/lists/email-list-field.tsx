import { TagsInput } from '@chakra-ui/react';
// The recipe travels with the lists entry: the system does not register 'tagsInput' (src/theme/system.ts).
import { tagsInputSlotRecipe } from '@chakra-theme/recipes/tags-input.js';
import { isEmailAddress } from '@dtp/shared-api';
import { useState } from 'react';
import { get, useController, useFormState, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldFrame } from '../form/field-frame';
import { useFormReadOnly } from '../form/read-only-context';
import { validationMessages } from '../validation/messages';

/** Comma, semicolon, space or line break separate addresses typed or pasted in one go. */
const SEPARATOR = /[,;\s]+/;
const addressesIn = (text: string) => text.split(SEPARATOR).filter(Boolean);

const translations = {
  clearTriggerLabel: 'Alle entfernen',
  deleteTagTriggerLabel: (value: string) => `${value} entfernen`,
  tagAdded: (value: string) => `${value} hinzugefügt`,
  tagsPasted: (values: string[]) => `${values.length} Adressen eingefügt`,
  tagEdited: (value: string) => `${value} wird bearbeitet. Enter speichert, Escape bricht ab.`,
  tagUpdated: (value: string) => `Geändert in ${value}`,
  tagDeleted: (value: string) => `${value} entfernt`,
  tagSelected: (value: string) => `${value} ausgewählt. Entfernen oder Rücktaste löscht die Adresse.`,
  noTagsSelected: 'Keine Adresse ausgewählt',
  inputLabel: (count: number) => (count === 1 ? '1 Adresse' : `${count} Adressen`),
};

export interface EmailListFieldProps<T extends FieldValues> {
  /** A list of email addresses in the form ('resultRecipients'). */
  name: FieldPath<T>;
  label: string;
  helperText?: string;
  placeholder?: string;
}

/**
 * A list of email addresses (spec back-office section 5, result recipients): Enter (or a comma,
 * or leaving the field) adds what was typed; an empty entry is ignored and a duplicate silently
 * dropped. An invalid address stays in the input with the email rule's message beside it.
 */
export function EmailListField<T extends FieldValues>({ name, label, helperText, placeholder }: EmailListFieldProps<T>) {
  const { field } = useController<T>({ name });
  const { errors } = useFormState<T>({ name });
  const readOnly = useFormReadOnly();
  const [invalidInput, setInvalidInput] = useState(false);
  const value = (field.value as string[] | undefined) ?? [];
  // The server reports a bad entry at its index ('resultRecipients.1').
  const stored = get(errors, name) as { message?: string } | { message?: string }[] | undefined;
  const storedMessage = Array.isArray(stored) ? stored.find((e) => e?.message)?.message : stored?.message;
  const error = invalidInput ? validationMessages.email() : storedMessage;

  return (
    <FieldFrame label={label} helperText={helperText} error={error} disabled={readOnly}>
      {(wiring) => (
        <TagsInput.Root
          recipe={tagsInputSlotRecipe}
          ids={{ input: wiring.id }}
          value={value}
          onValueChange={(details) => field.onChange([...new Set(details.value.map((v) => v.trim()).filter(Boolean))])}
          onInputValueChange={() => setInvalidInput(false)}
          validate={({ inputValue }) => addressesIn(inputValue).every(isEmailAddress)}
          onValueInvalid={() => setInvalidInput(true)}
          delimiter={SEPARATOR}
          addOnPaste
          blurBehavior="add"
          invalid={Boolean(error)}
          disabled={readOnly}
          translations={translations}
          onBlur={field.onBlur}
        >
          <TagsInput.Control bg="white">
            <TagsInput.Items />
            <TagsInput.Input ref={field.ref} name={field.name} placeholder={placeholder} aria-describedby={wiring['aria-describedby']} aria-invalid={wiring['aria-invalid']} />
          </TagsInput.Control>
        </TagsInput.Root>
      )}
    </FieldFrame>
  );
}
