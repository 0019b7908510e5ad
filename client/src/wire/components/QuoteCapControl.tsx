import { Button, Group, NumberInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';

import { useSetWireMaxResponsesMutation } from '../../gql/hooks';
import { errorDetails } from '../../shared/error-messages';

type QuoteCapControlProps = { wire: { id: string; maxResponses: number } };

/** The owner changes how many quotes an open wire takes (not below the live quotes it has). */
export function QuoteCapControl({ wire }: QuoteCapControlProps) {
  const [cap, setCap] = useState<number | ''>(wire.maxResponses);
  const [save, { loading }] = useSetWireMaxResponsesMutation();
  const submit = async () => {
    if (cap === '') return;
    try {
      const { data } = await save({ variables: { id: wire.id, maxResponses: cap } });
      if (data)
        notifications.show({
          color: 'green',
          message: `It takes ${data.setWireMaxResponses.maxResponses} quotes now.`,
        });
    } catch (cause) {
      notifications.show({ color: 'red', message: errorDetails(cause)[0]?.message });
    }
  };
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <NumberInput
        label="Quotes wanted"
        min={1}
        allowDecimal={false}
        value={cap}
        onChange={(value) => setCap(typeof value === 'number' ? value : '')}
        w={130}
        size="xs"
      />
      <Button
        size="xs"
        variant="default"
        loading={loading}
        disabled={cap === '' || cap === wire.maxResponses}
        onClick={() => void submit()}
      >
        Save
      </Button>
    </Group>
  );
}
