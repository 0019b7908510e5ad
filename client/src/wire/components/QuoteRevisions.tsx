import { Badge, Button, Collapse, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';

import type { QuoteNegotiationFieldsFragment, RevisionChange } from '../../gql/graphql';
import { formatDate, formatDateTime, formatMoney, formatQuantity } from '../../shared/format';

type Revision = QuoteNegotiationFieldsFragment['revisions'][number];
type QuoteNow = {
  quote: { amount: string; currency: string };
  validUntil?: string | null;
  revisions: Revision[];
};

const validity = (date: string | null | undefined) => (date ? formatDate(date) : 'no date');

/** One change of the latest revision, old → new. */
function changeText(change: RevisionChange, before: Revision, now: QuoteNow): string {
  switch (change) {
    case 'QUOTE':
      return `Price ${formatMoney(before.quote.amount, before.quote.currency)} → ${formatMoney(now.quote.amount, now.quote.currency)}`;
    case 'VALIDITY':
      return `Valid until ${validity(before.validUntil)} → ${validity(now.validUntil)}`;
    case 'ITEMS':
      return 'Items changed';
    case 'MESSAGE':
      return 'New message';
  }
}

/**
 * A revised quote's "Revised" badge, what its latest revision changed (old → new), and its
 * earlier versions on demand. Nothing for a quote never revised.
 */
export function QuoteRevisions({ response }: { response: QuoteNow }) {
  const [open, { toggle }] = useDisclosure(false);
  const versionsId = useId();
  const latest = response.revisions.at(-1);
  if (!latest) return null;
  const count = response.revisions.length;
  return (
    <Stack gap={4} data-testid="quote-revisions">
      <Group gap="xs">
        <Badge color="violet" variant="light">
          Revised
        </Badge>
        <Text size="xs" c="dimmed">
          {latest.cause === 'COUNTER_ACCEPTED' ? 'Counter-offer accepted' : 'Revised'}{' '}
          {formatDateTime(latest.createdAt)}
        </Text>
      </Group>
      <List size="sm" spacing={0} aria-label="What changed">
        {latest.changed.map((change) => (
          <List.Item key={change}>{changeText(change, latest, response)}</List.Item>
        ))}
      </List>
      <Button
        variant="subtle"
        size="compact-xs"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={versionsId}
        style={{ alignSelf: 'flex-start' }}
      >
        {open ? 'Hide earlier versions' : `Earlier versions (${count})`}
      </Button>
      <Collapse expanded={open} id={versionsId}>
        <Stack gap="xs">
          {[...response.revisions].reverse().map((revision) => (
            <Paper
              key={revision.id}
              withBorder
              p="xs"
              radius="sm"
              component="section"
              aria-label={`Version ${revision.version}`}
            >
              <Text size="xs" c="dimmed">
                Version {revision.version} · replaced {formatDateTime(revision.createdAt)}
              </Text>
              <Text size="sm" fw={600}>
                {formatMoney(revision.quote.amount, revision.quote.currency)}
                {revision.validUntil ? ` · valid until ${formatDate(revision.validUntil)}` : ''}
              </Text>
              {revision.offeredProducts.length > 0 && (
                <List size="xs" spacing={0}>
                  {revision.offeredProducts.map((line, index) => (
                    <List.Item key={index}>
                      {line.name}: {formatQuantity(line.quantity, line.unit)} at{' '}
                      {formatMoney(line.unitPrice.amount, line.unitPrice.currency)}
                    </List.Item>
                  ))}
                </List>
              )}
              <Text size="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {revision.message}
              </Text>
            </Paper>
          ))}
        </Stack>
      </Collapse>
    </Stack>
  );
}
