import { IdempotencyKeyArg } from '../common/idempotency.js';
import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { IdArg } from '../common/ids.js';
import { Auth } from '../auth/auth.directive.js';
import { ApiTokenScope } from '../common/api-token-scope.js';
import type { Context } from '../common/context.js';
import type { Page } from '../common/paging.js';
import { Webhook, WebhookDelivery } from './webhook.entity.js';
import {
  CreateWebhookInput,
  CreatedWebhook,
  UpdateWebhookInput,
  WebhookDeliveriesArgs,
  WebhookDeliveryConnection,
} from './webhook.inputs.js';
import type { WebhookService } from './webhook.service.js';

/** An account's webhooks and their deliveries: managed signed in, or with a WEBHOOKS token. */
@Resolver(() => Webhook)
export class WebhookResolver {
  constructor(private readonly webhooks: WebhookService) {}

  @Auth({ scopes: [ApiTokenScope.WEBHOOKS] })
  @Query(() => [Webhook], { description: "The signed-in account's webhooks, newest first." })
  myWebhooks(
    @Ctx() ctx: Context,
    @Arg('updatedSince', () => Date, {
      nullable: true,
      description:
        'Only webhooks whose updatedAt is at or after this instant (to the millisecond): to catch up, the updatedAt of the last one seen.',
    })
    updatedSince?: Date | null,
  ): Promise<Webhook[]> {
    return this.webhooks.list(ctx.actor, updatedSince);
  }

  @Auth({ scopes: [ApiTokenScope.WEBHOOKS] })
  @Query(() => Webhook, { description: 'One of my webhooks (NOT_FOUND for anyone else’s).' })
  webhook(@IdArg('id', "The webhook's id.") id: string, @Ctx() ctx: Context): Promise<Webhook> {
    return this.webhooks.own(ctx.actor, id);
  }

  @FieldResolver(() => WebhookDeliveryConnection, {
    description: 'Its deliveries, newest first; filter by status to find the failed ones to redeliver.',
  })
  deliveries(
    @Root() webhook: Webhook,
    @Args(() => WebhookDeliveriesArgs) args: WebhookDeliveriesArgs,
    @Ctx() ctx: Context,
  ): Promise<Page<WebhookDelivery>> {
    return this.webhooks.deliveries(ctx.actor, webhook, args);
  }

  @Auth({ scopes: [ApiTokenScope.WEBHOOKS] })
  @Mutation(() => CreatedWebhook, {
    description:
      'Registers a webhook: its document is checked against the schema and my access; the signing secret is in the answer only this once.',
  })
  createWebhook(
    @Arg('input', () => CreateWebhookInput, {
      description: 'Its name, URL, document and (optionally) secret.',
    })
    input: CreateWebhookInput,
    @IdempotencyKeyArg() idempotencyKey: string | null,
    @Ctx() ctx: Context,
  ): Promise<CreatedWebhook> {
    return this.webhooks.create(ctx.actor, input, idempotencyKey);
  }

  @Auth({ scopes: [ApiTokenScope.WEBHOOKS] })
  @Mutation(() => Webhook, { description: 'Changes a webhook, or turns it off or back on.' })
  updateWebhook(
    @IdArg('id', "The webhook's id.") id: string,
    @Arg('input', () => UpdateWebhookInput, { description: 'What to change.' }) input: UpdateWebhookInput,
    @Ctx() ctx: Context,
  ): Promise<Webhook> {
    return this.webhooks.update(ctx.actor, id, input);
  }

  @Auth({ scopes: [ApiTokenScope.WEBHOOKS] })
  @Mutation(() => ID, { description: 'Deletes a webhook and its deliveries; answers its id.' })
  deleteWebhook(@IdArg('id', "The webhook's id.") id: string, @Ctx() ctx: Context): Promise<string> {
    return this.webhooks.remove(ctx.actor, id);
  }

  @Auth({ scopes: [ApiTokenScope.WEBHOOKS] })
  @Mutation(() => WebhookDelivery, {
    description:
      'Sends a DELIVERED or FAILED delivery again, as a new delivery (same body, new `BuildWire-Delivery` id) with a new retry window.',
  })
  redeliverWebhookDelivery(
    @IdArg('id', "The delivery's id.") id: string,
    @Ctx() ctx: Context,
  ): Promise<WebhookDelivery> {
    return this.webhooks.redeliver(ctx.actor, id);
  }
}
