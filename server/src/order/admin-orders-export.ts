import type { Request, RequestHandler, Response } from 'express';
import type { Context } from '../common/context.js';
import { AppError } from '../common/errors.js';
import { SortDirection } from '../common/list-order.js';
import { adminCsvRoute, queryDate, queryEnum, queryParam } from '../auth/admin-csv-route.js';
import { WireKind } from '../wire/wire.enums.js';
import { OrderStatus } from './order.enums.js';
import { ORDER_LIMITS, OrderSort, type OrdersFilter, type OrdersOrder } from './order.inputs.js';
import type { OrderQueries } from './order.queries.js';

/** Where the admin orders table's CSV export is served. */
export const ADMIN_ORDERS_CSV_PATH = '/api/admin/orders.csv';

const COLUMNS = [
  ['number', 'number'],
  ['id', 'id'],
  ['status', 'status'],
  ['kind', 'kind'],
  ['created', 'createdAt'],
  ['buyer', 'buyerEmail'],
  ['partner', 'partnerName'],
  ['partner_email', 'partnerEmail'],
  ['currency', 'currency'],
  ['subtotal', 'subtotal'],
  ['vat', 'vat'],
  ['total', 'total'],
  ['delivery', 'deliveryLabel'],
  ['delivery_date', 'deliveryDate'],
] as const;

/**
 * The table's filter and order from the query string, named as in `adminOrders`: `statuses`
 * (comma-separated), `kind`, `createdFrom`, `createdTo`, `text`, `sort`, `direction`.
 */
export function ordersExportQuery(req: Request): { filter: OrdersFilter; orderBy: OrdersOrder } {
  const statuses = queryParam(req, 'statuses');
  const kind = queryParam(req, 'kind');
  const text = queryParam(req, 'text') ?? null;
  if (text && text.length > ORDER_LIMITS.text)
    throw new AppError('BAD_USER_INPUT', `At most ${ORDER_LIMITS.text} characters.`, { field: 'text' });
  return {
    filter: {
      statuses:
        statuses === undefined ? null : statuses.split(',').map((s) => queryEnum(OrderStatus, s, 'statuses')),
      kind: kind === undefined ? null : queryEnum(WireKind, kind, 'kind'),
      createdFrom: queryDate(req, 'createdFrom') ?? null,
      createdTo: queryDate(req, 'createdTo') ?? null,
      text,
    },
    orderBy: {
      field: queryEnum(OrderSort, queryParam(req, 'sort') ?? OrderSort.CREATED, 'orderBy'),
      direction: queryEnum(SortDirection, queryParam(req, 'direction') ?? SortDirection.DESC, 'orderBy'),
    },
  };
}

/** `GET /api/admin/orders.csv?…`: every order matching the admin table's filter, in its order. */
export function adminOrdersCsv(
  queries: OrderQueries,
  viewerOf: (req: Request, res: Response) => Promise<Context>,
): RequestHandler {
  return adminCsvRoute(
    {
      what: 'the orders table',
      filename: 'orders',
      columns: COLUMNS,
      rows: (em, req) => {
        const { filter, orderBy } = ordersExportQuery(req);
        return queries.rows(em, filter, orderBy);
      },
    },
    viewerOf,
  );
}
