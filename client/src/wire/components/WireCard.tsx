import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconCalendar, IconCheck, IconLock, IconMapPin, IconMessage, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import type { WireCardFieldsFragment } from '../../gql/graphql';
import { PreloadLink } from '../../shared/components/PreloadLink';
import { formatAge, formatBudget, formatDate, formatDateTime, kindLabels } from '../../shared/format';
import { responseStatusLabel } from './ResponseStatusBadge';

type WireCardProps = { wire: WireCardFieldsFragment; badge?: ReactNode; children?: ReactNode };

export function WireCard({ wire, badge, children }: WireCardProps) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`wire-${wire.id}`}>
      <Stack gap={8}>
        {/* the badges drop under the title when the card is narrow, rather than being cut short */}
        <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
          <Anchor
            component={PreloadLink}
            to={`/wires/details?id=${wire.id}`}
            fw={600}
            underline="hover"
            id={`wire-${wire.id}`}
            style={{ overflowWrap: 'anywhere', flex: '1 1 14rem' }}
          >
            {wire.title}
          </Anchor>
          <Group gap={4} wrap="wrap">
            {wire.status === 'OPEN' && wire.quotesFull && (
              <Badge variant="outline" color="orange" style={{ flexShrink: 0 }}>
                Quotes full
              </Badge>
            )}
            {wire.respondRefusal === 'DECLINED' && (
              <Badge
                variant="light"
                color="red"
                leftSection={<IconX size={12} aria-hidden="true" />}
                style={{ flexShrink: 0 }}
                title="The buyer declined your quote; you can quote again only if they reopen the request to you."
              >
                Declined
              </Badge>
            )}
            {wire.myResponse && (
              <Badge
                variant="light"
                color="teal"
                leftSection={<IconCheck size={12} aria-hidden="true" />}
                style={{ flexShrink: 0 }}
              >
                You responded · {responseStatusLabel(wire.myResponse.status)}
              </Badge>
            )}
            {badge}
            <Badge
              variant="light"
              color={wire.kind === 'PROPERTY' ? 'green' : 'blue'}
              style={{ flexShrink: 0 }}
            >
              {kindLabels[wire.kind]}
            </Badge>
          </Group>
        </Group>
        {/* on a narrow card the date drops under the place, as close as the card's other lines */}
        <Group gap="md" c="dimmed" style={{ rowGap: 4 }}>
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={14} aria-hidden="true" />
            <Text size="sm">{wire.location.label}</Text>
          </Group>
          {wire.neededBy && (
            <Group gap={4} wrap="nowrap">
              <IconCalendar size={14} aria-hidden="true" />
              <Text size="sm">Needed by {formatDate(wire.neededBy)}</Text>
            </Group>
          )}
        </Group>
        <Group justify="space-between" gap="xs" style={{ rowGap: 4 }}>
          <Text size="sm" fw={500}>
            {formatBudget(wire.budget)}
          </Text>
          <Group gap="md" c="dimmed">
            {wire.quotesSealed ? (
              <Group gap={4} wrap="nowrap">
                <IconLock size={14} aria-hidden="true" />
                <Text size="sm">Sealed until {formatDateTime(wire.revealAt)}</Text>
              </Group>
            ) : (
              <Group gap={4} wrap="nowrap">
                <IconMessage size={14} aria-hidden="true" />
                <Text size="sm">
                  {wire.responseCount} {wire.responseCount === 1 ? 'response' : 'responses'}
                </Text>
              </Group>
            )}
            <Text size="sm">
              <time dateTime={wire.createdAt}>{formatAge(wire.createdAt)}</time>
            </Text>
          </Group>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
