import { Badge, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';

import type { OfferedListingFieldsFragment } from '../../gql/graphql';
import { ImageViewerModal } from '../../shared/components/ImageViewerModal';
import { formatMoney } from '../../shared/format';

type OfferedListingSummaryProps = { listing: OfferedListingFieldsFragment };

function facts(listing: OfferedListingFieldsFragment): string {
  return [
    listing.propertyType.charAt(0) + listing.propertyType.slice(1).toLowerCase(),
    listing.bedrooms !== null ? `${listing.bedrooms} bedrooms` : null,
    listing.bathrooms !== null ? `${listing.bathrooms} bathrooms` : null,
    listing.areaM2 !== null ? `${listing.areaM2} m²` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The listing a quote offers: its photos (the first shown, all viewable), price, place and facts. */
export function OfferedListingSummary({ listing }: OfferedListingSummaryProps) {
  const [open, setOpen] = useState<number | null>(null);
  const [cover] = listing.images;
  return (
    <Stack gap={6}>
      {cover && (
        <UnstyledButton
          onClick={() => setOpen(0)}
          aria-label={`Open the ${listing.images.length === 1 ? 'photo' : `${listing.images.length} photos`} of ${listing.title}`}
          style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', position: 'relative' }}
        >
          <Image src={cover.thumbnailUrl} alt={cover.name} h={160} fit="cover" loading="lazy" />
          {listing.images.length > 1 && (
            <Badge
              variant="filled"
              color="dark"
              size="sm"
              style={{ position: 'absolute', right: 8, bottom: 8 }}
            >
              {listing.images.length} photos
            </Badge>
          )}
        </UnstyledButton>
      )}
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {listing.title}
        </Text>
        {listing.status !== 'ACTIVE' && (
          <Badge variant="light" color="gray" style={{ flex: 'none' }}>
            {listing.status === 'UNDER_OFFER' ? 'Under offer' : listing.status.toLowerCase()}
          </Badge>
        )}
      </Group>
      <Text size="sm">
        {formatMoney(listing.price.amount, listing.price.currency)}{' '}
        {listing.deal === 'RENT' ? 'to rent' : 'for sale'}
      </Text>
      <Text size="sm" c="dimmed">
        {listing.location.label}
      </Text>
      <Text size="xs" c="dimmed">
        {facts(listing)}
      </Text>
      <ImageViewerModal
        images={listing.images}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
        title={listing.title}
      />
    </Stack>
  );
}
