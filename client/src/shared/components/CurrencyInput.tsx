import { TextInput, type TextInputProps } from '@mantine/core';

/** A price's currency as its three-letter code (NGN, USD…); the description says what empty means. */
export function CurrencyInput(props: Omit<TextInputProps, 'label' | 'maxLength'>) {
  return <TextInput label="Currency" maxLength={3} {...props} />;
}
