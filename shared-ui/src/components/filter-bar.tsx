import { Button, Checkbox, Field, Flex, Input, InputGroup, NativeSelect } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { SearchIcon } from './icons';

export interface FilterBarProps {
  children: ReactNode;
  /** Shows 'Zurücksetzen'; the page resets its filter state. */
  onReset?: () => void;
  resetLabel?: string;
}

/** A row of filters (selects, checkboxes, a search) and the reset button; wraps on small screens. */
export function FilterBar({ children, onReset, resetLabel = 'Zurücksetzen' }: FilterBarProps) {
  return (
    <Flex role="search" aria-label="Filter" gap="4" align="flex-end" wrap="wrap" mb="4" p="4" bg="white" borderWidth="1px" borderRadius="md">
      {children}
      {onReset ? (
        <Button variant="outline" onClick={onReset}>
          {resetLabel}
        </Button>
      ) : null}
    </Flex>
  );
}

export interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The 'no filter' entry; default 'Alle'. */
  allLabel?: string;
}

/** A select filter; '' means no filter. Applied on change. */
export function FilterSelect({ options, allLabel = 'Alle', ...props }: FilterSelectProps) {
  return <ChoiceFilter {...props} options={[{ value: '', label: allLabel }, ...options]} />;
}

/** A select of the filter bar whose options are all there is: one of them is always chosen (e.g. the season). Not exported by the entry points. */
export function ChoiceFilter({ label, value, onChange, options }: Omit<FilterSelectProps, 'allLabel'>) {
  return (
    <Field.Root w="auto" minW="48">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export interface FilterCheckboxProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox filter (e.g. 'Leading', 'Bewerberclubs'). Applied on change. */
export function FilterCheckbox({ label, checked, onChange }: FilterCheckboxProps) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(details) => onChange(details.checked === true)} colorPalette="brand" pb="2">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

export interface FilterSearchProps {
  /** The applied term. */
  value: string;
  /** Called when the field is left or Enter is pressed, not per keystroke. */
  onSearch: (term: string) => void;
  label?: string;
  placeholder?: string;
}

/** The search field: typing does not filter; leaving the field or Enter applies the term. */
export function FilterSearch({ value, onSearch, label = 'Suche', placeholder = 'Suchbegriff' }: FilterSearchProps) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]); // a reset from outside
  const apply = () => {
    if (draft !== value) onSearch(draft);
  };
  return (
    <Field.Root w="auto" minW="64" flex="1">
      <Field.Label>{label}</Field.Label>
      <InputGroup startElement={<SearchIcon />}>
        <Input
          type="search"
          value={draft}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={apply}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
      </InputGroup>
    </Field.Root>
  );
}
