import { IsOptional, MaxLength } from 'class-validator';
import { ArgsType, Field, InputType, ObjectType } from 'type-graphql';
import { PageArgs, connectionType } from '../common/paging.js';
import { Webhook, WebhookDelivery } from './webhook.entity.js';
import { WebhookDeliveryStatus } from './webhook.enums.js';

@InputType('CreateWebhookInput', { description: 'A new webhook: where to send, what to send, and its name.' })
export class CreateWebhookInput {
  @Field(() => String, { description: 'What it is for, e.g. "ERP: new quotes" (at most 80 characters).' })
  @MaxLength(80, { message: 'At most 80 characters.' })
  name!: string;

  @Field(() => String, { description: 'Where to POST each event: an http(s) URL on a public address.' })
  url!: string;

  @Field(() => String, {
    description:
      'One subscription operation with one root field and no variables, e.g. `subscription { myResponseEvents { type response { id status } } }`.',
  })
  query!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The signing secret (16 to 200 characters); leave it out and one is made and shown once.',
  })
  @IsOptional()
  secret?: string | null;
}

@InputType('UpdateWebhookInput', { description: 'What to change on a webhook; a field left out stays.' })
export class UpdateWebhookInput {
  @Field(() => String, { nullable: true, description: 'A new name (at most 80 characters).' })
  @IsOptional()
  @MaxLength(80, { message: 'At most 80 characters.' })
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'A new URL (checked as when created).' })
  @IsOptional()
  url?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'A new subscription document (checked as when created).',
  })
  @IsOptional()
  query?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Turn it off (false) or back on (true); turning it on clears a FAILING disable.',
  })
  @IsOptional()
  enabled?: boolean | null;
}

@ObjectType('CreatedWebhook', { description: 'A new webhook and its signing secret, shown only this once.' })
export class CreatedWebhook {
  @Field(() => Webhook, { description: 'The webhook as stored.' })
  webhook!: Webhook;

  @Field(() => String, {
    description:
      'The HMAC-SHA256 key of the `BuildWire-Signature` header: keep it with the receiver; it is never shown again.',
  })
  secret!: string;
}

@ArgsType()
export class WebhookDeliveriesArgs extends PageArgs {
  @Field(() => WebhookDeliveryStatus, { nullable: true, description: 'Only deliveries in this status.' })
  status?: WebhookDeliveryStatus | null;
}

export const WebhookDeliveryConnection = connectionType(WebhookDelivery, 'WebhookDelivery');
