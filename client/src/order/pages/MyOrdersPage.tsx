import { Anchor, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';

import { useBuyerOrderFiguresQuery } from '../../gql/hooks';
import { DashboardStatCard } from '../../partner/components/DashboardStatCard';
import { LiveAnnouncer } from '../../shared/components/LiveAnnouncer';
import { LivePausedNote } from '../../shared/components/LivePausedNote';
import { PageHeader } from '../../shared/components/PageHeader';
import { PreloadLink } from '../../shared/components/PreloadLink';
import { formatMoney } from '../../shared/format';
import { useLiveConnection } from '../../shared/live/use-live-connection';
import { OrderList } from '../components/OrderList';
import { myOrdersLive } from '../live-lists';

export function MyOrdersPage() {
  const figures = useBuyerOrderFiguresQuery({ fetchPolicy: 'cache-and-network' });
  const orders = useLiveConnection(myOrdersLive, {
    variables: { first: 20 },
    // the toast is the bell's (the other side's change) or the buyer's own action's: one per event
    onEvent: ({ node }) => {
      if (node.viewerSide === 'BUYER') void figures.refetch();
    },
  });
  const summary = figures.data?.buyerOrderFigures;
  return (
    <Stack gap="md" p="md" maw={1100} mx="auto" w="100%">
      <PageHeader
        title="My orders"
        description="What your accepted quotes became: delivery, payments and papers."
        aside={<LivePausedNote paused={orders.paused} />}
      />
      <LiveAnnouncer message={orders.announcement} />
      {summary ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DashboardStatCard
            label="Open orders"
            value={summary.open.toLocaleString()}
            note="Neither completed nor cancelled"
          />
          <DashboardStatCard
            label="Amount due"
            value={
              summary.amountDue.length
                ? summary.amountDue.map((m) => formatMoney(m.amount, m.currency)).join(' · ')
                : '—'
            }
            note="Totals less confirmed payments"
          />
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} role="status" aria-label="Loading your figures">
          <Skeleton height={104} radius="md" />
          <Skeleton height={104} radius="md" />
        </SimpleGrid>
      )}
      <OrderList
        list={orders}
        partyLabel="Seller"
        empty={
          <Paper withBorder p="lg" radius="md">
            <Text fw={600}>No orders yet</Text>
            <Text size="sm" c="dimmed">
              An order is made when you accept a partner’s quote on one of your wires.{' '}
              <Anchor component={PreloadLink} to="/buildmat" inherit>
                Wire a request for materials
              </Anchor>{' '}
              or{' '}
              <Anchor component={PreloadLink} to="/property/form" inherit>
                property
              </Anchor>
              , then accept the quote you like.
            </Text>
          </Paper>
        }
      />
    </Stack>
  );
}
