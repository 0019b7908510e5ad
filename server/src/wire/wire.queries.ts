import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer, type Actor } from '../common/actor.js';
import { AppError } from '../common/errors.js';
import {
  emptyPage,
  pageSize,
  pageWindow,
  type Page,
  type Total,
  type TwoWayPageArgs,
  withLazyTotal,
} from '../common/paging.js';
import { NEWEST_FIRST, type ListOrder } from '../common/list-order.js';
import type { Partner } from '../partner/partner.entity.js';
import { PartnerStatus } from '../partner/partner.enums.js';
import { Wire } from './wire.entity.js';
import { WireStatus } from './wire.enums.js';
import type { MyWiresFilter, WireboardFilter } from './wire.inputs.js';
import { isOwnerOrAdmin } from './wire.policy.js';
import {
  BOARD_EXACT_LIMIT,
  boundedCount,
  circleCount,
  counterSql,
  countedWires,
  exactCount,
  readCounter,
} from './wire-counts.js';
import type { Circle } from './wire-geo.js';
import {
  assertFilter,
  filterSql,
  partnerKindsSql,
  partnerSql,
  wirePage,
  type ScalarSql,
  type WireSql,
} from './wire.sql.js';

const OPEN = `w.status = 'OPEN'`;

/** A board's conditions with the full-text search last, as `wirePage`'s sparse conditions. */
function boardSql(where: string[], params: unknown[], filter: WireboardFilter | null | undefined) {
  const dense = filterSql({ ...filter, text: null });
  const sparse = filterSql({ text: filter?.text });
  return {
    sql: {
      where: [...where, ...dense.where, ...sparse.where],
      params: [...params, ...dense.params, ...sparse.params],
    },
    sparse,
  };
}

/** Reading wires: one wire with its visibility rules, the boards and the owner's list. */
export class WireQueries {
  /** NOT_FOUND for an unknown id; a REMOVED wire only for its owner and admins. */
  async findVisible(actor: Actor, id: string): Promise<Wire> {
    const wire = await actor.em.findOne(Wire, { id });
    if (!wire || (wire.status === WireStatus.REMOVED && !isOwnerOrAdmin(actor.viewer, wire))) {
      throw new AppError('NOT_FOUND', 'This request does not exist or has been removed.');
    }
    return wire;
  }

  /** The wire, when the viewer owns it or is an admin: NOT_FOUND first, then FORBIDDEN. */
  async findOwned(actor: Actor, id: string): Promise<Wire> {
    const wire = await actor.em.findOne(Wire, { id });
    if (!wire) throw new AppError('NOT_FOUND', 'This request does not exist.');
    if (!isOwnerOrAdmin(actor.viewer, wire)) {
      throw new AppError('FORBIDDEN', 'Only the buyer who posted this request can do this.', {
        details: { reason: 'NOT_OWNER' },
      });
    }
    return wire;
  }

  /**
   * OPEN wires, newest first, filtered. Total: the counter's when only kinds narrow the board (read
   * in the page's own statement when `withTotal`, the total being asked for), else exact up to
   * BOARD_EXACT_LIMIT matches and the planner's estimate above.
   */
  wireboard(
    em: EntityManager,
    filter: WireboardFilter | null | undefined,
    first: number | null | undefined,
    after: string | null | undefined,
    withTotal = false,
  ): Promise<Page<Wire>> {
    assertFilter(filter);
    // only kinds narrow it: the counter has the total
    const counterKeepsIt =
      boardSql([], [], filter).sql.where.length === filterSql({ kinds: filter?.kinds }).where.length;
    return boardPage(
      em,
      { where: [OPEN], params: [] },
      filter,
      { first, after },
      counterKeepsIt ? { counter: counterSql([WireStatus.OPEN], filter?.kinds), withTotal } : {},
    );
  }

  /** The viewer's own wires, narrowed by `filter`, in `order` (newest first by default). */
  myWires(
    actor: Actor,
    paging: TwoWayPageArgs,
    filter?: MyWiresFilter | null,
    order?: ListOrder | null,
  ): Promise<Page<Wire>> {
    const viewer = requireViewer(actor);
    const where = ['w.owner_id = ?'];
    const params: unknown[] = [viewer.id];
    if (filter?.statuses?.length) {
      where.push(`w.status in (${filter.statuses.map(() => '?').join(', ')})`);
      params.push(...filter.statuses);
    }
    if (filter?.updatedSince) {
      where.push('w.updated_at >= ?::timestamptz');
      params.push(filter.updatedSince.toISOString());
    }
    // one owner's wires: the owner's index keeps this count small
    const total = (sql: WireSql) => exactCount(actor.em, sql);
    return wirePage(actor.em, { where, params }, pageWindow(paging), { total, order: order ?? NEWEST_FIRST });
  }

  /**
   * OPEN wires matching an APPROVED partner's categories and service area, and those it is invited
   * to (and `filter`, which narrows them as on the public board); an empty page for a
   * partner that is not approved (its status is visible through `myPartner`).
   */
  async partnerWireboard(
    em: EntityManager,
    partner: Partner | null,
    first?: number | null,
    after?: string | null,
    filter?: WireboardFilter | null,
    updatedSince?: Date | null,
  ): Promise<Page<Wire>> {
    pageSize(first);
    assertFilter(filter);
    if (!partner || partner.status !== PartnerStatus.APPROVED) return emptyPage();
    const partnerWhere = partnerSql(partner);
    const paging = { first, after };
    const since = sinceSql(updatedSince);
    const matching = await boardPage(
      em,
      {
        where: [OPEN, ...partnerWhere.where, ...since.where],
        params: [...partnerWhere.params, ...since.params],
      },
      filter,
      paging,
      { area: serviceArea(partner) },
    );
    // and the wires it is invited to beyond its matches (one statement on the invitations' index)
    const invited = await invitedPage(em, partner, filter, paging, since);
    return invited.edges.length ? mergePages(matching, invited, pageSize(first)) : matching;
  }

