import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../common/context.js';
import { Role } from '../common/role.js';
import { Auth } from '../auth/auth.directive.js';
import { Member } from '../member/member.entity.js';
import { memberById } from '../member/member.loaders.js';
import { MarketplaceSettings } from './marketplace-settings.entity.js';
import { MarketplaceSettingsInput } from './marketplace-settings.inputs.js';
import type { MarketplaceSettingsService } from './marketplace-settings.service.js';

@Resolver(() => MarketplaceSettings)
export class MarketplaceSettingsResolver {
  constructor(private readonly settings: MarketplaceSettingsService) {}

  @Auth(Role.ADMIN)
  @Query(() => MarketplaceSettings, { description: 'How the marketplace runs (admins).' })
  marketplaceSettings(@Ctx() ctx: Context): Promise<MarketplaceSettings> {
    return this.settings.read(ctx.actor.em);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => MarketplaceSettings, {
    description: 'Changes the given settings; each change is audited as `settings.updated`.',
  })
  updateMarketplaceSettings(
    @Arg('input', () => MarketplaceSettingsInput, { description: 'The settings, as they should be.' })
    input: MarketplaceSettingsInput,
    @Ctx() ctx: Context,
  ): Promise<MarketplaceSettings> {
    return this.settings.update(ctx.actor, input);
  }

  @FieldResolver(() => Member, {
    nullable: true,
    description: 'The admin who last changed a setting; null: never changed, or an account since deleted.',
  })
  updatedBy(@Root() settings: MarketplaceSettings, @Ctx() ctx: Context): Promise<Member | null> | null {
    return settings.updatedById ? ctx.loaders.load(memberById, settings.updatedById) : null;
  }
}
