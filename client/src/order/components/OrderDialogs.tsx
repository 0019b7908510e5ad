import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

import type { OrderDetailFieldsFragment } from '../../gql/graphql';
import {
  useAnswerOrderCancellationMutation,
  useCompleteOrderMutation,
  useConfirmOrderPaymentMutation,
} from '../../gql/hooks';
import { ConfirmModal } from '../../shared/components/ConfirmModal';
import { can } from '../order-view';
import { ConfirmOrderForm, DisputeForm, RequestCancelForm, ResolveDisputeForm } from './OrderActionForms';
import { DispatchOrderForm, ReceiveShipmentForm } from './OrderDeliveryForms';
import { RecordPaymentForm } from './OrderPaymentForm';

type Order = OrderDetailFieldsFragment;
/** The dialog open on an order's page: a form, or a confirmation. */
export type OrderDialog =
  | { kind: 'confirm' | 'dispatch' | 'cancel' | 'dispute' | 'pay' | 'resolve' }
  | { kind: 'receive'; shipmentId: string }
  | { kind: 'complete' | 'agree' | 'refuse' }
  | { kind: 'confirmPayment'; paymentId: string };
type Dialog = OrderDialog;

/** The buttons of what the viewer may do now. */
export function OrderActionButtons({ order, open }: { order: Order; open: (dialog: Dialog) => void }) {
  const buttons: { show: boolean; label: string; dialog: Dialog; color?: string; variant?: string }[] = [
    { show: can(order, 'CONFIRM'), label: 'Confirm order', dialog: { kind: 'confirm' } },
    { show: can(order, 'DISPATCH'), label: 'Dispatch a part', dialog: { kind: 'dispatch' } },
    {
      show: can(order, 'RECORD_PAYMENT'),
      label: 'Record a payment',
      dialog: { kind: 'pay' },
      variant: 'light',
    },
    { show: can(order, 'COMPLETE'), label: 'Complete order', dialog: { kind: 'complete' } },
    { show: can(order, 'AGREE_CANCEL'), label: 'Agree to cancel', dialog: { kind: 'agree' }, color: 'red' },
    {
      show: can(order, 'REFUSE_CANCEL'),
      label: 'Refuse to cancel',
      dialog: { kind: 'refuse' },
      variant: 'default',
    },
    { show: can(order, 'RESOLVE'), label: 'Resolve dispute', dialog: { kind: 'resolve' } },
    {
      show: can(order, 'REQUEST_CANCEL'),
      label: 'Ask to cancel',
      dialog: { kind: 'cancel' },
      variant: 'default',
    },
    {
      show: can(order, 'DISPUTE'),
      label: 'Dispute',
      dialog: { kind: 'dispute' },
      color: 'red',
      variant: 'light',
    },
  ];
  const shown = buttons.filter((button) => button.show);
  if (!shown.length)
    return (
      <Text size="sm" c="dimmed">
        Nothing for you to do on this order now.
      </Text>
    );
  return (
    <Group gap="sm">
      {shown.map((button) => (
        <Button
          key={button.label}
          color={button.color}
          variant={button.variant ?? 'filled'}
          onClick={() => open(button.dialog)}
        >
          {button.label}
        </Button>
      ))}
    </Group>
  );
}

/**
 * The open dialog's form or confirmation; `done(message)` closes it, toasts and reads the order
 * again.
 */
export function OrderDialogs({
  order,
  dialog,
  close,
  done,
}: {
  order: Order;
  dialog: Dialog | null;
  close: () => void;
  done: (message: string) => () => void;
}) {
  const [complete, completeState] = useCompleteOrderMutation();
  const [answer, answerState] = useAnswerOrderCancellationMutation();
  const [confirmPayment, confirmPaymentState] = useConfirmOrderPaymentMutation();
  const receiving =
    dialog?.kind === 'receive' ? order.shipments.find((s) => s.id === dialog.shipmentId) : undefined;
  const formTitles: Partial<Record<Dialog['kind'], string>> = {
    confirm: 'Confirm the order',
    dispatch: 'Dispatch a part',
    receive: `Receive part ${receiving?.sequence ?? ''}`,
    cancel: 'Ask to cancel',
    dispute: 'Dispute the order',
    pay: 'Record a payment',
    resolve: 'Resolve the dispute',
  };
  const formTitle = dialog ? formTitles[dialog.kind] : undefined;
  return (
    <>
      <Modal opened={Boolean(formTitle)} onClose={close} title={formTitle} centered size="lg">
        {dialog?.kind === 'confirm' && (
          <ConfirmOrderForm order={order} onDone={done('Order confirmed.')} onCancel={close} />
        )}
        {dialog?.kind === 'dispatch' && (
          <DispatchOrderForm order={order} onDone={done('Part dispatched.')} onCancel={close} />
        )}
        {receiving && (
          <ReceiveShipmentForm shipment={receiving} onDone={done('Receipt noted.')} onCancel={close} />
        )}
        {dialog?.kind === 'cancel' && (
          <RequestCancelForm order={order} onDone={done('Cancellation asked for.')} onCancel={close} />
        )}
        {dialog?.kind === 'dispute' && (
          <DisputeForm
            order={order}
            onDone={done('Dispute opened; an admin will resolve it.')}
            onCancel={close}
          />
        )}
        {dialog?.kind === 'pay' && (
          <RecordPaymentForm order={order} onDone={done('Payment recorded.')} onCancel={close} />
        )}
        {dialog?.kind === 'resolve' && (
          <ResolveDisputeForm order={order} onDone={done('Dispute resolved.')} onCancel={close} />
        )}
      </Modal>
      <ConfirmModal
        opened={dialog?.kind === 'complete'}
        title="Complete the order?"
        message="Completing says everything arrived: the wire is marked fulfilled and you can review the partner."
        confirmLabel="Complete order"
        loading={completeState.loading}
        onConfirm={async () => {
          await complete({ variables: { id: order.id } });
          close();
          notifications.show({
            color: 'green',
            message: 'Order completed. You can now review the partner on the wire’s page.',
          });
        }}
        onClose={close}
      />
      <ConfirmModal
        opened={dialog?.kind === 'agree' || dialog?.kind === 'refuse'}
        title={dialog?.kind === 'agree' ? 'Cancel the order?' : 'Refuse the cancellation?'}
        message={
          dialog?.kind === 'agree'
            ? 'The order is cancelled for both of you.'
            : 'The order goes on as it was.'
        }
        confirmLabel={dialog?.kind === 'agree' ? 'Agree to cancel' : 'Refuse'}
        color={dialog?.kind === 'agree' ? 'red' : 'green'}
        loading={answerState.loading}
        onConfirm={async () => {
          await answer({ variables: { id: order.id, agree: dialog?.kind === 'agree' } });
          close();
        }}
        onClose={close}
      />
      <ConfirmModal
        opened={dialog?.kind === 'confirmPayment'}
        title="Confirm you received this payment?"
        message="It then counts towards what is paid on the order."
        confirmLabel="Confirm receipt"
        loading={confirmPaymentState.loading}
        onConfirm={async () => {
          if (dialog?.kind !== 'confirmPayment') return;
          await confirmPayment({ variables: { id: dialog.paymentId } });
          done('Payment confirmed.')();
        }}
        onClose={close}
      />
    </>
  );
}
