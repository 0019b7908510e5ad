import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

import { errorDetails } from '../../shared/error-messages';

/**
 * One setting the owner changes on an open wire (how long it stays open, how many quotes it
 * takes): a small field and its button in a row. `save` answers what to say once saved; a refusal
 * is said in a red notification.
 */
export function OwnerSetting({
  before,
  field,
  label,
  icon,
  disabled,
  wrap = 'wrap',
  loading,
  save,
}: {
  /** What the setting is now, before the field. */
  before?: ReactNode;
  field: ReactNode;
  label: string;
  icon?: ReactNode;
  disabled?: boolean;
  wrap?: 'wrap' | 'nowrap';
  loading: boolean;
  save: () => Promise<string | undefined>;
}) {
  const submit = async () => {
    try {
      const message = await save();
      if (message) notifications.show({ color: 'green', message });
    } catch (cause) {
      notifications.show({ color: 'red', message: errorDetails(cause)[0]?.message });
    }
  };
  return (
    <Group gap="xs" align="flex-end" wrap={wrap}>
      {before}
      {field}
      <Button
        size="xs"
        variant="default"
        loading={loading}
        leftSection={icon}
        disabled={disabled}
        onClick={() => void submit()}
      >
        {label}
      </Button>
    </Group>
  );
}
