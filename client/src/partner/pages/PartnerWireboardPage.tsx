import { Anchor, Badge, Button, Collapse, Grid, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';

import { LiveAnnouncer } from '../../shared/components/LiveAnnouncer';
import { LivePausedNote } from '../../shared/components/LivePausedNote';
import { LoadMore } from '../../shared/components/LoadMore';
import { useLiveConnection } from '../../shared/live/use-live-connection';
import { SaveSearchButton } from '../../search/components/SaveSearchButton';
import { PreloadLink } from '../../shared/components/PreloadLink';
import { WireboardFilterPanel } from '../../wire/components/WireboardFilterPanel';
import { useWireboardUrlFilter } from '../../wire/use-wireboard-url-filter';
import { WireCard } from '../../wire/components/WireCard';
import { BoardMark } from '../../wire/components/BoardMark';
import { WireCardSkeletons } from '../../wire/components/WireCardSkeletons';
import { WireTotal } from '../../wire/components/WireTotal';
import { RespondForm } from '../components/RespondForm';
import { partnerWireboardLive } from '../live-lists';
import { respondRefusalSentences } from '../respond-refusal';
import { PageHeader } from '../../shared/components/PageHeader';

export function PartnerWireboardPage() {
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(new Set());
  const [openId, setOpenId] = useState<string | null>(null);
  // the filters narrow my matches further, and live in the URL like the public board's
  const { values, setValues, filter } = useWireboardUrlFilter();
  const wires = useLiveConnection(partnerWireboardLive, {
    variables: { filter, first: 20 },
    subscriptionVariables: { filter },
    onEvent: ({ type, node }) => {
      if (type !== 'CREATED') return;
      notifications.show({ title: 'New wire', message: node.title, color: 'green' });
      setNewIds((ids) => new Set(ids).add(node.id));
    },
  });
  const { connection, loading, busy } = wires;

  return (
    <Stack gap="md" p="md">
      <LiveAnnouncer message={wires.announcement} />
      <PageHeader
        title="Partner wireboard"
        description="Open wires in your categories and service area, and those buyers invite you to. New ones arrive live."
        aside={<LivePausedNote paused={wires.paused} />}
      />
      <Grid gap="lg">
        {/* the filters sit left of the wires, as on the public board */}
        <Grid.Col span={{ base: 12, md: 4 }}>
          <WireboardFilterPanel values={values} onChange={setValues}>
            <SaveSearchButton values={values} />
          </WireboardFilterPanel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md" component="section" aria-label="Matching wires" {...busy}>
            {connection && <WireTotal connection={connection} adjective="matching" />}
            {!connection && loading && <WireCardSkeletons />}
            {connection && connection.edges.length === 0 && (
              <Text c="dimmed">
                {filter
                  ? 'No open wires in your area match these filters. Loosen them, or save this search to hear of new ones.'
                  : 'No open wires match your categories and service area right now. Keep this page open: new ones appear here the moment they are posted.'}
              </Text>
            )}
            {connection?.edges.map(({ node }) => (
              <WireCard
                key={node.id}
                wire={node}
                badge={
                  <>
                    {node.invited && (
                      <BoardMark
                        variant="filled"
                        color="grape"
                        icon={IconMailForward}
                        title="The buyer invited you to quote on this request."
                      >
                        Invited
                      </BoardMark>
                    )}
                    {newIds.has(node.id) && <Badge color="orange">New</Badge>}
                  </>
                }
              >
                {node.myResponse ? (
                  <Group gap="xs">
                    <Anchor component={PreloadLink} to={`/wires/details?id=${node.id}`} size="sm">
                      Open your response
                    </Anchor>
                  </Group>
                ) : node.respondRefusal ? (
                  // the server would refuse a quote: no Respond button, and why
                  <Text size="sm" c="dimmed">
                    {respondRefusalSentences[node.respondRefusal]}
                  </Text>
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
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
