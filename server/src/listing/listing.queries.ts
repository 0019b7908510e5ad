import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../common/actor.js';
import { AppError } from '../common/errors.js';
import { nearParams, nearSql } from '../common/geo.js';
import { afterCursor, decodeCursor, pageSize, toPage, type Page } from '../common/paging.js';
import type { Partner } from '../partner/partner.entity.js';
import { WireKind } from '../wire/wire.enums.js';
import type { WireQueries } from '../wire/wire.queries.js';
import { ListingDeal, ListingStatus } from './listing.enums.js';
import { LISTING_LIMITS, type MyPropertyListingsFilter } from './listing.inputs.js';
import { canSeeListing } from './listing.policy.js';
import { PropertyListing } from './property-listing.entity.js';

/** How far from a wire's point a listing may be to be suggested for it. */
export const SUGGESTION_RADIUS_KM = 50;
/** At most this many suggestions per wire. */
export const SUGGESTIONS_MAX = 20;

/** A wire's deal as a listing's: buyers buy what is for SALE, renters rent what is to RENT. */
const DEAL_OF_WIRE = { BUY: ListingDeal.SALE, RENT: ListingDeal.RENT } as const;

const notFound = () => new AppError('NOT_FOUND', 'This listing does not exist.');

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Reading listings: one with its visibility rule, a partner's own list, suggestions for a wire. */
export class ListingQueries {
  constructor(private readonly wires: WireQueries) {}

  /** NOT_FOUND for an unknown id, and for a listing the viewer may not see (HIDDEN, or a partner not approved). */
  async findVisible(actor: Actor, id: string): Promise<PropertyListing> {
    const listing = await actor.em.findOne(PropertyListing, { id }, { populate: ['partner'] });
    if (!listing || !canSeeListing(actor.viewer, listing, listing.partner)) throw notFound();
    return listing;
  }

  /** The partner's own listings, newest first, filtered by status and by words of the title or place. */
  async myListings(
    em: EntityManager,
    partner: Partner | null,
    filter: MyPropertyListingsFilter | null | undefined,
    first?: number | null,
    after?: string | null,
  ): Promise<Page<PropertyListing>> {
    const size = pageSize(first);
    if (filter?.statuses && filter.statuses.length === 0) {
      throw new AppError('BAD_USER_INPUT', 'Choose at least one status.', { field: 'statuses' });
    }
    const text = filter?.text?.trim();
    if (text && text.length > LISTING_LIMITS.text) {
      throw new AppError('BAD_USER_INPUT', `At most ${LISTING_LIMITS.text} characters.`, { field: 'text' });
    }
    if (!partner) return toPage([], size, 0);
    const where = {
      partner: partner.id,
      ...(filter?.statuses ? { status: { $in: filter.statuses } } : {}),
      ...(filter?.updatedSince ? { updatedAt: { $gte: filter.updatedSince } } : {}),
      ...(text
        ? {
            $or: [{ title: { $ilike: likePattern(text) } }, { locationLabel: { $ilike: likePattern(text) } }],
          }
        : {}),
    };
    const [rows, total] = await Promise.all([
      em.find(
        PropertyListing,
        { $and: [where, afterCursor(decodeCursor(after))] },
        { orderBy: { createdAt: 'desc', id: 'desc' }, limit: size + 1 },
      ),
      em.count(PropertyListing, where),
    ]);
    return toPage(rows, size, total);
  }

  /**
   * The partner's ACTIVE listings that answer a PROPERTY wire: same property type, the matching
   * deal, at least the bedrooms and area asked for, a price inside the budget (in its currency),
   * within SUGGESTION_RADIUS_KM of the wire's point; nearest first. Any other wire: none.
   */
  async suggested(
    actor: Actor,
    partner: Partner | null,
    wireId: string,
    first: number | null | undefined,
  ): Promise<PropertyListing[]> {
    const limit = first ?? 5;
    if (!Number.isInteger(limit) || limit < 1 || limit > SUGGESTIONS_MAX) {
      throw new AppError('BAD_USER_INPUT', `Ask for 1 to ${SUGGESTIONS_MAX} suggestions.`, {
        field: 'first',
      });
    }
    const wire = await this.wires.findVisible(actor, wireId);
    if (!partner || wire.kind !== WireKind.PROPERTY || !wire.propertyType || !wire.deal) return [];
    const where = [`l.partner_id = ?`, `l.status = 'ACTIVE'`, `l.property_type = ?`, `l.deal = ?`];
    const params: unknown[] = [partner.id, wire.propertyType, DEAL_OF_WIRE[wire.deal]];
    if (wire.bedrooms !== null) {
      where.push(`l.bedrooms >= ?`);
      params.push(wire.bedrooms);
    }
    if (wire.minAreaM2 !== null) {
      where.push(`l.area_m2 >= ?`);
      params.push(wire.minAreaM2);
    }
    if (wire.budgetMin !== null || wire.budgetMax !== null) {
      where.push(`l.currency = ?`);
      params.push(wire.currency);
      if (wire.budgetMin !== null) {
        where.push(`l.price >= ?::numeric`);
        params.push(wire.budgetMin);
      }
      if (wire.budgetMax !== null) {
        where.push(`l.price <= ?::numeric`);
        params.push(wire.budgetMax);
      }
    }
    where.push(nearSql('l', '::float8'));
    params.push(...nearParams(wire.lat, wire.lng, SUGGESTION_RADIUS_KM * 1000));
    const rows = await actor.em.execute<Record<string, unknown>[]>(
      `select l.* from property_listing l where ${where.join(' and ')}
       order by earth_distance(ll_to_earth(?::float8, ?::float8), ll_to_earth(l.lat, l.lng)), l.created_at desc, l.id
       limit ?`,
      [...params, wire.lat, wire.lng, limit],
    );
    return rows.map((row) => actor.em.map(PropertyListing, row));
  }

  /**
   * One of the partner's own ACTIVE listings, to offer in a quote; anything else is
   * BAD_USER_INPUT at `field` (someone else's, hidden, under offer or closed alike).
   */
  async findOfferable(
    em: EntityManager,
    partner: Partner,
    id: string,
    field: string,
  ): Promise<PropertyListing> {
    const listing = await em.findOne(PropertyListing, { id });
    if (!listing || listing.partner.id !== partner.id || listing.status !== ListingStatus.ACTIVE) {
      throw new AppError('BAD_USER_INPUT', 'Offer one of your own active listings.', { field });
    }
    return listing;
  }
}
