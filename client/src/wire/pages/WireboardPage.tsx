import { Alert, Button, Collapse, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue, useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useMemo, useState } from 'react';

import type { WireboardFilter } from '../../gql/graphql';
import { LiveAnnouncer } from '../../shared/components/LiveAnnouncer';
import { LivePausedNote } from '../../shared/components/LivePausedNote';
import { LoadMore } from '../../shared/components/LoadMore';
import { errorDetails } from '../../shared/error-messages';
import { useLiveConnection } from '../../shared/live/use-live-connection';
import { RequestWireButtons } from '../components/RequestWireButtons';
import { emptyFilterValues, WireboardFilters } from '../components/WireboardFilters';
import { WireCard } from '../components/WireCard';
import { WireCardSkeletons } from '../components/WireCardSkeletons';
import { wireboardLive } from '../live-lists';
import { toWireboardFilter } from '../wireboard-filter';
import { PageHeader } from '../../shared/components/PageHeader';

/** How many filters differ from the empty ones (the radius only counts with a point). */
function activeFilterCount(values: typeof emptyFilterValues): number {
  let count = 0;
  if (values.kinds.length) count++;
  if (values.text.trim()) count++;
  if (values.lat !== '' && values.lng !== '') count++;
  if (values.budgetMin !== '' || values.budgetMax !== '') count++;
  return count;
}

export function WireboardPage() {
  const [values, setValues] = useState(emptyFilterValues);
  // on a phone the filters fold away behind a button, so the wires come first
  const compact = useMediaQuery('(max-width: 62em)') ?? false;
  const [filtersOpen, { toggle: toggleFilters }] = useDisclosure(false);
  const active = activeFilterCount(values);
  const [debounced] = useDebouncedValue(values, 400);
  const filterKey = JSON.stringify(toWireboardFilter(debounced));
  // A stable object per distinct filter, so the query and the subscription restart only when it changes.
  const filter = useMemo(() => JSON.parse(filterKey) as WireboardFilter | null, [filterKey]);
  const wires = useLiveConnection(wireboardLive, {
    variables: { filter, first: 20 },
    subscriptionVariables: { filter },
  });
  const { connection, loading, error } = wires;
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
            {compact && (
              <Button
                variant="default"
                fullWidth
                leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
                aria-expanded={filtersOpen}
                aria-controls="wireboard-filters"
                onClick={toggleFilters}
                mb={filtersOpen ? 'sm' : 0}
              >
                {active ? `Filters (${active})` : 'Filters'}
              </Button>
            )}
            <Collapse expanded={!compact || filtersOpen}>
              <Paper withBorder p="md" radius="md" id="wireboard-filters">
                <WireboardFilters values={values} onChange={setValues} />
              </Paper>
            </Collapse>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="sm" aria-label="Open wires" component="section">
              {error && !connection && (
                <Alert color="red" role="alert">
                  {errorDetails(error)[0]?.message}
                </Alert>
              )}
              {connection && (
                <Text size="sm" c="dimmed" aria-live="polite">
                  {connection.totalCount} open {connection.totalCount === 1 ? 'wire' : 'wires'}
                </Text>
              )}
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
