import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../common/context.js';
import { Role } from '../common/role.js';
import { Auth } from '../auth/auth.directive.js';
import type { InsightQueries } from './insight.queries.js';
import { HealthPeriodInput, MarketHealth } from './insight.types.js';

/** The admin dashboard: the marketplace's health over a period. */
@Resolver()
export class InsightResolver {
  constructor(private readonly insight: InsightQueries) {}

  @Auth(Role.ADMIN)
  @Query(() => MarketHealth, {
    description:
      "The marketplace's health over a period of whole UTC days (default: the last 30) beside the period before it: wires, fill rate, time to the first quote, quotes per wire, acceptance, accepted value, active partners and buyers; by kind, by state, and per day.",
  })
  marketHealth(
    @Ctx() ctx: Context,
    @Arg('period', () => HealthPeriodInput, {
      nullable: true,
      description: 'The last N days or two dates; the last 30 days when absent.',
    })
    period?: HealthPeriodInput | null,
  ): Promise<MarketHealth> {
    return this.insight.marketHealth(ctx.actor.em, period ?? { days: 30 });
  }
}
