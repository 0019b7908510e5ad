import { Badge, Button, Collapse, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';

import {
  PartnerWireboardEventsDocument,
  type PartnerWireboardEventsSubscription,
  type PartnerWireboardEventsSubscriptionVariables,
  type PartnerWireboardQuery,
} from '../../gql/graphql';
import { usePartnerWireboardQuery } from '../../gql/hooks';
import { LiveAnnouncer } from '../../shared/components/LiveAnnouncer';
import { LivePausedNote } from '../../shared/components/LivePausedNote';
import { LoadMore } from '../../shared/components/LoadMore';
import { appendPage, applyLiveEvent } from '../../shared/live/connection';
import { useAnnouncement, useFallbackPollInterval, useRefetchOnReconnect } from '../../shared/live/live';
import { ResponseStatusBadge } from '../../wire/components/ResponseStatusBadge';
import { WireCard } from '../../wire/components/WireCard';
import { WireCardSkeletons } from '../../wire/components/WireCardSkeletons';
import { RespondForm } from '../components/RespondForm';

export function PartnerWireboardPage() {
  const pollInterval = useFallbackPollInterval();
  const [announcement, announce] = useAnnouncement();
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(new Set());
  const [openId, setOpenId] = useState<string | null>(null);
  const { data, loading, fetchMore, refetch, subscribeToMore } = usePartnerWireboardQuery({
    variables: { first: 20 },
    pollInterval,
    notifyOnNetworkStatusChange: true,
  });
  useRefetchOnReconnect(refetch);

  useEffect(
    () =>
      subscribeToMore<PartnerWireboardEventsSubscription, PartnerWireboardEventsSubscriptionVariables>({
        document: PartnerWireboardEventsDocument,
        updateQuery: (_unsafe, options) => {
          if (!options.complete) return undefined;
          const { type, wire } = options.subscriptionData.data.partnerWireboardEvents;
          const previous = options.previousData as PartnerWireboardQuery;
          if (type === 'CREATED') {
            announce(`New wire: ${wire.title}`);
            notifications.show({ title: 'New wire', message: wire.title, color: 'green' });
            setNewIds((ids) => new Set(ids).add(wire.id));
          }
          return {
            partnerWireboard: applyLiveEvent(
              previous.partnerWireboard,
              type,
              wire,
              (w) => w.status === 'OPEN',
            ),
          };
        },
      }),
    [subscribeToMore, announce],
  );

  const connection = data?.partnerWireboard;
  return (
    <Stack gap="md" p="md">
      <LiveAnnouncer message={announcement} />
      <Group justify="space-between">
        <div>
          <Title order={1} fz="h2">
            Partner wireboard
          </Title>
          <Text size="sm" c="dimmed">
            Open wires in your categories and service area. New ones arrive live.
          </Text>
        </div>
        <LivePausedNote />
      </Group>
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
              <Text size="sm">Already responded</Text>
              <ResponseStatusBadge status={node.myResponse.status} />
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
                    wireId={node.id}
                    onResponded={() => {
                      notifications.show({ color: 'green', message: 'Your response is sent.' });
                      setOpenId(null);
                      void refetch();
                    }}
                  />
                )}
              </Collapse>
            </>
          )}
        </WireCard>
      ))}
      <LoadMore
        hasMore={connection?.pageInfo.hasNextPage ?? false}
        loading={loading && Boolean(connection)}
        onLoadMore={() =>
          void fetchMore({
            variables: { after: connection?.pageInfo.endCursor },
            updateQuery: (previous, { fetchMoreResult }) => ({
              partnerWireboard: appendPage(previous.partnerWireboard, fetchMoreResult.partnerWireboard),
            }),
          })
        }
      />
    </Stack>
  );
}
