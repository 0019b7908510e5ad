import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer, type Actor } from '../common/actor.js';
import { AppError } from '../common/errors.js';
import { isUuid } from '../common/ids.js';
import { emptyPage, pageSize, pageWindow, type Page, type TwoWayPageArgs } from '../common/paging.js';
import { NEWEST_FIRST, type ListOrder } from '../common/list-order.js';
import type { Partner } from '../partner/partner.entity.js';
import { PartnerStatus } from '../partner/partner.enums.js';
import { Wire } from './wire.entity.js';
import { WireStatus } from './wire.enums.js';
import type { MyWiresFilter, WireboardFilter } from './wire.inputs.js';
import { isOwnerOrAdmin } from './wire.policy.js';
import { assertFilter, countOpen, filterSql, partnerSql, wirePage } from './wire.sql.js';

/** Reading wires: one wire with its visibility rules, the boards and the owner's list. */
export class WireQueries {
  /** NOT_FOUND for an unknown id; a REMOVED wire only for its owner and admins. */
  async findVisible(actor: Actor, id: string): Promise<Wire> {
    const wire = isUuid(id) ? await actor.em.findOne(Wire, { id }) : null;
    if (!wire || (wire.status === WireStatus.REMOVED && !isOwnerOrAdmin(actor.viewer, wire))) {
      throw new AppError('NOT_FOUND', 'This request does not exist or has been removed.');
    }
    return wire;
  }

  /** The wire, when the viewer owns it or is an admin: NOT_FOUND first, then FORBIDDEN. */
  async findOwned(actor: Actor, id: string): Promise<Wire> {
    const wire = isUuid(id) ? await actor.em.findOne(Wire, { id }) : null;
    if (!wire) throw new AppError('NOT_FOUND', 'This request does not exist.');
    if (!isOwnerOrAdmin(actor.viewer, wire)) {
      throw new AppError('FORBIDDEN', 'Only the buyer who posted this request can do this.');
    }
    return wire;
  }

  /** OPEN wires, newest first, filtered. */
  wireboard(
    em: EntityManager,
    filter: WireboardFilter | null | undefined,
    first: number | null | undefined,
    after: string | null | undefined,
  ): Promise<Page<Wire>> {
    assertFilter(filter);
    const sql = filterSql(filter);
    return wirePage(em, { where: [`w.status = 'OPEN'`, ...sql.where], params: sql.params }, { first, after });
  }

  /** The viewer's own wires, every status, newest first. */
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
    return wirePage(actor.em, { where, params }, pageWindow(paging), order ?? NEWEST_FIRST);
  }

  /**
   * OPEN wires matching an APPROVED partner's categories and service area (and `filter`, which
   * narrows them as on the public board); an empty page for a
   * partner that is not approved (its status is visible through `myPartner`).
   */
  async partnerWireboard(
    em: EntityManager,
    partner: Partner | null,
    first?: number | null,
    after?: string | null,
    filter?: WireboardFilter | null,
  ): Promise<Page<Wire>> {
    pageSize(first);
    assertFilter(filter);
    if (!partner || partner.status !== PartnerStatus.APPROVED) return emptyPage();
    const sql = partnerSql(partner);
    const narrowed = filterSql(filter);
    return wirePage(
      em,
      {
        where: [`w.status = 'OPEN'`, ...sql.where, ...narrowed.where],
        params: [...sql.params, ...narrowed.params],
      },
      { first, after },
    );
  }

  countMatchingOpen(em: EntityManager, partner: Partner): Promise<number> {
    return countOpen(em, partnerSql(partner));
  }

  countAllOpen(em: EntityManager): Promise<number> {
    return em.count(Wire, { status: WireStatus.OPEN });
  }
}
