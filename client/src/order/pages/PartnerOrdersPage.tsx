import { Anchor, Paper, Stack, Text } from '@mantine/core';

import { LiveAnnouncer } from '../../shared/components/LiveAnnouncer';
import { LivePausedNote } from '../../shared/components/LivePausedNote';
import { PageHeader } from '../../shared/components/PageHeader';
import { PreloadLink } from '../../shared/components/PreloadLink';
import { useLiveConnection } from '../../shared/live/use-live-connection';
import { OrderList } from '../components/OrderList';
import { partnerOrdersLive } from '../live-lists';

export function PartnerOrdersPage() {
  // toasts come from the bell (the buyer's change) or the partner's own action: one per event
  const orders = useLiveConnection(partnerOrdersLive, { variables: { first: 20 } });
  return (
    <Stack gap="md" p="md">
      <PageHeader
        title="Orders"
        description="Orders from your accepted quotes: confirm, dispatch, and confirm payments."
        aside={<LivePausedNote paused={orders.paused} />}
      />
      <LiveAnnouncer message={orders.announcement} />
      <OrderList
        list={orders}
        partyLabel="Buyer"
        empty={
          <Paper withBorder p="lg" radius="md">
            <Text fw={600}>No orders yet</Text>
            <Text size="sm" c="dimmed">
              An order arrives here, live, when a buyer accepts one of your quotes.{' '}
              <Anchor component={PreloadLink} to="/partners/wireboard" inherit>
                Answer matching wires
              </Anchor>{' '}
              from your wireboard.
            </Text>
          </Paper>
        }
      />
    </Stack>
  );
}
