import type { EntityManager } from '@mikro-orm/postgresql';
import { Partner } from '../partner/partner.entity.js';
import { PartnerStatus } from '../partner/partner.enums.js';
import { WireResponse } from '../response/response.entity.js';
import { ResponseStatus } from '../response/response.enums.js';
import type { WireQueries } from '../wire/wire.queries.js';
import type { MarketStats, PartnerDashboard } from './market.types.js';

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

  async partnerDashboard(em: EntityManager, partner: Partner | null): Promise<PartnerDashboard> {
    if (!partner) return { matchingOpenWires: 0, responsesSent: 0, responsesAccepted: 0, acceptanceRate: 0 };
    const [matching, sent, accepted] = await Promise.all([
      partner.status === PartnerStatus.APPROVED ? this.wires.countMatchingOpen(em, partner) : 0,
      em.count(WireResponse, { partner: partner.id }),
      em.count(WireResponse, { partner: partner.id, status: ResponseStatus.ACCEPTED }),
    ]);
    return {
      matchingOpenWires: matching,
      responsesSent: sent,
      responsesAccepted: accepted,
      acceptanceRate: sent ? accepted / sent : 0,
    };
  }
}
