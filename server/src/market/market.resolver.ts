import { Ctx, Query, Resolver } from 'type-graphql';
import { requireViewer } from '../common/actor.js';
import type { Context } from '../common/context.js';
import { defineLoader } from '../common/loaders.js';
import { Role } from '../common/role.js';
import { Auth, Public } from '../auth/auth.directive.js';
import { partnerByMember } from '../partner/partner.loaders.js';
import type { MarketQueries } from './market.queries.js';
import { MarketStats, PartnerDashboard } from './market.types.js';

@Resolver()
export class MarketResolver {
  /** The figures once per request, however many aliases ask for them. */
  private readonly stats = defineLoader('marketStats', async (em, keys: readonly 'all'[]) => {
    const stats = await this.market.marketStats(em);
    return keys.map(() => stats);
  });

  constructor(private readonly market: MarketQueries) {}

  @Public()
  @Query(() => MarketStats, { description: 'Figures of the whole marketplace, for its home page.' })
  marketStats(@Ctx() ctx: Context): Promise<MarketStats> {
    return ctx.loaders.load(this.stats, 'all');
  }

  @Auth(Role.PARTNER)
  @Query(() => PartnerDashboard, {
    description:
      "My business's figures and its responses per week for the last 12 weeks, computed in one statement.",
  })
  async partnerDashboard(@Ctx() ctx: Context): Promise<PartnerDashboard> {
    const partner = await ctx.loaders.load(partnerByMember, requireViewer(ctx.actor).id);
    return this.market.partnerDashboard(ctx.actor.em, partner);
  }
}