  /**
   * How many OPEN wires match the partner (the dashboard's figure): exact up to BOARD_EXACT_LIMIT,
   * the planner's estimate above, as the boards' totals (never a count of a whole service area).
   */
  countMatchingOpen(em: EntityManager, partner: Partner): Promise<Total> {
    const sql = partnerSql(partner);
    const { circle, rest } = serviceArea(partner);
    return circleCount(
      em,
      { where: [OPEN, ...sql.where], params: sql.params },
      rest,
      circle,
      BOARD_EXACT_LIMIT,
    );
  }

  /** From the maintained counter: no count over the wires. */
  countAllOpen(em: EntityManager): Promise<number> {
    return countedWires(em, [WireStatus.OPEN]);
  }
}

/**
 * The OPEN wires a partner is invited to that its own matches leave out (outside its categories
 * or service area), so the two pages never share a wire. Read through the invitations' (partner,
 * wire) index, then the wires' primary key: a partner has few invitations.
 */
/** `w.updated_at >= since`, when given (catching up on a board). */
function sinceSql(since: Date | null | undefined): WireSql {
  return since
    ? { where: ['w.updated_at >= ?::timestamptz'], params: [since.toISOString()] }
    : { where: [], params: [] };
}

function invitedPage(
  em: EntityManager,
  partner: Partner,
  filter: WireboardFilter | null | undefined,
  paging: { first: number | null | undefined; after: string | null | undefined },
  since: WireSql,
): Promise<Page<Wire>> {
  const area = partnerSql(partner);
  const base = {
    where: [
      OPEN,
      `w.id in (select i.wire_id from wire_invite i where i.partner_id = ?)`,
      `not (${area.where.join(' and ')})`,
      ...since.where,
    ],
    params: [partner.id, ...area.params, ...since.params],
  };
  const { sql, sparse } = boardSql(base.where, base.params, filter);
  return wirePage(em, sql, paging, { sparse, mayLag: true, total: (matching) => exactCount(em, matching) });
}

/**
 * Two newest-first pages read from the same cursor, over disjoint lists, as one page of `size`:
 * the newest of both; more follow when either list has more. The total is the sum of theirs.
 */
function mergePages(a: Page<Wire>, b: Page<Wire>, size: number): Page<Wire> {
  const all = [...a.edges, ...b.edges].sort(
    (x, y) => y.node.createdAt.getTime() - x.node.createdAt.getTime() || (y.node.id < x.node.id ? -1 : 1),
  );
  const edges = all.slice(0, size);
  const page = {
    edges,
    pageInfo: {
      hasNextPage: all.length > size || a.pageInfo.hasNextPage || b.pageInfo.hasNextPage,
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
  return withLazyTotal(page, async () => {
    const [an, ae, bn, be] = await Promise.all([
      a.totalCount,
      a.totalCountIsEstimate ?? false,
      b.totalCount,
      b.totalCountIsEstimate ?? false,
    ]);
    return { n: an + bn, estimate: ae || be };
  });
}

/** A partner's service area as a circle, and its board's other conditions (OPEN, its kinds). */
function serviceArea(partner: Partner): { circle: Circle; rest: WireSql } {
  const kinds = partnerKindsSql(partner);
  return {
    circle: { lat: partner.lat, lng: partner.lng, radiusKm: partner.radiusKm },
    rest: { where: [OPEN, ...kinds.where], params: kinds.params },
  };
}

type BoardOptions = {
  /** The total, when something keeps it: the counter's statement (`counterSql`). */
  counter?: ScalarSql;
  /** The total is asked for: `counter` is read with the page (`WirePageOptions.totalInPage`). */
  withTotal?: boolean;
  /** A partner's board: its service area (among `base`'s conditions) and `base` without it. */
  area?: { circle: Circle; rest: WireSql };
};

/**
 * A page of a board (the public one or a partner's): `base` narrowed by the board's filter, rows
 * from a read replica when there is one; a circle (the filter's or the service area) read through
 * its cells (wire-geo.ts). The total from `counted` when given, else exact up to
 * BOARD_EXACT_LIMIT matches and an estimate above (a circle's from its cells' statistics).
 */
function boardPage(
  em: EntityManager,
  base: WireSql,
  filter: WireboardFilter | null | undefined,
  paging: { first: number | null | undefined; after: string | null | undefined },
  { counter, withTotal = false, area }: BoardOptions = {},
): Promise<Page<Wire>> {
  const { sql, sparse } = boardSql(base.where, base.params, filter);
  const near = filter?.near;
  // the smaller circle has the fewer cells: it bounds the walk, the other is a condition
  const circle = near && (!area || near.radiusKm < area.circle.radiusKm) ? near : area?.circle;
  const circleTotal = (matching: WireSql, circle: Circle) => {
    const others = filterSql({ ...filter, near: null });
    const restBase = area?.rest ?? base;
    const rest = {
      where: [...restBase.where, ...others.where],
      params: [...restBase.params, ...others.params],
    };
    return circleCount(em, matching, rest, circle, BOARD_EXACT_LIMIT);
  };
  return wirePage(em, sql, paging, {
    sparse,
    circle,
    mayLag: true,
    totalInPage: withTotal ? counter : undefined,
    total: (matching) =>
      (counter && readCounter(em, counter)) ??
      (circle
        ? circleTotal(matching, circle)
        : boundedCount(em, matching, BOARD_EXACT_LIMIT, { planFirst: true })),
  });
}
