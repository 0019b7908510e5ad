import { Alert, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';

import { SaveSearchButton } from '../../search/components/SaveSearchButton';
import { LiveAnnouncer } from '../../shared/components/LiveAnnouncer';
import { LivePausedNote } from '../../shared/components/LivePausedNote';
import { LoadMore } from '../../shared/components/LoadMore';
import { errorDetails } from '../../shared/error-messages';
import { useLiveConnection } from '../../shared/live/use-live-connection';
import { RequestWireButtons } from '../components/RequestWireButtons';
import { WireboardFilterPanel } from '../components/WireboardFilterPanel';
import { WireCard } from '../components/WireCard';
import { WireTotal } from '../components/WireTotal';
import { WireCardSkeletons } from '../components/WireCardSkeletons';
import { wireboardLive } from '../live-lists';
import { useWireboardUrlFilter } from '../use-wireboard-url-filter';
import { PageHeader } from '../../shared/components/PageHeader';

export function WireboardPage() {
  // the filters live in the URL: a reload, back/forward or a shared link shows the same view
  const { values, setValues, filter } = useWireboardUrlFilter();
  const wires = useLiveConnection(wireboardLive, {
    variables: { filter, first: 20 },
    subscriptionVariables: { filter },
  });
  const { connection, loading, error, busy } = wires;
  const edges = connection?.edges ?? [];

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeader
          title="Wireboard"
          description="Every open request, newest first. New wires appear here as they are posted."
          aside={<LivePausedNote paused={wires.paused} />}
        />
        <LiveAnnouncer message={wires.announcement} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <WireboardFilterPanel values={values} onChange={setValues}>
              <SaveSearchButton values={values} />
            </WireboardFilterPanel>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="sm" aria-label="Open wires" component="section" {...busy}>
              {error && !connection && (
                <Alert color="red" role="alert">
                  {errorDetails(error)[0]?.message}
                </Alert>
              )}
              {connection && <WireTotal connection={connection} adjective="open" />}
              {!connection && loading && <WireCardSkeletons />}
              {connection && edges.length === 0 && (
                <Paper withBorder p="xl" radius="md">
                  <Stack gap="sm" align="flex-start">
                    <Title order={2} fz="h4">
                      No open wires match — post one
                    </Title>
                    <Text size="sm" c="dimmed">
                      Loosen the filters, or tell partners what you need and let them come to you.
                    </Text>
                    <RequestWireButtons />
                  </Stack>
                </Paper>
              )}
              {edges.map(({ node }) => (
                <WireCard key={node.id} wire={node} />
              ))}
              <LoadMore
                hasMore={wires.hasMore}
                loading={wires.loadingMore}
                onLoadMore={wires.loadMore}
                label="Load more wires"
              />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
