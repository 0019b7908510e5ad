import { Alert, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import type { CounterOfferStatus } from '../../gql/enums';
import { formatMoney } from '../../shared/format';

/** What the note shows of a counter-offer (a list row reads no terms). */
export type CounterOfferSeen = {
  status: CounterOfferStatus;
  amount: { amount: string };
  message?: string | null;
} | null;

type CounterOfferNoteProps = {
  counterOffer: CounterOfferSeen;
  /** The quote's currency (a counter-offer's is always the quote's). */
  currency: string;
  /** Whose eyes: the buyer reads "Your counter-offer", the partner "The buyer's". */
  reader: 'buyer' | 'partner';
  /** What the reader may do about an open one (the partner: accept or revise). */
  children?: ReactNode;
};

/** A quote's open counter-offer (price and terms); once answered, a line saying how. */
export function CounterOfferNote({ counterOffer, currency, reader, children }: CounterOfferNoteProps) {
  if (!counterOffer || counterOffer.status === 'SUPERSEDED') return null;
  const price = formatMoney(counterOffer.amount.amount, currency);
  if (counterOffer.status !== 'OPEN') {
    return (
      <Text size="xs" c="dimmed" data-testid="counter-offer">
        {counterOffer.status === 'ACCEPTED'
          ? `Counter-offer of ${price} accepted.`
          : `Counter-offer of ${price} answered with a revision.`}
      </Text>
    );
  }
  return (
    <Alert
      color="orange"
      variant="light"
      title={reader === 'buyer' ? `Your counter-offer: ${price}` : `The buyer's counter-offer: ${price}`}
      data-testid="counter-offer"
    >
      <Stack gap="xs">
        {counterOffer.message && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {counterOffer.message}
          </Text>
        )}
        {reader === 'buyer' && (
          <Text size="xs">Waiting for the partner to accept it or revise their quote.</Text>
        )}
        {children}
      </Stack>
    </Alert>
  );
}
