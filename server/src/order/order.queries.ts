import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../common/actor.js';
import { AppError } from '../common/errors.js';
import { isUuid } from '../common/ids.js';
import { fromCents } from '../common/money.js';
import { forwardPageInfo, pageSize, type Page } from '../common/paging.js';
import { SortDirection } from '../common/list-order.js';
import { Order } from './order.entity.js';
import { OrderStatus } from './order.enums.js';
import { OrderSort, type OrdersArgs, type OrdersFilter, type OrdersOrder } from './order.inputs.js';
import { seesOrder } from './order.policy.js';
import type { BuyerOrderFigures, PartnerOrderFigures } from './order.types.js';

/** Whose orders a list reads: a buyer's, a partner's, or (admins) everyone's. */
export type OrderScope = { buyerId: string } | { partnerId: string } | 'all';

/** Each sort's key on `wire_order o` and its cast for a cursor; ties by (created_at, id). */
const SORT_KEYS: Record<OrderSort, { expr: string; cast: string }> = {
  CREATED: { expr: 'o.created_at', cast: 'timestamptz' },
  UPDATED: { expr: 'o.updated_at', cast: 'timestamptz' },
  TOTAL: { expr: 'o.total', cast: 'numeric' },
  NUMBER: { expr: 'o.number', cast: 'text' },
  STATUS: { expr: 'o.status', cast: 'text' },
};

export const NEWEST_ORDERS: OrdersOrder = { field: OrderSort.CREATED, direction: SortDirection.DESC };

const OPEN = [OrderStatus.COMPLETED, OrderStatus.CANCELLED].map((status) => `'${status}'`).join(', ');

type Position = { key: string; created: string; id: string };

function encode(sort: OrdersOrder, row: Record<string, unknown>): string {
  return Buffer.from(
    JSON.stringify([`${sort.field}.${sort.direction}`, row.sort_key, row.created_key, row.id]),
  ).toString('base64url');
}

function decode(sort: OrdersOrder, after: string): Position {
  try {
    const [made, key, created, id] = JSON.parse(
      Buffer.from(after, 'base64url').toString('utf8'),
    ) as unknown[];
    if (
      made === `${sort.field}.${sort.direction}` &&
      typeof key === 'string' &&
      typeof created === 'string' &&
      typeof id === 'string' &&
      isUuid(id)
    )
      return { key, created, id };
  } catch {
    // falls through to the refusal
  }
  throw new AppError('BAD_USER_INPUT', 'This cursor is not valid for this sort order.', { field: 'after' });
}

/** The filter and scope as SQL conditions on `wire_order o` (joined to `wire w`). */
export function ordersWhere(scope: OrderScope, filter: OrdersFilter | null | undefined) {
  const where: string[] = ['true'];
  const params: unknown[] = [];
  if (scope !== 'all' && 'buyerId' in scope) {
    where.push('o.buyer_id = ?');
    params.push(scope.buyerId);
  } else if (scope !== 'all') {
    where.push('o.partner_id = ?');
    params.push(scope.partnerId);
  }
  if (filter?.statuses?.length) {
    where.push(`o.status in (${filter.statuses.map(() => '?').join(', ')})`);
    params.push(...filter.statuses);
  }
  if (filter?.kind) {
    where.push('o.kind = ?');
    params.push(filter.kind);
  }
  if (filter?.createdFrom) {
    where.push('o.created_at >= ?::timestamptz');
    params.push(filter.createdFrom.toISOString());
  }
  if (filter?.createdTo) {
    where.push('o.created_at < ?::timestamptz');
    params.push(filter.createdTo.toISOString());
  }
  if (filter?.createdFrom && filter.createdTo && filter.createdFrom > filter.createdTo)
    throw new AppError('BAD_USER_INPUT', 'The end date cannot be before the start date.', {
      field: 'createdTo',
    });
  const text = filter?.text?.trim();
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      `(o.number ilike ? or w.title ilike ? or o.partner_name ilike ? or o.partner_email ilike ? or o.buyer_email ilike ? or coalesce(o.buyer_name, '') ilike ?)`,
    );
    params.push(like, like, like, like, like, like);
  }
  return { where, params };
}

/** Orders: one by id for its parties and admins, lists, the rows of the CSV, and the dashboards' figures. */
export class OrderQueries {
  /** NOT_FOUND unless the viewer is a party to it or an admin. */
  async byId(actor: Actor, id: string): Promise<Order> {
    const order = await actor.em.findOne(Order, { id }, { populate: ['partner'] });
    if (
      !order ||
      !seesOrder(actor.viewer, { buyerId: order.buyer.id, partnerMemberId: order.partner.member.id })
    )
      throw new AppError('NOT_FOUND', 'No such order.');
    return order;
  }

