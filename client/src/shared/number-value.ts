/** A Mantine NumberInput's value as a form keeps it: a number, or '' while empty. */
export function numberOrEmpty(value: string | number): number | '' {
  return typeof value === 'number' ? value : value === '' ? '' : Number(value);
}
