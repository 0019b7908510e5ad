import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';

import type { OrderDetailFieldsFragment } from '../../gql/graphql';
import {
  useAnswerOrderCancellationMutation,
  useCompleteOrderMutation,
  useConfirmOrderPaymentMutation,
} from '../../gql/hooks';
import { loginUrlFor } from '../../session/return-to';
import { ConfirmModal } from '../../shared/components/ConfirmModal';
import { ErrorView } from '../../shared/components/ErrorView';
import { LiveAnnouncer } from '../../shared/components/LiveAnnouncer';
import { LivePausedNote } from '../../shared/components/LivePausedNote';
import { PageSkeleton } from '../../shared/components/PageSkeleton';
import { PreloadLink } from '../../shared/components/PreloadLink';
import { errorCodesOf, errorDetails } from '../../shared/error-messages';
import { formatDate, formatDateTime, formatMoney, formatQuantity } from '../../shared/format';
import { useLiveQuery } from '../../shared/live/use-live-query';
import { usePageMeta } from '../../shared/page-meta';
import {
  ConfirmOrderForm,
  DispatchOrderForm,
  DisputeForm,
  doneToast,
  ReceiveShipmentForm,
  RecordPaymentForm,
  RequestCancelForm,
  ResolveDisputeForm,
} from '../components/OrderActionForms';
import { OrderBadges } from '../components/OrderBadges';
import { OrderLinesTable } from '../components/OrderLinesTable';
import { orderDetailsLive } from '../live-lists';
import { can, orderTimeline, statusLabels, whatIsDue } from '../order-view';

type Order = OrderDetailFieldsFragment;
type Dialog =
  | { kind: 'confirm' | 'dispatch' | 'cancel' | 'dispute' | 'pay' | 'resolve' }
  | { kind: 'receive'; shipmentId: string }
  | { kind: 'complete' | 'agree' | 'refuse' }
  | { kind: 'confirmPayment'; paymentId: string };

