import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';

import type { ResponseFieldsFragment, WireDetailsFieldsFragment } from '../../gql/graphql';
import {
  useAcceptResponseMutation,
  useCloseWireMutation,
  useDeclineResponseMutation,
  useFulfillWireMutation,
  useReopenToPartnerMutation,
} from '../../gql/hooks';
import { ConfirmModal } from '../../shared/components/ConfirmModal';
import { LiveAnnouncer } from '../../shared/components/LiveAnnouncer';
import { LivePausedNote } from '../../shared/components/LivePausedNote';
import { errorDetails } from '../../shared/error-messages';
import { formatDateTime } from '../../shared/format';
import { WireReviewsSection } from './WireReviewsSection';
import { useUnreadMessagesLive } from '../../message/use-unread-messages-live';
import { ExtendWireControl } from './ExtendWireControl';
import { QuoteCapControl } from './QuoteCapControl';
import { CounterOfferDialog } from './CounterOfferDialog';
import { ResponseComparisonTable } from './ResponseComparisonTable';
import { useSealedQuotesLive } from '../sealed-quotes-live';

type Pending =
  | { action: 'accept' | 'decline' | 'reopen'; response: ResponseFieldsFragment }
  | { action: 'close' | 'fulfill' };

type WireResponsesSectionProps = {
  wire: WireDetailsFieldsFragment;
  /** Live updates are paused (the list is polled meanwhile). */
  paused: boolean;
  /** Reads the wire and its responses again (their unread counts with them). */
  refetch: () => unknown;
  /** After the wire is marked fulfilled (the responses still waiting were declined). */
  onFulfilled: () => Promise<unknown>;
};

/** What the confirmation asks before each decision. */
function confirmation(pending: Pending) {
  switch (pending.action) {
    case 'accept':
      return {
        title: 'Accept this response?',
        message: `${pending.response.partner.businessName} will see your contact details.`,
        confirmLabel: 'Accept',
        color: 'green',
      };
    case 'decline':
      return {
        title: 'Decline this response?',
        message: `${pending.response.partner.businessName} is told you declined.`,
        confirmLabel: 'Decline',
        color: 'red',
      };
    case 'reopen':
      return {
        title: 'Let them quote again?',
        message: `${pending.response.partner.businessName} is told they may send you a new quote.`,
        confirmLabel: 'Let them quote again',
        color: 'green',
      };
    case 'close':
      return {
        title: 'Close this wire?',
        message: 'Partners can no longer respond. This cannot be undone.',
        confirmLabel: 'Close wire',
        color: 'red',
      };
    case 'fulfill':
      return {
        title: 'Mark this wire fulfilled?',
        message: 'Responses still waiting are declined. This cannot be undone.',
        confirmLabel: 'Mark fulfilled',
        color: 'green',
      };
  }
}

/** The owner's (or an admin's) side of a wire: its responses, live, with accept/decline, close and fulfil. */
export function WireResponsesSection({ wire, paused, refetch, onFulfilled }: WireResponsesSectionProps) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [countering, setCountering] = useState<ResponseFieldsFragment | null>(null);
  useUnreadMessagesLive(wire.isMine, refetch);
  // while sealed: the count and reveal time live, and the quotes at the reveal
  const sealedNews = useSealedQuotesLive(wire);
  const [accept, acceptState] = useAcceptResponseMutation({ refetchQueries: ['WireOrders'] });
  const [decline, declineState] = useDeclineResponseMutation();
  const [closeWire, closeState] = useCloseWireMutation();
  const [fulfillWire, fulfillState] = useFulfillWireMutation();
  const [reopen, reopenState] = useReopenToPartnerMutation();
  const busy =
    acceptState.loading ||
    declineState.loading ||
    closeState.loading ||
    fulfillState.loading ||
    reopenState.loading;

  const confirm = async () => {
    if (!pending) return;
    try {
      if (pending.action === 'accept') {
        await accept({ variables: { id: pending.response.id } });
        notifications.show({
          color: 'green',
          message: `You accepted ${pending.response.partner.businessName}.`,
        });
      } else if (pending.action === 'decline') {
        await decline({ variables: { id: pending.response.id } });
      } else if (pending.action === 'reopen') {
        await reopen({ variables: { wireId: wire.id, partnerId: pending.response.partner.id } });
        notifications.show({
          color: 'green',
          message: `${pending.response.partner.businessName} may quote again.`,
        });
      } else if (pending.action === 'close') {
        await closeWire({ variables: { id: wire.id } });
      } else {
        await fulfillWire({ variables: { id: wire.id } });
        await onFulfilled();
      }
      setPending(null);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: errorDetails(error)[0]?.message ?? 'Something went wrong.',
      });
    }
  };

  const asked = confirmation(pending ?? { action: 'fulfill' });
  return (
    <Stack gap="sm" component="section" aria-labelledby="responses-heading">
      <Group justify="space-between">
        <Title order={2} fz="h3" id="responses-heading">
          Responses
        </Title>
        <LivePausedNote paused={paused} />
      </Group>
      <LiveAnnouncer message={sealedNews} />
      {wire.quotesSealed ? (
        <Alert
          color="blue"
          variant="light"
          icon={<IconLock size={18} aria-hidden="true" />}
          title="Sealed quotes"
        >
          {wire.responseCount === 0
            ? 'No quotes yet.'
            : `${wire.responseCount} ${wire.responseCount === 1 ? 'quote has' : 'quotes have'} arrived.`}{' '}
          You read them all on {formatDateTime(wire.revealAt)}, and can accept or decline from then on.
          Partners cannot see how many quotes there are or their prices meanwhile.
        </Alert>
      ) : wire.responses.length === 0 ? (
        <Text c="dimmed">No responses yet. They appear here the moment a partner answers.</Text>
      ) : (
        <ResponseComparisonTable
          responses={wire.responses}
          canDecide={wire.status === 'OPEN' && !wire.quotesSealed}
          busyId={pending && 'response' in pending && busy ? pending.response.id : null}
          onAccept={(response) => setPending({ action: 'accept', response })}
          onDecline={(response) => setPending({ action: 'decline', response })}
          onCounter={setCountering}
          onReopen={(response) => setPending({ action: 'reopen', response })}
          showMessages={wire.isMine}
        />
      )}
      {wire.isMine && wire.status === 'FULFILLED' && (
        <WireReviewsSection wire={wire} onReviewed={onFulfilled} />
      )}
      {wire.status === 'OPEN' && (
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Group gap="lg" align="flex-end" wrap="wrap">
            <ExtendWireControl wire={wire} />
            <QuoteCapControl wire={wire} />
          </Group>
          <Group gap="xs">
            <Button variant="light" color="gray" onClick={() => setPending({ action: 'close' })}>
              Close wire
            </Button>
            <Button onClick={() => setPending({ action: 'fulfill' })}>Mark fulfilled</Button>
          </Group>
        </Group>
      )}
      <CounterOfferDialog response={countering} onClose={() => setCountering(null)} />
      <ConfirmModal
        opened={pending !== null}
        onClose={() => setPending(null)}
        loading={busy}
        onConfirm={() => void confirm()}
        title={asked.title}
        message={asked.message}
        confirmLabel={asked.confirmLabel}
        color={asked.color}
      />
    </Stack>
  );
}
