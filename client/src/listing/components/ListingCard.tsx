import { AspectRatio, Button, Card, Center, Group, Image, Menu, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconHome, IconMapPin } from '@tabler/icons-react';

import type { ListingStatus, PropertyListingFieldsFragment } from '../../gql/graphql';
import { useSetPropertyListingStatusMutation } from '../../gql/hooks';
import { errorDetails } from '../../shared/error-messages';
import { formatMoney } from '../../shared/format';
import {
  dealLabels,
  LISTING_STATUSES,
  listingStatusHints,
  listingStatusLabels,
  propertyTypeLabels,
} from '../listing-labels';
import { ListingStatusBadge } from './ListingStatusBadge';

type ListingCardProps = { listing: PropertyListingFieldsFragment; onEdit: () => void };

function facts(listing: PropertyListingFieldsFragment): string {
  return [
    propertyTypeLabels[listing.propertyType],
    listing.bedrooms !== null ? `${listing.bedrooms} bed` : null,
    listing.bathrooms !== null ? `${listing.bathrooms} bath` : null,
    listing.areaM2 !== null ? `${listing.areaM2.toLocaleString()} m²` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** One of the partner's listings: main photo, title, price, place, status, and what to do with it. */
export function ListingCard({ listing, onEdit }: ListingCardProps) {
  const [setStatus, { loading }] = useSetPropertyListingStatusMutation({
    refetchQueries: ['MyPropertyListings', 'PartnerDashboard'],
  });
  const main = listing.images[0];
  const change = (status: ListingStatus) =>
    void setStatus({ variables: { id: listing.id, status } }).then(
      () =>
        notifications.show({
          message: `“${listing.title}” is now ${listingStatusLabels[status].toLowerCase()}.`,
        }),
      (error: unknown) => notifications.show({ color: 'red', message: errorDetails(error)[0]?.message }),
    );
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={listing.title}>
      <Card.Section>
        <AspectRatio ratio={4 / 3}>
          {main ? (
            <Image
              src={main.thumbnailUrl}
              alt={`Main photo of ${listing.title}`}
              fit="cover"
              loading="lazy"
            />
          ) : (
            <Center bg="var(--mantine-color-default-hover)" aria-label="No photo yet" role="img">
              <IconHome size={40} stroke={1.2} aria-hidden="true" color="var(--mantine-color-dimmed)" />
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }} component="h2" fz="md">
            {listing.title}
          </Text>
          <ListingStatusBadge status={listing.status} />
        </Group>
        <Text fw={700}>
          {formatMoney(listing.price.amount, listing.price.currency)}{' '}
          <Text span size="sm" c="dimmed" fw={400}>
            {dealLabels[listing.deal].toLowerCase()}
          </Text>
        </Text>
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={14} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Text size="sm" c="dimmed" truncate>
            {listing.location.label}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {facts(listing)}
        </Text>
      </Stack>
      <Group mt="sm" gap="xs" grow>
        <Button variant="light" size="xs" onClick={onEdit} aria-label={`Edit ${listing.title}`}>
          Edit
        </Button>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              variant="default"
              size="xs"
              loading={loading}
              rightSection={<IconChevronDown size={14} aria-hidden="true" />}
              aria-label={`Change the status of ${listing.title}`}
            >
              Status
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {LISTING_STATUSES.map((status) => (
              <Menu.Item key={status} disabled={status === listing.status} onClick={() => change(status)}>
                <Text size="sm">{listingStatusLabels[status]}</Text>
                <Text size="xs" c="dimmed">
                  {listingStatusHints[status]}
                </Text>
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Card>
  );
}
