import { graphqlEnum, type EnumValue } from '../common/graphql-enum.js';

export const WebhookDeliveryStatus = graphqlEnum(
  'WebhookDeliveryStatus',
  {
    PENDING: 'Not delivered yet: waiting for its first attempt or for a retry (see `nextAttemptAt`).',
    DELIVERED: 'The receiver answered with a 2xx status.',
    FAILED: 'Every attempt in the retry window failed, or the webhook was disabled; it can be redelivered.',
  },
  'Where a webhook delivery stands.',
);
export type WebhookDeliveryStatus = EnumValue<typeof WebhookDeliveryStatus>;

export const WebhookDisabledReason = graphqlEnum(
  'WebhookDisabledReason',
  {
    OWNER: 'Its owner turned it off.',
    FAILING: 'Its deliveries failed for a day without one success; its owner was told by email.',
  },
  'Why a webhook is not delivering.',
);
export type WebhookDisabledReason = EnumValue<typeof WebhookDisabledReason>;
