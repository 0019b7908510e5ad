import type { EntityManager } from '@mikro-orm/postgresql';
import { Partner } from '../partner/partner.entity.js';
import { PartnerStatus } from '../partner/partner.enums.js';
import type { WireQueries } from '../wire/wire.queries.js';
import type { MarketStats, PartnerDashboard, ResponsesWeek } from './market.types.js';

/** The dashboard's chart covers this many ISO weeks, this one included. */
export const DASHBOARD_WEEKS = 12;

type FiguresRow = Omit<
  PartnerDashboard,
  'matchingOpenWires' | 'matchingOpenWiresIsEstimate' | 'acceptanceRate'
>;

/**
 * A partner's figures in one statement: counts of responses, products and listings, the value of
 * accepted quotes per currency, and responses per ISO week (UTC), zero-filled by generate_series.
 * A week counts the responses sent in it, and how many of those were accepted. `?` is the
 * partner's id (null: every figure is zero, the weeks are still there).
 */
const FIGURES_SQL = `
with weeks as (
  select generate_series(
    date_trunc('week', now() at time zone 'UTC') - interval '${DASHBOARD_WEEKS - 1} weeks',
    date_trunc('week', now() at time zone 'UTC'),
    interval '1 week'
  ) as week_start
), mine as (
  select r.status, r.quote_amount, r.quote_currency, date_trunc('week', r.created_at at time zone 'UTC') as week_start
  from response r where r.partner_id = ?::uuid
)
select
  (select count(*)::int from mine) as "responsesSent",
  (select count(*)::int from mine where status = 'ACCEPTED') as "responsesAccepted",
  (select count(*)::int from product p where p.partner_id = ?::uuid) as "products",
  (select count(*)::int from product p where p.partner_id = ?::uuid and not p.hidden) as "visibleProducts",
  (select count(*)::int from property_listing l where l.partner_id = ?::uuid) as "listings",
  (select count(*)::int from property_listing l where l.partner_id = ?::uuid and l.status = 'ACTIVE') as "activeListings",
  (select coalesce(json_agg(json_build_object('amount', t.amount::text, 'currency', t.currency) order by t.currency), '[]'::json)
     from (select quote_currency as currency, sum(quote_amount)::numeric(14, 2) as amount
           from mine where status = 'ACCEPTED' group by quote_currency) t) as "acceptedQuoteValue",
  (select json_agg(json_build_object(
            'weekStart', to_char(w.week_start, 'YYYY-MM-DD'),
            'sent', (select count(*) from mine m where m.week_start = w.week_start),
            'accepted', (select count(*) from mine m where m.week_start = w.week_start and m.status = 'ACCEPTED')
          ) order by w.week_start)
     from weeks w) as "responsesPerWeek"`;

/** Figures across the marketplace's domains: the home page's counts and a partner's dashboard. */
export class MarketQueries {
  constructor(private readonly wires: WireQueries) {}

  async marketStats(em: EntityManager): Promise<MarketStats> {
    const [openWires, approvedPartners] = await Promise.all([
      this.wires.countAllOpen(em),
      em.count(Partner, { status: PartnerStatus.APPROVED }),
    ]);
    return { openWires, approvedPartners };
  }

  /** Two statements: the wires matching an APPROVED partner now, and everything else at once. */
  async partnerDashboard(em: EntityManager, partner: Partner | null): Promise<PartnerDashboard> {
    const id = partner?.id ?? null;
    const [matching, rows] = await Promise.all([
      partner?.status === PartnerStatus.APPROVED
        ? this.wires.countMatchingOpen(em, partner)
        : { n: 0, estimate: false },
      em.execute<FiguresRow[]>(FIGURES_SQL, [id, id, id, id, id]),
    ]);
    const figures = rows[0]!;
    const weeks: ResponsesWeek[] = figures.responsesPerWeek;
    return {
      ...figures,
      responsesPerWeek: weeks,
      matchingOpenWires: matching.n,
      matchingOpenWiresIsEstimate: matching.estimate,
      acceptanceRate: figures.responsesSent ? figures.responsesAccepted / figures.responsesSent : 0,
    };
  }
}
