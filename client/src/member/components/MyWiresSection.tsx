import { Anchor, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';

import type { MyWiresQueryVariables } from '../../gql/graphql';
import { LoadMore } from '../../shared/components/LoadMore';
import { PreloadLink } from '../../shared/components/PreloadLink';
import { formatDate } from '../../shared/format';
import { appendPage } from '../../shared/live/connection';
import { useLiveQuery } from '../../shared/live/use-live-query';
import { WireStatusBadge } from '../../wire/components/WireStatusBadge';
import { myWiresLive } from '../my-wires-live';

const firstPage: MyWiresQueryVariables = { first: 20 };

export function MyWiresSection() {
  // live: new wires and each wire's count of quotes (sealed ones too) as they change
  const { data, loading, fetchMore } = useLiveQuery(myWiresLive, { variables: firstPage });
  const connection = data?.myWires;
  if (!connection && loading) return <Skeleton role="status" height={60} aria-label="Loading your wires" />;
  if (!connection || connection.edges.length === 0) {
    return (
      <Text size="sm">
        You have not posted a wire yet.{' '}
        <Anchor component={PreloadLink} to="/property/form">
          Request property
        </Anchor>{' '}
        or{' '}
        <Anchor component={PreloadLink} to="/buildmat">
          request materials
        </Anchor>
        .
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {connection.edges.map(({ node }) => (
        <Group component="li" key={node.id} justify="space-between" gap="xs" wrap="wrap">
          <Anchor
            component={PreloadLink}
            to={`/wires/details?id=${node.id}`}
            underline="hover"
            style={{ overflowWrap: 'anywhere' }}
          >
            {node.title}
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {formatDate(node.createdAt)}
            </Text>
            <Badge variant="outline" color="gray">
              {node.responseCount} {node.responseCount === 1 ? 'response' : 'responses'}
            </Badge>
            <WireStatusBadge status={node.status} />
          </Group>
        </Group>
      ))}
      {connection.pageInfo.hasNextPage && (
        <li>
          <LoadMore
            hasMore
            loading={loading}
            label="Show older wires"
            onLoadMore={() =>
              void fetchMore({
                variables: { after: connection.pageInfo.endCursor },
                updateQuery: (previous, { fetchMoreResult }) => ({
                  ...fetchMoreResult,
                  myWires: appendPage(previous.myWires, fetchMoreResult.myWires),
                }),
              })
            }
          />
        </li>
      )}
    </Stack>
  );
}
