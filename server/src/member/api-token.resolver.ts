import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { IdArg } from '../common/ids.js';
import type { Context } from '../common/context.js';
import { Auth } from '../auth/auth.directive.js';
import { ApiToken } from './api-token.entity.js';
import { CreateApiTokenInput, CreatedApiToken } from './api-token.inputs.js';
import type { ApiTokenService } from './api-tokens.service.js';

/** An account's API tokens: managed by the person signed in, never through a token. */
@Resolver(() => ApiToken)
export class ApiTokenResolver {
  constructor(private readonly tokens: ApiTokenService) {}

  @Auth({ scopes: [] })
  @Query(() => [ApiToken], {
    description: "The signed-in account's API tokens that are not revoked, newest first.",
  })
  myApiTokens(@Ctx() ctx: Context): Promise<ApiToken[]> {
    return this.tokens.list(ctx.actor);
  }

  @Auth()
  @Mutation(() => CreatedApiToken, {
    description: 'Makes an API token for the signed-in account; its secret is in the answer, only this once.',
  })
  createApiToken(
    @Arg('input', () => CreateApiTokenInput, { description: 'Its name, scopes and expiry.' })
    input: CreateApiTokenInput,
    @Ctx() ctx: Context,
  ): Promise<CreatedApiToken> {
    return this.tokens.create(ctx.actor, input);
  }

  @Auth({ anyToken: true })
  @Mutation(() => CreatedApiToken, {
    description:
      "A new secret for a token, of the same name, scopes and lifetime. The old secret keeps working for a grace period (its `expiresAt` is brought forward to the end of it; see docs/API.md), so a program can switch over without a gap. Called with a token, it rotates that token (`id` omitted or its own); signed in, the account's token `id`.",
  })
  rotateApiToken(
    @IdArg('id', "The token's id; omitted when called with the token itself.", { nullable: true })
    id: string | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<CreatedApiToken> {
    return this.tokens.rotate(ctx.actor, id ?? null);
  }

  @Auth()
  @Mutation(() => ApiToken, {
    description: "Revokes one of the signed-in account's tokens at once (its open websockets close).",
  })
  revokeApiToken(
    @IdArg('id', "The token's id (from myApiTokens).") id: string,
    @Ctx() ctx: Context,
  ): Promise<ApiToken> {
    return this.tokens.revoke(ctx.actor, id);
  }
}
