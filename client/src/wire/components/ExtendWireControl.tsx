import { Select, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';

import { useExtendWireMutation } from '../../gql/hooks';
import { formatDate } from '../../shared/format';
import { OwnerSetting } from './OwnerSetting';

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
  return (
    <OwnerSetting
      before={
        <Text size="sm" c="dimmed" mr="xs">
          Open until {formatDate(wire.expiresAt)}
        </Text>
      }
      field={
        <Select
          label="Keep open"
          data={MORE_DAYS}
          value={days}
          onChange={(value) => setDays(value ?? '7')}
          allowDeselect={false}
          w={130}
          size="xs"
        />
      }
      label="Extend"
      icon={<IconCalendarPlus size={14} aria-hidden="true" />}
      loading={loading}
      save={async () => {
        const { data } = await extend({ variables: { id: wire.id, days: Number(days) } });
        return data && `Open until ${formatDate(data.extendWire.expiresAt)}.`;
      }}
    />
  );
}