  /** One page of `scope`'s orders matching `filter`, in `orderBy` (newest first by default). */
  async list(
    em: EntityManager,
    scope: OrderScope,
    { filter, orderBy, first, after }: OrdersArgs,
  ): Promise<Page<Order>> {
    const size = pageSize(first);
    const order = orderBy ?? NEWEST_ORDERS;
    const key = SORT_KEYS[order.field];
    const dir = order.direction === SortDirection.ASC ? 'asc' : 'desc';
    const { where, params } = ordersWhere(scope, filter);
    const page = [...where];
    const pageParams = [...params];
    if (after) {
      const at = decode(order, after);
      page.push(
        `(${key.expr}, o.created_at, o.id) ${dir === 'asc' ? '>' : '<'} (?::${key.cast}, ?::timestamptz, ?::uuid)`,
      );
      pageParams.push(at.key, at.created, at.id);
    }
    const from = `from wire_order o join wire w on w.id = o.wire_id`;
    const [rows, [count]] = await Promise.all([
      em.execute<Record<string, unknown>[]>(
        `select o.*, (${key.expr})::text as sort_key, o.created_at::text as created_key ${from}
         where ${page.join(' and ')} order by ${key.expr} ${dir}, o.created_at ${dir}, o.id ${dir} limit ?`,
        [...pageParams, size + 1],
      ),
      em.execute<{ n: number }[]>(`select count(*)::int as n ${from} where ${where.join(' and ')}`, params),
    ]);
    const edges = rows.slice(0, size).map((row) => {
      const { sort_key: _key, created_key: _created, ...columns } = row;
      return { cursor: encode(order, row), node: em.map(Order, columns) };
    });
    return { edges, pageInfo: forwardPageInfo(edges, rows.length > size), totalCount: count!.n };
  }

  /** Every order matching `filter`, in `orderBy`, in keyset batches (the admin CSV). */
  async *rows(
    em: EntityManager,
    filter: OrdersFilter | null | undefined,
    orderBy: OrdersOrder | null | undefined,
  ): AsyncGenerator<Order> {
    let after: string | null = null;
    for (;;) {
      const page: Page<Order> = await this.list(em, 'all', { filter, orderBy, first: 100, after });
      for (const edge of page.edges) yield edge.node;
      if (!page.pageInfo.hasNextPage) return;
      after = page.pageInfo.endCursor;
      em.clear();
    }
  }

  async partnerFigures(em: EntityManager, partnerId: string): Promise<PartnerOrderFigures> {
    const [[counts], months] = await Promise.all([
      em.execute<{ to_confirm: number; to_dispatch: number; awaiting: number; payments: number }[]>(
        `select
           count(*) filter (where o.status = 'PLACED')::int as to_confirm,
           count(*) filter (where o.status in ('CONFIRMED', 'DISPATCHED', 'RECEIVED') and exists (
             select 1 from wire_order_line l where l.order_id = o.id and l.quantity - l.dispatched + l.short + l.damaged > 0.0005
           ) or (o.status = 'CONFIRMED' and not exists (select 1 from wire_order_line l where l.order_id = o.id)
                 and not exists (select 1 from wire_order_shipment s where s.order_id = o.id)))::int as to_dispatch,
           count(*) filter (where o.status <> 'CANCELLED' and o.paid_cents < round(o.total * 100))::int as awaiting,
           (select count(*)::int from wire_order_payment p join wire_order po on po.id = p.order_id
              where po.partner_id = ? and p.status = 'RECORDED') as payments
         from wire_order o where o.partner_id = ?`,
        [partnerId, partnerId],
      ),
      em.execute<{ month: string; currency: string; value: string }[]>(
        `select to_char(date_trunc('month', o.completed_at at time zone 'UTC'), 'YYYY-MM') as month, o.currency,
                sum(o.total)::numeric(14,2)::text as value
         from wire_order o
         where o.partner_id = ? and o.status = 'COMPLETED' and o.completed_at >= date_trunc('month', now() at time zone 'UTC') - interval '11 months'
         group by 1, 2 order by 1, 2`,
        [partnerId],
      ),
    ]);
    return {
      toConfirm: counts!.to_confirm,
      toDispatch: counts!.to_dispatch,
      awaitingPayment: counts!.awaiting,
      paymentsToConfirm: counts!.payments,
      deliveredByMonth: months.map((row) => ({
        month: row.month,
        value: { amount: row.value, currency: row.currency },
      })),
    };
  }

  async buyerFigures(em: EntityManager, buyerId: string): Promise<BuyerOrderFigures> {
    const [[open], due] = await Promise.all([
      em.execute<{ n: number }[]>(
        `select count(*)::int as n from wire_order o where o.buyer_id = ? and o.status not in (${OPEN})`,
        [buyerId],
      ),
      em.execute<{ currency: string; cents: string }[]>(
        `select o.currency, sum(greatest(round(o.total * 100) - o.paid_cents, 0))::bigint::text as cents
         from wire_order o where o.buyer_id = ? and o.status <> 'CANCELLED'
         group by o.currency having sum(greatest(round(o.total * 100) - o.paid_cents, 0)) > 0 order by o.currency`,
        [buyerId],
      ),
    ]);
    return {
      open: open!.n,
      amountDue: due.map((row) => ({ amount: fromCents(BigInt(row.cents)), currency: row.currency })),
    };
  }
}
