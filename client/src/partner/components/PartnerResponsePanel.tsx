import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';

import type { WireDetailsFieldsFragment } from '../../gql/graphql';
import { useWithdrawResponseMutation } from '../../gql/hooks';
import { errorDetails } from '../../shared/error-messages';
import { formatDate, formatMoney } from '../../shared/format';
import { OfferedListingSummary } from '../../wire/components/OfferedListingSummary';
import { OfferedProductLines } from '../../wire/components/OfferedProductLines';
import { ResponseStatusBadge } from '../../wire/components/ResponseStatusBadge';
import { ResponseThreadPanel } from '../../message/components/ResponseThreadPanel';
import { respondRefusalSentences } from '../respond-refusal';
import { RespondForm } from './RespondForm';

type PartnerResponsePanelProps = { wire: WireDetailsFieldsFragment };

/**
 * A partner's view of one wire: their live response, or the form to send one. Respond and withdraw
 * answer with the wire's new myResponse, so the cache updates this panel without a refetch.
 */
export function PartnerResponsePanel({ wire }: PartnerResponsePanelProps) {
  const [withdraw, { loading }] = useWithdrawResponseMutation();
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
            <Text fw={600}>{formatMoney(mine.quote.amount, mine.quote.currency)}</Text>
            {mine.validUntil && <Text size="sm">valid until {formatDate(mine.validUntil)}</Text>}
          </Group>
          {mine.offeredProducts.length > 0 && (
            <OfferedProductLines lines={mine.offeredProducts} total={mine.quote} label="Items you quoted" />
          )}
          {mine.offeredProperty && <OfferedListingSummary listing={mine.offeredProperty} />}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {mine.message}
          </Text>
          {mine.status === 'SENT' && (
            <Group>
              <Button
                variant="light"
                color="red"
                loading={loading}
                onClick={() =>
                  void withdraw({ variables: { id: mine.id } }).catch((error: unknown) =>
                    notifications.show({ color: 'red', message: errorDetails(error)[0]?.message }),
                  )
                }
              >
                Withdraw
              </Button>
            </Group>
          )}
          <ResponseThreadPanel
            responseId={mine.id}
            status={mine.status}
            counterpart="the buyer"
            unreadMessageCount={mine.unreadMessageCount}
          />
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
