import { Box } from '@chakra-ui/react';
import type { Ref } from 'react';

export interface RadioOptionProps {
  /** The group's name: options of one name are one group (arrow keys move within it). */
  name: string;
  value: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * One option of a radio group: a native radio (keyboard and screen readers as the browser does them) whose whole
 * box is its label, a touch target of at least 44 px. The questionnaire and the back office's forms use it.
 */
export function RadioOption({ name, value, label, checked, disabled = false, onSelect, onBlur, inputRef }: RadioOptionProps) {
  return (
    <Box
      as="label"
      display="flex"
      alignItems="center"
      gap="3"
      minH="11"
      minW="11"
      px="3"
      py="2"
      borderWidth="1px"
      borderRadius="md"
      borderColor={checked ? 'brand.600' : 'gray.300'}
      bg={checked ? 'brand.50' : 'white'}
      cursor={disabled ? 'default' : 'pointer'}
    >
      <input
        ref={inputRef}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        onBlur={onBlur}
        style={{ width: 20, height: 20, flexShrink: 0 }}
      />
      <span>{label}</span>
    </Box>
  );
}