function Section({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  const id = `order-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} fz="h4" id={id}>
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}

function Contact({
  label,
  contact,
}: {
  label: string;
  contact: Order['partnerContact'] | Order['buyerContact'];
}) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{contact.name ?? contact.email}</Text>
      <Anchor href={`mailto:${contact.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {contact.email}
      </Anchor>
      {contact.phone && (
        <Anchor href={`tel:${contact.phone}`} size="sm">
          {contact.phone}
        </Anchor>
      )}
      {'website' in contact && contact.website && (
        <Anchor href={contact.website} size="sm" target="_blank" rel="noreferrer">
          {contact.website}
        </Anchor>
      )}
    </Stack>
  );
}

const documentLabels = { PURCHASE_ORDER: 'Purchase order', INVOICE: 'Invoice' } as const;

/** The buttons of what the viewer may do now. */
function ActionButtons({ order, open }: { order: Order; open: (dialog: Dialog) => void }) {
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

export function OrderDetailsPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const id = params.get('id') ?? '';
  const details = useLiveQuery(orderDetailsLive, {
    variables: { id },
    subscriptionVariables: { orderId: id },
  });
  const { data, loading, error, refetch } = details;
  const order = data?.order;
  usePageMeta(
    order ? `Order ${order.number}` : null,
    order ? `${order.wire.title}: ${statusLabels[order.status].label}` : '',
  );
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [complete, completeState] = useCompleteOrderMutation();
  const [answer, answerState] = useAnswerOrderCancellationMutation();
  const [confirmPayment, confirmPaymentState] = useConfirmOrderPaymentMutation();

  const codes = errorCodesOf(error);
  if (codes.includes('UNAUTHENTICATED'))
    return <Navigate replace to={loginUrlFor(location.pathname, location.search)} />;
  if (codes.includes('NOT_FOUND'))
    return <ErrorView status={404} message={`Page Not Found: ${location.pathname}`} />;
  if (loading && !order) return <PageSkeleton />;
  if (!order)
    return (
      <Container size="md" py="xl">
        <Title order={1} fz="h2" mb="md">
          Order
        </Title>
        <Alert color="red" role="alert">
          {errorDetails(error)[0]?.message ?? 'This order could not be loaded.'}
        </Alert>
      </Container>
    );

  const close = () => setDialog(null);
  const done = (message: string) => () => {
    close();
    doneToast(message);
    // a part or a payment answers itself, not the order: the order is read again
    void refetch();
  };
  const due = whatIsDue(order);
  const backTo =
    order.viewerSide === 'PARTNER'
      ? '/partners/orders'
      : order.viewerSide === 'ADMIN'
        ? '/admin/orders'
        : '/orders';
  const timeline = orderTimeline(order);
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
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <LiveAnnouncer message={details.announcement} />
        <Stack gap={6}>
          <Group justify="space-between" wrap="wrap">
            <Anchor component={PreloadLink} to={backTo} size="sm">
              ← All orders
            </Anchor>
            <LivePausedNote paused={details.paused} />
          </Group>
          <Group gap="sm" wrap="wrap">
            <Title order={1} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {order.number}
            </Title>
            <OrderBadges status={order.status} paymentState={order.paymentState} />
          </Group>
          <Text size="sm" c="dimmed">
            From{' '}
            <Anchor component={PreloadLink} to={`/wires/details?id=${order.wire.id}`} inherit>
              {order.wire.title}
            </Anchor>{' '}
            · placed {formatDate(order.createdAt)}
          </Text>
          {due && (
            <Text fw={600} data-testid="order-due">
              {due}
            </Text>
          )}
        </Stack>

        {order.status === 'DISPUTED' && (
          <Alert color="red" title="Disputed">
            {order.disputeReason}
          </Alert>
        )}
        {order.cancelRequestedBy && (
          <Alert color="yellow" title="Cancellation requested">
            {order.cancelRequestedBy === order.viewerSide
              ? 'You asked'
              : `The ${order.cancelRequestedBy.toLowerCase()} asked`}{' '}
            to cancel
            {order.cancelReason ? `: ${order.cancelReason}` : '.'}
          </Alert>
        )}

        <Section title="What you can do">
          <ActionButtons order={order} open={setDialog} />
        </Section>

        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Paper withBorder p="md" radius="md">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Total
            </Text>
            <Text fz={24} fw={700}>
              {formatMoney(order.total.amount, order.total.currency)}
            </Text>
            <Text size="sm" c="dimmed">
              {formatMoney(order.subtotal.amount, order.subtotal.currency)} + VAT{' '}
              {Math.round(order.vatRate * 1000) / 10}% {formatMoney(order.vat.amount, order.vat.currency)}
            </Text>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Left to pay
            </Text>
            <Text fz={24} fw={700} data-testid="order-balance">
              {formatMoney(order.balance.amount, order.balance.currency)}
            </Text>
            <Text size="sm" c="dimmed">
              {formatMoney(order.paid.amount, order.paid.currency)} confirmed paid
            </Text>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Delivery
            </Text>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {order.deliveryLabel}
            </Text>
            <Text size="sm">
              {order.deliveryDate
                ? `On ${formatDate(order.deliveryDate)}`
                : `Between ${formatDate(order.deliveryFrom)}${order.deliveryBy ? ` and ${formatDate(order.deliveryBy)}` : ' and any time'}`}
            </Text>
          </Paper>
        </SimpleGrid>

        {order.lines.length > 0 ? (
          <Section title="Lines">
            <OrderLinesTable lines={order.lines} />
          </Section>
        ) : (
          order.listingTerms && (
            <Section title="As quoted">
              <Text size="sm">{order.listingTerms}</Text>
            </Section>
          )
        )}

        <Section title="Dispatches">
          {order.shipments.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nothing dispatched yet.{' '}
              {order.viewerSide === 'PARTNER'
                ? 'Dispatch a part once the order is confirmed.'
                : 'You are told here, live, when the partner sends a part.'}
            </Text>
          ) : (
            <Stack gap="sm">
              {order.shipments.map((shipment) => (
                <Paper
                  key={shipment.id}
                  withBorder
                  p="sm"
                  radius="sm"
                  component="article"
                  aria-label={`Part ${shipment.sequence}`}
                >
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Text fw={600}>
                      Part {shipment.sequence} · sent {formatDateTime(shipment.createdAt)}
                    </Text>
                    {shipment.receivedAt ? (
                      <Text size="sm">Received {formatDateTime(shipment.receivedAt)}</Text>
                    ) : can(order, 'RECEIVE') ? (
                      <Button
                        size="xs"
                        onClick={() => setDialog({ kind: 'receive', shipmentId: shipment.id })}
                      >
                        Receive part {shipment.sequence}
                      </Button>
                    ) : (
                      <Text size="sm" c="dimmed">
                        On its way
                      </Text>
                    )}
                  </Group>
                  <Text size="sm">
                    {shipment.lines
                      .map(
                        (l) =>
                          `${l.line.name}: ${formatQuantity(l.quantity, l.line.unit)}${l.short || l.damaged ? ` (${l.short ?? 0} short, ${l.damaged ?? 0} damaged)` : ''}`,
                      )
                      .join(' · ')}
                  </Text>
                  {shipment.note && (
                    <Text size="sm" c="dimmed">
                      Waybill / note: {shipment.note}
                    </Text>
                  )}
                  {shipment.receiptNote && (
                    <Text size="sm" c="dimmed">
                      On receipt: {shipment.receiptNote}
                    </Text>
                  )}
                  {shipment.photo && (
                    <Anchor href={shipment.photo.url} target="_blank" rel="noreferrer" size="sm">
                      Photo: {shipment.photo.name}
                    </Anchor>
                  )}
                </Paper>
              ))}
            </Stack>
          )}
        </Section>

        <Section title="Payments">
          {order.payments.length === 0 ? (
            <Text size="sm" c="dimmed">
              No payment recorded yet.{' '}
              {order.viewerSide === 'BUYER'
                ? 'Pay the partner as agreed, then record it here with its reference.'
                : 'The buyer records what they pay; you confirm receiving it.'}
            </Text>
          ) : (
            <Stack gap="xs">
              {order.payments.map((payment) => (
                <Group key={payment.id} justify="space-between" wrap="wrap" gap="xs">
                  <Text size="sm">
                    <b>{formatMoney(payment.amount.amount, payment.amount.currency)}</b> ·{' '}
                    {payment.method.replace('_', ' ').toLowerCase()} · paid {formatDate(payment.paidOn)}
                    {payment.reference ? ` · ${payment.reference}` : ''}
                    {payment.proof && (
                      <>
                        {' · '}
                        <Anchor href={payment.proof.url} target="_blank" rel="noreferrer" inherit>
                          proof
                        </Anchor>
                      </>
                    )}
                  </Text>
                  {payment.status === 'CONFIRMED' ? (
                    <Text size="sm">Confirmed {formatDate(payment.confirmedAt)}</Text>
                  ) : can(order, 'CONFIRM_PAYMENT') ? (
                    <Button
                      size="xs"
                      onClick={() => setDialog({ kind: 'confirmPayment', paymentId: payment.id })}
                    >
                      Confirm receipt
                    </Button>
                  ) : (
                    <Text size="sm" c="dimmed">
                      Waiting for the partner to confirm
                    </Text>
                  )}
                </Group>
              ))}
            </Stack>
          )}
        </Section>

        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Section title="Contacts">
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <Contact label="Buyer" contact={order.buyerContact} />
              <Contact label="Partner" contact={order.partnerContact} />
            </SimpleGrid>
          </Section>
          <Section title="Papers">
            {order.documents.length === 0 ? (
              <Text size="sm" c="dimmed">
                The purchase order is made when the partner confirms, the invoice with the first dispatch.
              </Text>
            ) : (
              <Stack gap="xs">
                {order.documents.map((document) => (
                  <Button
                    key={document.kind}
                    component="a"
                    href={document.file.url}
                    download={`${document.number}.pdf`}
                    variant="light"
                    leftSection={<IconFileTypePdf size={16} aria-hidden />}
                    justify="flex-start"
                  >
                    {documentLabels[document.kind]} {document.number} (PDF)
                  </Button>
                ))}
              </Stack>
            )}
          </Section>
        </SimpleGrid>

        {order.disputeEvidence.length > 0 && (
          <Section title="Dispute evidence">
            <Group gap="sm">
              {order.disputeEvidence.map((file) => (
                <Anchor key={file.id} href={file.url} target="_blank" rel="noreferrer" size="sm">
                  {file.name}
                </Anchor>
              ))}
            </Group>
          </Section>
        )}

        <Section title="Timeline">
          <Timeline bulletSize={14} lineWidth={2} active={timeline.length - 1}>
            {timeline.map((entry, index) => (
              <Timeline.Item key={`${entry.title}-${index}`} title={entry.title}>
                <Text size="xs" c="dimmed">
                  {[entry.who, entry.at ? formatDateTime(entry.at) : ''].filter(Boolean).join(' · ')}
                </Text>
                {entry.note && <Text size="sm">{entry.note}</Text>}
              </Timeline.Item>
            ))}
          </Timeline>
        </Section>
      </Stack>

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
    </Container>
  );
}
