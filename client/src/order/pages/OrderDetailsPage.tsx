import {
  Alert,
  Anchor,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';

import { loginUrlFor } from '../../session/return-to';
import { ErrorView } from '../../shared/components/ErrorView';
import { LiveAnnouncer } from '../../shared/components/LiveAnnouncer';
import { LivePausedNote } from '../../shared/components/LivePausedNote';
import { PageSkeleton } from '../../shared/components/PageSkeleton';
import { PreloadLink } from '../../shared/components/PreloadLink';
import { errorCodesOf, errorDetails } from '../../shared/error-messages';
import { formatDate, formatDateTime } from '../../shared/format';
import { useLiveQuery } from '../../shared/live/use-live-query';
import { usePageMeta } from '../../shared/page-meta';
import { doneToast } from '../components/order-form-pieces';
import { OrderBadges } from '../components/OrderBadges';
import { OrderActionButtons, OrderDialogs, type OrderDialog } from '../components/OrderDialogs';
import { OrderLinesTable } from '../components/OrderLinesTable';
import { OrderPaymentList, OrderShipmentList } from '../components/OrderParts';
import { Contact, OrderFigures, OrderPaperLinks } from '../components/OrderSummary';
import { orderDetailsLive } from '../live-lists';
import { orderTimeline, statusLabels, whatIsDue } from '../order-view';

type Dialog = OrderDialog;

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
          <OrderActionButtons order={order} open={setDialog} />
        </Section>

        <OrderFigures order={order} />

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
          <OrderShipmentList
            order={order}
            onReceive={(shipmentId) => setDialog({ kind: 'receive', shipmentId })}
          />
        </Section>

        <Section title="Payments">
          <OrderPaymentList
            order={order}
            onConfirm={(paymentId) => setDialog({ kind: 'confirmPayment', paymentId })}
          />
        </Section>

        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Section title="Contacts">
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <Contact label="Buyer" contact={order.buyerContact} />
              <Contact label="Partner" contact={order.partnerContact} />
            </SimpleGrid>
          </Section>
          <Section title="Papers">
            <OrderPaperLinks order={order} />
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

      <OrderDialogs order={order} dialog={dialog} close={close} done={done} />
    </Container>
  );
}
