import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';

import type { WireDetailsFieldsFragment } from '../../gql/graphql';
import { formatDate, formatMoney } from '../../shared/format';
import { OfferedListingSummary } from '../../wire/components/OfferedListingSummary';
import { OfferedProductLines } from '../../wire/components/OfferedProductLines';
import { QuoteRevisions } from '../../wire/components/QuoteRevisions';
import { ResponseStatusBadge } from '../../wire/components/ResponseStatusBadge';
import { respondRefusalSentences } from '../respond-refusal';
import { MyResponseActions } from './MyResponseActions';
import { RespondForm } from './RespondForm';

type PartnerResponsePanelProps = { wire: WireDetailsFieldsFragment };

/**
 * A partner's view of one wire: their live response, or the form to send one. Respond and withdraw
 * answer with the wire's new myResponse, so the cache updates this panel without a refetch.
 */
export function PartnerResponsePanel({ wire }: PartnerResponsePanelProps) {
  const mine = wire.myResponse;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="my-response-heading">
      <Title order={2} fz="h3" id="my-response-heading" mb="md">
        Your response
      </Title>
      {mine ? (
        <Stack gap="sm">
          <Group gap="sm">
            <ResponseStatusBadge status={mine.status} />
            <Text fw={600} data-testid="my-quote-total">
              {formatMoney(mine.quote.amount, mine.quote.currency)}
            </Text>
            {mine.validUntil && <Text size="sm">valid until {formatDate(mine.validUntil)}</Text>}
          </Group>
          <QuoteRevisions response={mine} />
          {mine.offeredProducts.length > 0 && (
            <OfferedProductLines lines={mine.offeredProducts} total={mine.quote} label="Items you quoted" />
          )}
          {mine.offeredProperty && <OfferedListingSummary listing={mine.offeredProperty} />}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {mine.message}
          </Text>
          <MyResponseActions response={mine} wireId={wire.id} />
        </Stack>
      ) : wire.respondRefusal === 'DECLINED' ? (
        <Alert color="red" variant="light" title="Declined">
          {respondRefusalSentences.DECLINED}
        </Alert>
      ) : wire.respondRefusal === 'QUOTES_FULL' ? (
        <Text size="sm">
          Quotes full: this request already has all the quotes it takes ({wire.maxResponses}). It takes
          responses again if a partner withdraws one.
        </Text>
      ) : wire.status === 'OPEN' ? (
        <RespondForm
          wire={wire}
          onResponded={() => notifications.show({ color: 'green', message: 'Your response is sent.' })}
        />
      ) : (
        <Alert color="gray">This wire is no longer open for responses.</Alert>
      )}
    </Paper>
  );
}
