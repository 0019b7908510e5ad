import { Button, Group, type MantineSize } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';

import type { ResponseStatus } from '../../gql/enums';
import { useAcceptCounterOfferMutation, useWithdrawResponseMutation } from '../../gql/hooks';
import { ResponseThreadPanel } from '../../message/components/ResponseThreadPanel';
import { errorDetails } from '../../shared/error-messages';
import { formatMoney } from '../../shared/format';
import { CounterOfferNote, type CounterOfferSeen } from '../../wire/components/CounterOfferNote';
import { ReviseQuoteModal } from './ReviseQuoteModal';

const showError = (error: unknown) =>
  notifications.show({ color: 'red', message: errorDetails(error)[0]?.message });

/**
 * Under a partner's own response (on the wire, in their list of responses): while the buyer has
 * not answered, revise it (the quote form, prefilled), accept the buyer's counter-offer, or
 * withdraw it; and the conversation with the buyer. Each mutation answers with the response as it
 * now is, so the cache updates the view without a refetch.
 */
export function MyResponseActions({
  response,
  wireId,
  buttonSize,
}: {
  response: {
    id: string;
    status: ResponseStatus;
    unreadMessageCount: number;
    quote: { currency: string };
    counterOffer: CounterOfferSeen;
  };
  wireId: string;
  buttonSize?: MantineSize;
}) {
  const [withdraw, { loading }] = useWithdrawResponseMutation();
  const [acceptCounter, accepting] = useAcceptCounterOfferMutation();
  const [revising, setRevising] = useState(false);
  const sent = response.status === 'SENT';
  const counter = response.counterOffer;
  return (
    <>
      {sent && (
        <CounterOfferNote counterOffer={counter} currency={response.quote.currency} reader="partner">
          {counter?.status === 'OPEN' && (
            <Group gap="xs">
              <Button
                size={buttonSize ?? 'xs'}
                color="green"
                loading={accepting.loading}
                onClick={() =>
                  void acceptCounter({ variables: { id: response.id } }).then(
                    () =>
                      notifications.show({
                        color: 'green',
                        message: `Your quote is now ${formatMoney(counter.amount.amount, response.quote.currency)}.`,
                      }),
                    showError,
                  )
                }
              >
                Accept counter-offer
              </Button>
              <Button size={buttonSize ?? 'xs'} variant="default" onClick={() => setRevising(true)}>
                Answer with a revision
              </Button>
            </Group>
          )}
        </CounterOfferNote>
      )}
      {sent && (
        <Group>
          <Button size={buttonSize} variant="light" onClick={() => setRevising(true)}>
            Revise quote
          </Button>
          <Button
            size={buttonSize}
            variant="light"
            color="red"
            loading={loading}
            onClick={() => void withdraw({ variables: { id: response.id } }).catch(showError)}
          >
            Withdraw
          </Button>
        </Group>
      )}
      {sent && <ReviseQuoteModal wireId={wireId} opened={revising} onClose={() => setRevising(false)} />}
      <ResponseThreadPanel
        responseId={response.id}
        status={response.status}
        counterpart="the buyer"
        unreadMessageCount={response.unreadMessageCount}
      />
    </>
  );
}
