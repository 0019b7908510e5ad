import { Button, Group, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';

import { useExtendWireMutation } from '../../gql/hooks';
import { errorDetails } from '../../shared/error-messages';
import { formatDate } from '../../shared/format';

const MORE_DAYS = [
  { value: '3', label: '3 days' },
  { value: '7', label: '1 week' },
  { value: '14', label: '2 weeks' },
  { value: '30', label: '30 days' },
];

/** The owner keeps an open wire open longer (at most 60 days from now). */
export function ExtendWireControl({ wire }: { wire: { id: string; expiresAt: string } }) {
  const [days, setDays] = useState('7');
  const [extend, { loading }] = useExtendWireMutation();
  const submit = async () => {
    try {
      const { data } = await extend({ variables: { id: wire.id, days: Number(days) } });
      if (data)
        notifications.show({
          color: 'green',
          message: `Open until ${formatDate(data.extendWire.expiresAt)}.`,
        });
    } catch (cause) {
      notifications.show({ color: 'red', message: errorDetails(cause)[0]?.message });
    }
  };
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Text size="sm" c="dimmed" mr="xs">
        Open until {formatDate(wire.expiresAt)}
      </Text>
      <Select
        label="Keep open"
        data={MORE_DAYS}
        value={days}
        onChange={(value) => setDays(value ?? '7')}
        allowDeselect={false}
        w={130}
        size="xs"
      />
      <Button
        size="xs"
        variant="default"
        loading={loading}
        leftSection={<IconCalendarPlus size={14} aria-hidden="true" />}
        onClick={() => void submit()}
      >
        Extend
      </Button>
    </Group>
  );
}
