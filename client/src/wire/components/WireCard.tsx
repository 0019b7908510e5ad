import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { IconCalendar, IconCheck, IconLock, IconMapPin, IconMessage, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import type { WireCardFieldsFragment } from '../../gql/graphql';
import { PreloadLink } from '../../shared/components/PreloadLink';
import { formatAge, formatBudget, formatDate, formatDateTime, kindLabels } from '../../shared/format';
import { BoardMark } from './BoardMark';
import { responseStatusLabel } from './ResponseStatusBadge';

type WireCardProps = { wire: WireCardFieldsFragment; badge?: ReactNode; children?: ReactNode };

export function WireCard({ wire, badge, children }: WireCardProps) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`wire-${wire.id}`}>
      <Stack gap={8}>
        {/* every mark on one line above the title, the kind first: the same place on every card */}
        <Group gap={4} wrap="wrap">
          <BoardMark color={wire.kind === 'PROPERTY' ? 'green' : 'blue'}>{kindLabels[wire.kind]}</BoardMark>
          {wire.status === 'OPEN' && wire.quotesFull && (
            <BoardMark variant="outline" color="orange">
              Quotes full
            </BoardMark>
          )}
          {wire.respondRefusal === 'DECLINED' && (
            <BoardMark
              color="red"
              icon={IconX}
              title="The buyer declined your quote; you can quote again only if they reopen the request to you."
            >
              Declined
            </BoardMark>
          )}
          {wire.myResponse && (
            <BoardMark color="teal" icon={IconCheck}>
              You responded · {responseStatusLabel(wire.myResponse.status)}
            </BoardMark>
          )}
          {badge}
        </Group>
        <Anchor
          component={PreloadLink}
          to={`/wires/details?id=${wire.id}`}
          fw={600}
          underline="hover"
          id={`wire-${wire.id}`}
          style={{ overflowWrap: 'anywhere' }}
        >
          {wire.title}
        </Anchor>
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
