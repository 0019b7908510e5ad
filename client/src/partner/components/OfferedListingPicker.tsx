import { Anchor, Badge, Group, Image, Radio, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';

import type { PropertyListingFieldsFragment } from '../../gql/graphql';
import { useMyPropertyListingsQuery, useSuggestedListingsQuery } from '../../gql/hooks';
import { formatMoney } from '../../shared/format';

type OfferedListingPickerProps = {
  wireId: string;
  /** The chosen listing's id, '' for none. */
  value: string;
  onChange: (listing: PropertyListingFieldsFragment | null) => void;
  error?: string;
};

/**
 * For a PROPERTY wire: my listings that match it first (type, deal, bedrooms, area, budget,
 * nearby), then any other ACTIVE listing of mine; or none.
 */
export function OfferedListingPicker({ wireId, value, onChange, error }: OfferedListingPickerProps) {
  const suggested = useSuggestedListingsQuery({ variables: { wireId, first: 5 } });
  const mine = useMyPropertyListingsQuery({ variables: { filter: { statuses: ['ACTIVE'] }, first: 100 } });
  // stable across renders: a searchable Select re-syncs its search text whenever `data` changes
  const { suggestions, active, others, options } = useMemo(() => {
    const suggestions = suggested.data?.suggestedListings ?? [];
    const active = mine.data?.myPropertyListings.edges.map((edge) => edge.node) ?? [];
    const others = active.filter((listing) => !suggestions.some((s) => s.id === listing.id));
    const options = others.map((listing) => ({
      value: listing.id,
      label: `${listing.title} — ${formatMoney(listing.price.amount, listing.price.currency)}`,
    }));
    return { suggestions, active, others, options };
  }, [suggested.data, mine.data]);
  if ((suggested.loading && !suggested.data) || (mine.loading && !mine.data)) {
    return <Skeleton h={96} radius="md" aria-label="Loading your listings" />;
  }
  const byId = new Map([...suggestions, ...active].map((listing) => [listing.id, listing]));
  if (active.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        You have no active listings to offer.{' '}
        <Anchor component={Link} to="/partners/properties" size="sm">
          Add one on Your properties
        </Anchor>{' '}
        and it can be offered here; or answer with a quote and a message.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Radio.Group
        label="Listing to offer"
        description={
          suggestions.length
            ? 'These of your active listings match the request.'
            : 'None of your listings matches every detail of the request; you can still offer one below.'
        }
        value={value}
        onChange={(id) => onChange(byId.get(id) ?? null)}
        error={error}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="" label="No listing" />
          {suggestions.map((listing) => (
            <Radio.Card key={listing.id} value={listing.id} radius="md" p="xs" aria-label={listing.title}>
              <Group wrap="nowrap" gap="sm" align="flex-start">
                <Radio.Indicator mt={4} />
                {listing.images[0] && (
                  <Image src={listing.images[0].thumbnailUrl} alt="" w={72} h={56} radius="sm" fit="cover" />
                )}
                <div style={{ minWidth: 0 }}>
                  <Group gap={6}>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {listing.title}
                    </Text>
                    <Badge size="xs" variant="light">
                      Matches
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {formatMoney(listing.price.amount, listing.price.currency)} · {listing.location.label}
                    {listing.bedrooms !== null ? ` · ${listing.bedrooms} bedrooms` : ''}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      {others.length > 0 && (
        <Select
          label={suggestions.length ? 'Or another of your active listings' : 'Your active listings'}
          placeholder="Choose a listing"
          searchable
          clearable
          data={options}
          value={others.some((listing) => listing.id === value) ? value : null}
          onChange={(id) => onChange(id ? (byId.get(id) ?? null) : null)}
        />
      )}
    </Stack>
  );
}
