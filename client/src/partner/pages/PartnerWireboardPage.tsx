import { Anchor, Badge, Button, Collapse, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';

import { LiveAnnouncer } from '../../shared/components/LiveAnnouncer';
import { LivePausedNote } from '../../shared/components/LivePausedNote';
import { LoadMore } from '../../shared/components/LoadMore';
import { useLiveConnection } from '../../shared/live/use-live-connection';
import { PreloadLink } from '../../shared/components/PreloadLink';
import { WireCard } from '../../wire/components/WireCard';
import { WireCardSkeletons } from '../../wire/components/WireCardSkeletons';
import { RespondForm } from '../components/RespondForm';
import { partnerWireboardLive } from '../live-lists';
import { PageHeader } from '../../shared/components/PageHeader';

export function PartnerWireboardPage() {
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(new Set());
  const [openId, setOpenId] = useState<string | null>(null);
  const wires = useLiveConnection(partnerWireboardLive, {
    variables: { first: 20 },
    onEvent: ({ type, node }) => {
      if (type !== 'CREATED') return;
      notifications.show({ title: 'New wire', message: node.title, color: 'green' });
      setNewIds((ids) => new Set(ids).add(node.id));
    },
  });
  const { connection, loading } = wires;

  return (
    <Stack gap="md" p="md">
      <LiveAnnouncer message={wires.announcement} />
      <PageHeader
        title="Partner wireboard"
        description="Open wires in your categories and service area. New ones arrive live."
        aside={<LivePausedNote paused={wires.paused} />}
      />
      {!connection && loading && <WireCardSkeletons />}
      {connection && connection.edges.length === 0 && (
        <Text c="dimmed">
          No open wires match your categories and service area right now. Keep this page open: new ones appear
          here the moment they are posted.
        </Text>
      )}
      {connection?.edges.map(({ node }) => (
        <WireCard
          key={node.id}
          wire={node}
          badge={newIds.has(node.id) ? <Badge color="orange">New</Badge> : undefined}
        >
          {node.myResponse ? (
            <Group gap="xs">
              <Anchor component={PreloadLink} to={`/wires/details?id=${node.id}`} size="sm">
                Open your response
              </Anchor>
            </Group>
          ) : (
            <>
              <Group>
                <Button
                  size="xs"
                  variant="light"
                  aria-expanded={openId === node.id}
                  onClick={() => setOpenId(openId === node.id ? null : node.id)}
                >
                  {openId === node.id ? 'Cancel' : 'Respond'}
                </Button>
              </Group>
              <Collapse expanded={openId === node.id}>
                {openId === node.id && (
                  <RespondForm
                    wire={node}
                    onResponded={() => {
                      notifications.show({ color: 'green', message: 'Your response is sent.' });
                      // the answer carries the wire's myResponse: the cached card shows it
                      setOpenId(null);
                    }}
                  />
                )}
              </Collapse>
            </>
          )}
        </WireCard>
      ))}
      <LoadMore hasMore={wires.hasMore} loading={wires.loadingMore} onLoadMore={wires.loadMore} />
    </Stack>
  );
}
