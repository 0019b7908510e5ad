import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';

import type { OrderDetailFieldsFragment } from '../../gql/graphql';

export type Order = OrderDetailFieldsFragment;
export type Shipment = Order['shipments'][number];
export type FormProps = { order: Order; onDone: () => void; onCancel: () => void };

/** A form's Cancel and submit buttons. */
export function Actions({ label, busy, onCancel }: { label: string; busy?: boolean; onCancel: () => void }) {
  return (
    <>
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={busy}>
        {label}
      </Button>
    </>
  );
}

/** An error text of a form field, or null. */
export const errorOf = (value: unknown) => (typeof value === 'string' ? value : null);

/** Today as yyyy-mm-dd (a date input's value). */
export const today = () => new Date().toISOString().slice(0, 10);

/** Tells the person what happened after an action. */
export function doneToast(message: string) {
  notifications.show({ color: 'green', message });
}
