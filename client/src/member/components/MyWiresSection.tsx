import { Anchor, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';

import { useMyWiresQuery } from '../../gql/hooks';
import { LoadMore } from '../../shared/components/LoadMore';
import { PreloadLink } from '../../shared/components/PreloadLink';
import { formatDate } from '../../shared/format';
import { appendPage } from '../../shared/live/connection';
import { WireStatusBadge } from '../../wire/components/WireStatusBadge';

export function MyWiresSection() {
  const { data, loading, fetchMore } = useMyWiresQuery({
    variables: { first: 20 },
    fetchPolicy: 'cache-and-network',
  });
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
