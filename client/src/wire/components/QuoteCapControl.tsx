import { NumberInput } from '@mantine/core';
import { useState } from 'react';

import { useSetWireMaxResponsesMutation } from '../../gql/hooks';
import { OwnerSetting } from './OwnerSetting';

type QuoteCapControlProps = { wire: { id: string; maxResponses: number } };

/** The owner changes how many quotes an open wire takes (not below the live quotes it has). */
export function QuoteCapControl({ wire }: QuoteCapControlProps) {
  const [cap, setCap] = useState<number | ''>(wire.maxResponses);
  const [save, { loading }] = useSetWireMaxResponsesMutation();
  return (
    <OwnerSetting
      field={
        <NumberInput
          label="Quotes wanted"
          min={1}
          allowDecimal={false}
          value={cap}
          onChange={(value) => setCap(typeof value === 'number' ? value : '')}
          w={130}
          size="xs"
        />
      }
      label="Save"
      disabled={cap === '' || cap === wire.maxResponses}
      wrap="nowrap"
      loading={loading}
      save={async () => {
        if (cap === '') return undefined;
        const { data } = await save({ variables: { id: wire.id, maxResponses: cap } });
        return data && `It takes ${data.setWireMaxResponses.maxResponses} quotes now.`;
      }}
    />
  );
}
