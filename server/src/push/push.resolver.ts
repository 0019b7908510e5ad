import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Auth, Public } from '../auth/auth.directive.js';
import type { Context } from '../common/context.js';
import { RegisterPushSubscriptionInput } from './push.inputs.js';
import { PushSubscription } from './push-subscription.entity.js';
import type { PushService } from './push.service.js';

/** Web Push: the server's public key, and the signed-in account's browsers that get its notifications. */
@Resolver(() => PushSubscription)
export class PushResolver {
  constructor(private readonly push: PushService) {}

  @Public()
  @Query(() => String, {
    description:
      "The server's VAPID public key (base64url): the `applicationServerKey` a browser subscribes to push with.",
  })
  webPushPublicKey(@Ctx() ctx: Context): Promise<string> {
    return this.push.publicKey(ctx.actor.em);
  }

  @Auth()
  @Query(() => [PushSubscription], {
    description:
      'My browsers that get my notifications as system notifications, most recently registered first.',
  })
  myPushSubscriptions(@Ctx() ctx: Context): Promise<PushSubscription[]> {
    return this.push.list(ctx.actor);
  }

  @Auth()
  @Mutation(() => PushSubscription, {
    description:
      'Turns push on for this browser: keeps its subscription for me and this session (signing out ends it). Registering the same endpoint again updates it.',
  })
  registerPushSubscription(
    @Arg('input', () => RegisterPushSubscriptionInput, { description: "The browser's subscription." })
    input: RegisterPushSubscriptionInput,
    @Ctx() ctx: Context,
  ): Promise<PushSubscription> {
    return this.push.register(ctx.actor, input);
  }

  @Auth()
  @Mutation(() => Boolean, {
    description:
      'Turns push off for a browser of mine; answers whether it was registered (false if it was already gone).',
  })
  unregisterPushSubscription(
    @Arg('endpoint', () => String, { description: "The browser's push endpoint." }) endpoint: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return this.push.unregister(ctx.actor, endpoint);
  }
}
