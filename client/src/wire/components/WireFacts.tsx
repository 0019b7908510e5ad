import { Alert, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';

import type { WireDetailsFieldsFragment } from '../../gql/graphql';
import { formatBudget, formatDate, formatDateTime } from '../../shared/format';
import { WireFact } from './WireFact';

type WireFactsProps = { wire: WireDetailsFieldsFragment };

/** "3-bedroom apartment, from 80 m²", as a listing would say it. */
function propertySummary(wire: WireDetailsFieldsFragment): string {
  const type = wire.propertyType ? wire.propertyType.toLowerCase() : null;
  const rooms = wire.bedrooms ?? null;
  return [
    rooms !== null ? `${rooms}-bedroom ${type ?? 'property'}` : type,
    wire.minAreaM2 ? `from ${wire.minAreaM2} m²` : null,
  ]
    .filter(Boolean)
    .join(', ')
    .replace(/^./, (first) => first.toUpperCase());
}

/** What a wire asks for: where, budget, dates, the kind's own details, and the buyer's contact when shown. */
export function WireFacts({ wire }: WireFactsProps) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label="Wire details">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {/* the place as people name it ("Yaba, Lagos"); its point is for matching, not reading */}
        <WireFact label="Location" value={wire.location.label} />
        <WireFact label="Budget" value={formatBudget(wire.budget)} />
        <WireFact label="Needed by" value={formatDate(wire.neededBy) || 'No date given'} />
        <WireFact label="Open until" value={formatDate(wire.expiresAt)} />
        {wire.kind === 'PROPERTY' && (
          <>
            <WireFact label="Deal" value={wire.deal === 'BUY' ? 'Buy' : 'Rent'} />
            <WireFact label="Property" value={propertySummary(wire)} />
          </>
        )}
        {wire.kind === 'BUILDING_MATERIALS' && (
          <WireFact label="Delivery" value={wire.deliveryNeeded ? 'Delivery needed' : 'Pick-up'} />
        )}
        {wire.quotesSealed ? (
          <WireFact
            label="Responses"
            value={
              wire.isMine
                ? `${wire.responseCount} sealed, revealed ${formatDateTime(wire.revealAt)}`
                : `Sealed until ${formatDateTime(wire.revealAt)}`
            }
          />
        ) : (
          <WireFact label="Responses" value={String(wire.responseCount)} />
        )}
        {wire.sealed && !wire.quotesSealed && (
          <WireFact label="Sealed quotes" value={`Revealed ${formatDateTime(wire.revealAt)}`} />
        )}
      </SimpleGrid>
      {wire.lines.length > 0 && (
        <Stack gap={4} mt="md">
          <Text size="sm" fw={600}>
            Materials
          </Text>
          <List size="sm">
            {wire.lines.map((line, index) => (
              <List.Item key={index}>
                {line.quantity} {line.unit} — {line.material}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      {wire.description && (
        <Text mt="md" style={{ whiteSpace: 'pre-wrap' }}>
          {wire.description}
        </Text>
      )}
      {wire.buyerContact && (
        // the owner sees their own details as the partner they accept will, and is told so
        <Alert
          color="green"
          variant="light"
          mt="md"
          title={wire.isMine ? 'Your contact details' : 'Buyer contact'}
        >
          {[wire.buyerContact.name, wire.buyerContact.email, wire.buyerContact.phone]
            .filter(Boolean)
            .join(' · ')}
          {wire.isMine && (
            <Text size="sm" c="dimmed" mt={4}>
              The partner whose quote you accept sees these, and you see theirs.
            </Text>
          )}
        </Alert>
      )}
    </Paper>
  );
}
