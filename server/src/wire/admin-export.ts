import type { Request, RequestHandler, Response } from 'express';
import type { Context } from '../common/context.js';
import { adminCsvRoute, queryDate, queryEnum, queryParam } from '../auth/admin-csv-route.js';
import {
  AdminWireSort,
  SortDirection,
  type AdminWiresFilter,
  type AdminWiresOrder,
} from './admin-wires.inputs.js';
import type { AdminWireQueries, AdminWireRow } from './admin-wires.queries.js';
import { WireKind, WireStatus } from './wire.enums.js';

/** Where the request table's CSV export is served. */
export const ADMIN_WIRES_CSV_PATH = '/api/admin/wires.csv';

const COLUMNS = [
  ['id', 'id'],
  ['title', 'title'],
  ['kind', 'kind'],
  ['status', 'status'],
  ['owner', 'owner_email'],
  ['created', 'created_at'],
  ['needed_by', 'needed_by'],
  ['budget_min', 'budget_min'],
  ['budget_max', 'budget_max'],
  ['currency', 'currency'],
  ['responses', 'response_count'],
  ['location', 'location_label'],
  ['description', 'description'],
] as const;

/**
 * The table's filter and order from the query string, named as in `adminWires`: `statuses`
 * (comma-separated), `kind`, `createdFrom`, `createdTo`, `text`, `owner`, `sort`, `direction`.
 */
export function exportQuery(req: Request): { filter: AdminWiresFilter; orderBy: AdminWiresOrder } {
  const statuses = queryParam(req, 'statuses');
  const kind = queryParam(req, 'kind');
  const filter: AdminWiresFilter = {
    statuses:
      statuses === undefined ? null : statuses.split(',').map((s) => queryEnum(WireStatus, s, 'statuses')),
    kind: kind === undefined ? null : queryEnum(WireKind, kind, 'kind'),
    createdFrom: queryDate(req, 'createdFrom') ?? null,
    createdTo: queryDate(req, 'createdTo') ?? null,
    text: queryParam(req, 'text') ?? null,
    owner: queryParam(req, 'owner') ?? null,
  };
  const orderBy: AdminWiresOrder = {
    field: queryEnum(AdminWireSort, queryParam(req, 'sort') ?? AdminWireSort.CREATED, 'orderBy'),
    direction: queryEnum(SortDirection, queryParam(req, 'direction') ?? SortDirection.DESC, 'orderBy'),
  };
  return { filter, orderBy };
}

/**
 * `GET /api/admin/wires.csv?…`: every wire matching the request table's filter, in its order (see
 * `adminCsvRoute` for who may and how it streams).
 */
export function adminWiresCsv(
  admin: AdminWireQueries,
  viewerOf: (req: Request, res: Response) => Promise<Context>,
): RequestHandler {
  return adminCsvRoute<AdminWireRow>(
    {
      what: 'the request table',
      filename: 'requests',
      columns: COLUMNS,
      rows: (em, req) => {
        const { filter, orderBy } = exportQuery(req);
        return admin.rows(em, filter, orderBy);
      },
    },
    viewerOf,
  );
}
