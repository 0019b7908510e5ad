import { Anchor, Button, Divider, Group, Paper, Spoiler, Stack, Text } from '@mantine/core';

import type { ResponseFieldsFragment } from '../../gql/graphql';
import { formatDate, formatMoney } from '../../shared/format';
import { PartnerRatingButton } from '../../review/components/PartnerRatingButton';
import { ResponseThreadPanel } from '../../message/components/ResponseThreadPanel';
import { VerifiedBadge } from '../../partner/components/VerifiedBadge';
import { CounterOfferNote } from './CounterOfferNote';
import { OfferedListingSummary } from './OfferedListingSummary';
import { OfferedProductLines } from './OfferedProductLines';
import { QuoteRevisions } from './QuoteRevisions';
import { ResponseStatusBadge } from './ResponseStatusBadge';

type ResponseQuoteCardProps = {
  response: ResponseFieldsFragment;
  canDecide: boolean;
  busy: boolean;
  onAccept: (response: ResponseFieldsFragment) => void;
  onDecline: (response: ResponseFieldsFragment) => void;
  /** Offers a price of the buyer's own on a SENT quote; no button without it. */
  onCounter?: (response: ResponseFieldsFragment) => void;
  /** Lets the partner of a declined quote quote again; no button without it. */
  onReopen?: (response: ResponseFieldsFragment) => void;
  /** Show the conversation with the partner (the wire's owner; admins read reported threads elsewhere). */
  showMessages?: boolean;
};

/** One response in the comparison: who, the total, what is offered (items or a listing), the message, the decision. */
export function ResponseQuoteCard({
  response,
  canDecide,
  busy,
  onAccept,
  onDecline,
  onCounter,
  onReopen,
  showMessages = false,
}: ResponseQuoteCardProps) {
  const business = response.partner.businessName;
  const total = formatMoney(response.quote.amount, response.quote.currency);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={`Quote of ${business}`}
      data-testid="response-card"
      h="100%"
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={0} miw={0}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="response-partner">
              {business}
            </Text>
            <VerifiedBadge partner={response.partner} />
            <PartnerRatingButton partner={response.partner} />
          </Stack>
          <ResponseStatusBadge status={response.status} />
        </Group>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {response.offeredProducts.length ? 'Total' : 'Quote'}
          </Text>
          <Text fz="xl" fw={700} data-testid="response-total">
            {total}
          </Text>
          <Text size="xs" c="dimmed">
            {response.validUntil ? `Valid until ${formatDate(response.validUntil)}` : 'No expiry given'} ·
            sent {formatDate(response.createdAt)}
          </Text>
        </div>
        <QuoteRevisions response={response} />
        {response.status === 'SENT' && (
          <CounterOfferNote
            counterOffer={response.counterOffer}
            currency={response.quote.currency}
            reader="buyer"
          />
        )}
        {response.offeredProducts.length > 0 && (
          <OfferedProductLines
            lines={response.offeredProducts}
            total={response.quote}
            label={`Items quoted by ${business}`}
          />
        )}
        {response.offeredProperty && <OfferedListingSummary listing={response.offeredProperty} />}
        <Divider />
        <Spoiler maxHeight={72} showLabel="Show the whole message" hideLabel="Show less">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {response.message}
          </Text>
        </Spoiler>
        {response.partnerContact && (
          <Stack gap={2} aria-label={`Contact of ${business}`} role="group">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Contact
            </Text>
            <Anchor
              size="sm"
              href={`mailto:${response.partnerContact.email}`}
              style={{ overflowWrap: 'anywhere' }}
            >
              {response.partnerContact.email}
            </Anchor>
            {response.partnerContact.phone && (
              <Anchor size="sm" href={`tel:${response.partnerContact.phone.replace(/[^\d+]/g, '')}`}>
                {response.partnerContact.phone}
              </Anchor>
            )}
            {response.partnerContact.website && (
              <Anchor
                size="sm"
                href={response.partnerContact.website}
                target="_blank"
                rel="noopener noreferrer"
                style={{ overflowWrap: 'anywhere' }}
              >
                {response.partnerContact.website}
              </Anchor>
            )}
          </Stack>
        )}
        {canDecide && response.status === 'SENT' && (
          <Group gap="xs" mt="auto" grow>
            <Button
              loading={busy}
              onClick={() => onAccept(response)}
              aria-label={`Accept the quote of ${business}`}
            >
              Accept
            </Button>
            <Button
              variant="light"
              color="red"
              disabled={busy}
              onClick={() => onDecline(response)}
              aria-label={`Decline the quote of ${business}`}
            >
              Decline
            </Button>
          </Group>
        )}
        {canDecide && onCounter && response.status === 'SENT' && (
          <Button
            variant="default"
            disabled={busy}
            onClick={() => onCounter(response)}
            aria-label={`Make ${business} a counter-offer`}
          >
            Counter-offer
          </Button>
        )}
        {canDecide && onReopen && response.status === 'DECLINED' && !response.reopenedAt && (
          <Group gap="xs" mt="auto">
            <Button
              variant="default"
              disabled={busy}
              onClick={() => onReopen(response)}
              aria-label={`Let ${business} quote again`}
            >
              Let them quote again
            </Button>
          </Group>
        )}
        {response.status === 'DECLINED' && response.reopenedAt && (
          <Text size="xs" c="dimmed">
            Reopened to them on {formatDate(response.reopenedAt)}: they may quote again.
          </Text>
        )}
        {showMessages && (
          <ResponseThreadPanel
            responseId={response.id}
            status={response.status}
            counterpart={business}
            unreadMessageCount={response.unreadMessageCount}
          />
        )}
      </Stack>
    </Paper>
  );
}
