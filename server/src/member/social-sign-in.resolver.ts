import { Arg, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../common/context.js';
import { Auth, Public } from '../auth/auth.directive.js';
import { SocialProvider } from '../auth/social-providers.js';
import { AuthPayload } from './account.types.js';
import { LinkedIdentity } from './linked-identity.entity.js';
import { signedIn } from './signed-in.js';
import { PENDING_IDENTITY_COOKIE, type SocialSignInService } from './social-sign-in.service.js';

@ObjectType('SignInMethods', { description: 'The ways to sign in that this server offers.' })
export class SignInMethods {
  @Field(() => [SocialProvider], { description: 'Outside accounts that can sign in (configured ones only).' })
  providers!: SocialProvider[];
}

@ObjectType('PendingIdentity', {
  description: 'An outside account that signed in with no BuildWire account; signing up links it.',
})
export class PendingIdentityType {
  @Field(() => SocialProvider, { description: 'The provider the person signed in with.' })
  provider!: SocialProvider;

  @Field(() => String, {
    nullable: true,
    description: 'The email the provider gave; null when it gave none.',
  })
  email!: string | null;

  @Field(() => Boolean, {
    description: 'Whether the provider has verified the email (needed to sign up with it).',
  })
  emailVerified!: boolean;

  @Field(() => String, { nullable: true, description: 'The name the provider has for the person.' })
  name!: string | null;
}

@Resolver()
export class SocialSignInResolver {
  constructor(private readonly social: SocialSignInService) {}

  @Public()
  @Query(() => SignInMethods, { description: 'The outside sign-in providers this server is configured for.' })
  signInMethods(): SignInMethods {
    return { providers: this.social.configured() };
  }

  @Public()
  @Query(() => PendingIdentityType, {
    nullable: true,
    description: 'The outside account this browser signed in with and that has no account yet, if any.',
  })
  pendingIdentity(@Ctx() ctx: Context): Promise<PendingIdentityType | null> {
    return this.social.pending(ctx.actor.em, ctx.cookies?.get(PENDING_IDENTITY_COOKIE));
  }

  @Public()
  @Mutation(() => AuthPayload, {
    description:
      'Opens a buyer account, without a password, for the outside account this browser signed in with (`pendingIdentity`), links it and signs in.',
  })
  async signUpWithPendingIdentity(
    @Arg('displayName', () => String, {
      description: 'The name to show, when the provider gave none.',
      nullable: true,
    })
    displayName: string | null,
    @Ctx() ctx: Context,
  ): Promise<AuthPayload> {
    const token = ctx.cookies?.get(PENDING_IDENTITY_COOKIE);
    const result = await this.social.signUpWithPending(ctx.actor, token, displayName);
    ctx.cookies?.clear(PENDING_IDENTITY_COOKIE);
    return signedIn(ctx, result);
  }

  @Auth({ scopes: [] })
  @Query(() => [LinkedIdentity], { description: 'The outside accounts that sign in to this one.' })
  linkedIdentities(@Ctx() ctx: Context): Promise<LinkedIdentity[]> {
    return this.social.list(ctx.actor);
  }

  @Auth()
  @Mutation(() => Boolean, {
    description: 'Unlinks an outside account; refused (CONFLICT) when it is the only way left to sign in.',
  })
  async unlinkIdentity(
    @Arg('provider', () => SocialProvider, {
      description: 'The provider whose link to end (never the last way in).',
    })
    provider: SocialProvider,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await this.social.unlink(ctx.actor, provider);
    return true;
  }
}
