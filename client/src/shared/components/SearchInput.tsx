import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

type SearchInputProps = Omit<TextInputProps, 'onChange' | 'leftSection' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * A list's search box: the magnifier in front, the typed text handed to `onChange`, at most 200
 * characters unless `maxLength` says otherwise. The rest (label, type, width) as on a TextInput.
 */
export function SearchInput({ value, onChange, maxLength = 200, ...props }: SearchInputProps) {
  return (
    <TextInput
      {...props}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={value}
      maxLength={maxLength}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
