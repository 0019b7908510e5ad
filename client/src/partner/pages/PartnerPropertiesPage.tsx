import { Button, Chip, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';

import type { ListingStatus, PropertyListingFieldsFragment } from '../../gql/graphql';
import { useMyPropertyListingsQuery } from '../../gql/hooks';
import { ListingCard } from '../../listing/components/ListingCard';
import { ListingCardSkeletons } from '../../listing/components/ListingCardSkeletons';
import { ListingForm } from '../../listing/components/ListingForm';
import { LISTING_STATUSES, listingStatusLabels } from '../../listing/listing-labels';
import { LoadMore } from '../../shared/components/LoadMore';
import { PageHeader } from '../../shared/components/PageHeader';
import { appendPage } from '../../shared/live/connection';
import { SearchInput } from '../../shared/components/SearchInput';

const PAGE = 24;

/** Editing: a listing, a new one (null), or nothing (undefined: the form is closed). */
type Editing = PropertyListingFieldsFragment | null | undefined;

export function PartnerPropertiesPage() {
  const [status, setStatus] = useState<ListingStatus | 'ALL'>('ALL');
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 250);
  const [editing, setEditing] = useState<Editing>(undefined);
  const phone = useMediaQuery('(max-width: 36em)');
  const filter = {
    ...(status === 'ALL' ? {} : { statuses: [status] }),
    ...(search ? { text: search } : {}),
  };
  const filtered = status !== 'ALL' || Boolean(search);
  const { data, loading, fetchMore } = useMyPropertyListingsQuery({
    variables: { filter, first: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const connection = data?.myPropertyListings;

  const loadMore = () => {
    if (!connection?.pageInfo.hasNextPage) return;
    setLoadingMore(true);
    void fetchMore({
      variables: { after: connection.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        ...fetchMoreResult,
        myPropertyListings: appendPage(previous.myPropertyListings, fetchMoreResult.myPropertyListings),
      }),
    }).finally(() => setLoadingMore(false));
  };

  const saved = (listing: PropertyListingFieldsFragment) => {
    notifications.show({ message: editing ? `Saved “${listing.title}”.` : `“${listing.title}” is listed.` });
    setEditing(undefined);
  };

  return (
    <Stack gap="md" p="md">
      <PageHeader
        title="Property listings"
        description="Your properties for sale or rent: offer them when you answer property wires."
        aside={
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing(null)}>
            New listing
          </Button>
        }
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput
          label="Search"
          placeholder="Title or place"
          value={text}
          onChange={setText}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        <div role="group" aria-label="Filter by status">
          <Text size="sm" fw={500} mb={4} aria-hidden="true">
            Status
          </Text>
          <Chip.Group value={status} onChange={(value) => setStatus(value as ListingStatus | 'ALL')}>
            <Group gap={6} wrap="wrap">
              <Chip value="ALL" size="sm">
                All
              </Chip>
              {LISTING_STATUSES.map((value) => (
                <Chip key={value} value={value} size="sm">
                  {listingStatusLabels[value]}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </div>
      </Group>
      {connection && (connection.totalCount > 0 || filtered) && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {connection.totalCount === 1 ? '1 listing' : `${connection.totalCount} listings`}
          {filtered ? ' match' : ''}
        </Text>
      )}
      {!connection && loading ? (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} role="status" aria-label="Loading your listings">
          <ListingCardSkeletons count={3} />
        </SimpleGrid>
      ) : connection && connection.edges.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          {filtered ? (
            <Text>No listing matches this search or status. Clear the search or choose “All”.</Text>
          ) : (
            <Stack gap="sm" align="flex-start">
              <Title order={2} fz="h4">
                No listings yet
              </Title>
              <Text>
                Add your first property with its photos, price and place. Active listings can be offered when
                you answer a buyer’s property wire.
              </Text>
              <Button
                leftSection={<IconPlus size={16} aria-hidden="true" />}
                onClick={() => setEditing(null)}
              >
                Add your first listing
              </Button>
            </Stack>
          )}
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }}>
          {connection?.edges.map(({ node }) => (
            <ListingCard key={node.id} listing={node} onEdit={() => setEditing(node)} />
          ))}
        </SimpleGrid>
      )}
      <LoadMore
        hasMore={Boolean(connection?.pageInfo.hasNextPage)}
        loading={loadingMore}
        onLoadMore={loadMore}
      />
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? 'Edit listing' : 'New listing'}
        size="lg"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': 'Close the form' }}
      >
        {editing !== undefined && (
          <ListingForm listing={editing} onSaved={saved} onCancel={() => setEditing(undefined)} />
        )}
      </Modal>
    </Stack>
  );
}
