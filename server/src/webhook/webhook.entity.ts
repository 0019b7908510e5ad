import { Entity, Enum, ManyToOne, Property } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { Member } from '../member/member.entity.js';
import { WebhookDeliveryStatus, WebhookDisabledReason } from './webhook.enums.js';

/**
 * A webhook (Saleor's pattern): a subscription document whose events are run with its owner's
 * access and POSTed, signed, to a URL. `topic` is the bus topic its subscription reads, so an
 * event is matched to webhooks in one indexed lookup.
 */
@Entity({ tableName: 'webhook' })
@ObjectType('Webhook', {
  description:
    'A URL that receives, signed, each event of a subscription document, run with the access of the account that made it.',
})
export class Webhook extends BaseEntity<'disabledReason' | 'failingSince' | 'lastDeliveredAt' | 'enabled'> {
  @ManyToOne(() => Member, { ref: true, deleteRule: 'cascade', index: true })
  member!: Ref<Member>;

  @Field(() => String, { description: 'What its owner called it, e.g. "ERP: new quotes".' })
  @Property({ type: 'text' })
  name!: string;

  @Field(() => String, { description: 'Where deliveries are POSTed (http or https).' })
  @Property({ type: 'text' })
  url!: string;

  @Field(() => String, {
    description:
      "The subscription document each event is run through (one operation, one root field); its result is the delivery body's `data`.",
  })
  @Property({ type: 'text' })
  query!: string;

  @Field(() => String, {
    description: 'The root subscription field the document follows, e.g. `myResponseEvents`.',
  })
  @Property({ type: 'text' })
  field!: string;

  /** The bus topic the field's stream reads. */
  @Property({ type: 'text' })
  topic!: string;

  /** The signing secret, sealed with the app's key (bound to the webhook id). */
  @Property({ type: 'text' })
  secretSealed!: string;

  @Field(() => Boolean, { description: 'Whether events are delivered; a disabled webhook queues nothing.' })
  @Property({ type: 'boolean', default: true })
  enabled: boolean = true;

  @Field(() => WebhookDisabledReason, {
    nullable: true,
    description: 'Why it is disabled; null while enabled.',
  })
  @Enum({ items: () => WebhookDisabledReason, type: 'text', nullable: true })
  disabledReason: WebhookDisabledReason | null = null;

  @Field(() => Date, {
    nullable: true,
    description: 'Since when every delivery has failed; null after a success. A day of this disables it.',
  })
  @Property({ type: 'timestamptz', nullable: true })
  failingSince: Date | null = null;

  @Field(() => Date, { nullable: true, description: 'When a delivery last succeeded.' })
  @Property({ type: 'timestamptz', nullable: true })
  lastDeliveredAt: Date | null = null;
}

/** One event for one webhook: its body as sent, and how its attempts went. */
@Entity({ tableName: 'webhook_delivery' })
@ObjectType('WebhookDelivery', {
  description: 'One event sent (or to be sent) to a webhook, with its attempts.',
})
export class WebhookDelivery extends BaseEntity<
  | 'attempts'
  | 'responseStatus'
  | 'responseBody'
  | 'error'
  | 'nextAttemptAt'
  | 'deliveredAt'
  | 'redeliveryOf'
  | 'status'
> {
  @ManyToOne(() => Webhook, { ref: true, deleteRule: 'cascade' })
  webhook!: Ref<Webhook>;

  /** The bus message it came from (with the webhook, unique: an event is delivered once per webhook). */
  @Property({ type: 'uuid', nullable: true })
  eventId: string | null = null;

  @Field(() => String, { description: 'The event, as `<field>.<type>`, e.g. `myResponseEvents.UPDATED`.' })
  @Property({ type: 'text' })
  event!: string;

  @Field(() => String, { description: 'The JSON body POSTed (the same on every attempt).' })
  @Property({ type: 'text' })
  body!: string;

  @Field(() => WebhookDeliveryStatus, { description: 'Delivered, failed, or still being tried.' })
  @Enum({ items: () => WebhookDeliveryStatus, type: 'text' })
  status: WebhookDeliveryStatus = WebhookDeliveryStatus.PENDING;

  @Field(() => Int, { description: 'How many times it was POSTed so far.' })
  @Property({ type: 'int', default: 0 })
  attempts: number = 0;

  @Field(() => Int, { nullable: true, description: "The last attempt's HTTP status; null if none answered." })
  @Property({ type: 'int', nullable: true })
  responseStatus: number | null = null;

  @Field(() => String, {
    nullable: true,
    description: "The start of the last answer's body (at most 1,000 characters).",
  })
  @Property({ type: 'text', nullable: true })
  responseBody: string | null = null;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed, when it did.' })
  @Property({ type: 'text', nullable: true })
  error: string | null = null;

  @Field(() => Date, { nullable: true, description: 'When the next attempt is due, while PENDING.' })
  @Property({ type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null = null;

  @Field(() => Date, { nullable: true, description: 'When the receiver accepted it.' })
  @Property({ type: 'timestamptz', nullable: true })
  deliveredAt: Date | null = null;

  @Field(() => String, {
    nullable: true,
    description: 'The delivery this one sends again, for a redelivery.',
  })
  @Property({ type: 'uuid', nullable: true })
  redeliveryOf: string | null = null;
}
