import { Group, SimpleGrid, Stack, Text } from '@mantine/core';

import { useMarketStatsQuery } from '../../gql/hooks';
import { LiveAnnouncer } from '../../shared/components/LiveAnnouncer';
import { LivePausedNote } from '../../shared/components/LivePausedNote';
import { useLiveConnection } from '../../shared/live/use-live-connection';
import { WireCard } from '../../wire/components/WireCard';
import { WireCardSkeletons } from '../../wire/components/WireCardSkeletons';
import { wireboardLive } from '../../wire/live-lists';
import { MarketStat } from './MarketStat';

/** The six newest open wires, live, with the marketplace counts. */
export function NewestWires() {
  const wires = useLiveConnection(wireboardLive, {
    variables: { filter: null, first: 6 },
    subscriptionVariables: { filter: null },
  });
  const { connection, loading } = wires;
  const { data: stats } = useMarketStatsQuery();
  const edges = (connection?.edges ?? []).slice(0, 6);
  return (
    <Stack gap="md">
      <LiveAnnouncer message={wires.announcement} />
      <Group gap="lg">
        <MarketStat value={stats?.marketStats.openWires} label="open wires" />
        <MarketStat value={stats?.marketStats.approvedPartners} label="approved partners" />
        <LivePausedNote paused={wires.paused} />
      </Group>
      {!connection && loading && <WireCardSkeletons count={3} />}
      {connection && edges.length === 0 && (
        <Text c="dimmed">No open wires yet — be the first: request property or materials above.</Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {edges.map(({ node }) => (
          <WireCard key={node.id} wire={node} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
