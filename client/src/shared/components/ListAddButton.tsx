import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type ListAddButtonProps = {
  /** What the button says, e.g. "Add material". */
  children: ReactNode;
  /** Its icon (decorative). */
  icon: ReactNode;
  disabled?: boolean;
  onClick: () => void;
  /** The list's own error, shown above the button. */
  error?: ReactNode;
};

/** The foot of an editable list in a form: the list's error, then a small button that adds to it. */
export function ListAddButton({ children, icon, disabled, onClick, error }: ListAddButtonProps) {
  return (
    <>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Group>
        <Button variant="light" size="xs" leftSection={icon} disabled={disabled} onClick={onClick}>
          {children}
        </Button>
      </Group>
    </>
  );
}
