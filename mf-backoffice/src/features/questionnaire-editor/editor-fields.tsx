import { Box, Checkbox, FieldFrame } from '@dtp/shared-ui';
import { createContext, useContext, type ReactNode } from 'react';

// The editor's fields: controlled by the draft (no form library: a questionnaire has 170 questions and the checker
// judges the whole), each with its label, hint and the German messages of its place below (FieldFrame).

/** True for managers: every field disabled, no buttons that change. */
export const EditorReadOnly = createContext(false);
export const useEditorReadOnly = () => useContext(EditorReadOnly);

interface FieldProps {
  label: string;
  /** Where the field is: the first issue's jump focuses the control inside. */
  place: string;
  messages?: readonly string[];
  helperText?: string;
  required?: boolean;
}

const controlStyle = { w: 'full', px: '3', py: '2', borderWidth: '1px', borderRadius: 'md', bg: 'white', _disabled: { bg: 'gray.50', color: 'gray.700' } } as const;

function Frame({ label, place, messages = [], helperText, required, children }: FieldProps & { children: (wiring: object) => ReactNode }) {
  const readOnly = useEditorReadOnly();
  return (
    <Box data-place={place} minW="0">
      <FieldFrame label={label} helperText={readOnly ? undefined : helperText} error={messages.length > 0 ? messages.join(' ') : undefined} required={required} disabled={readOnly}>
        {children}
      </FieldFrame>
    </Box>
  );
}

export function TextInput({ value, onChange, multiline, inputMode, ...props }: FieldProps & { value: string; onChange: (value: string) => void; multiline?: boolean; inputMode?: 'decimal' | 'numeric' }) {
  const readOnly = useEditorReadOnly();
  return (
    <Frame {...props}>
      {(wiring) => (
        <Box asChild {...controlStyle}>
          {multiline ? (
            <textarea {...wiring} rows={2} value={value} disabled={readOnly} onChange={(event) => onChange(event.target.value)} />
          ) : (
            <input {...wiring} type="text" inputMode={inputMode} value={value} disabled={readOnly} onChange={(event) => onChange(event.target.value)} />
          )}
        </Box>
      )}
    </Frame>
  );
}

export function SelectInput({ value, options, onChange, ...props }: FieldProps & { value: string; options: readonly { value: string; label: string }[]; onChange: (value: string) => void }) {
  const readOnly = useEditorReadOnly();
  return (
    <Frame {...props}>
      {(wiring) => (
        <Box asChild {...controlStyle}>
          <select {...wiring} value={value} disabled={readOnly} onChange={(event) => onChange(event.target.value)}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Box>
      )}
    </Frame>
  );
}

export function CheckboxInput({ label, checked, onChange, place }: { label: string; checked: boolean; onChange: (checked: boolean) => void; place: string }) {
  const readOnly = useEditorReadOnly();
  return (
    <Box data-place={place}>
      <Checkbox.Root checked={checked} disabled={readOnly} onCheckedChange={(details) => onChange(details.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
    </Box>
  );
}
