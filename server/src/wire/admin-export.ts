import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, RequestHandler, Response } from 'express';
import { stringify } from 'csv-stringify';
import { AppError, type ErrorCode } from '../common/errors.js';
import type { Logger } from '../common/logger.js';
import { Role } from '../common/role.js';
import {
  AdminWireSort,
  SortDirection,
  type AdminWiresFilter,
  type AdminWiresOrder,
} from './admin-wires.inputs.js';
import type { AdminWireQueries, AdminWireRow } from './admin-wires.queries.js';
import { WireKind, WireStatus } from './wire.enums.js';
import { signInRefusal } from '../auth/access-rules.js';
import { ApiTokenScope } from '../common/api-token-scope.js';
import type { Context } from '../common/context.js';
import { isoTime } from '../common/iso-time.js';

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
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) gets a leading
 * single quote, as OWASP's CSV-injection advice asks.
 */
export function excelSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function refuse(res: Response, status: number, code: ErrorCode, message: string, field?: string): void {
  res
    .status(status)
    .type('application/json')
    .send(JSON.stringify({ errors: [{ message, extensions: { code, ...(field ? { field } : {}) } }] }));
}

function one(req: Request, name: string): string | undefined {
  const value = req.query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new AppError('BAD_USER_INPUT', `Give ${name} once.`, { field: name });
  return value.trim();
}

function oneOf<V extends string>(values: Record<string, V>, given: string, field: string): V {
  const value = Object.hasOwn(values, given) ? values[given] : undefined;
  if (!value) throw new AppError('BAD_USER_INPUT', `Unknown ${field}: ${given}.`, { field });
  return value;
}

function date(req: Request, name: string): Date | undefined {
  const value = one(req, name);
  if (value === undefined) return undefined;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime()))
    throw new AppError('BAD_USER_INPUT', 'Enter a valid date.', { field: name });
  return parsed;
}

/**
 * The table's filter and order from the query string, named as in `adminWires`: `statuses`
 * (comma-separated), `kind`, `createdFrom`, `createdTo`, `text`, `owner`, `sort`, `direction`.
 */
export function exportQuery(req: Request): { filter: AdminWiresFilter; orderBy: AdminWiresOrder } {
  const statuses = one(req, 'statuses');
  const kind = one(req, 'kind');
  const filter: AdminWiresFilter = {
    statuses:
      statuses === undefined ? null : statuses.split(',').map((s) => oneOf(WireStatus, s, 'statuses')),
    kind: kind === undefined ? null : oneOf(WireKind, kind, 'kind'),
    createdFrom: date(req, 'createdFrom') ?? null,
    createdTo: date(req, 'createdTo') ?? null,
    text: one(req, 'text') ?? null,
    owner: one(req, 'owner') ?? null,
  };
  const orderBy: AdminWiresOrder = {
    field: oneOf(AdminWireSort, one(req, 'sort') ?? AdminWireSort.CREATED, 'orderBy'),
    direction: oneOf(SortDirection, one(req, 'direction') ?? SortDirection.DESC, 'orderBy'),
  };
  return { filter, orderBy };
}

/**
 * `GET /api/admin/wires.csv?…`: every wire matching the request table's filter, in its order, as
 * UTF-8 CSV with a BOM (Excel reads the accents). Admins only (the session cookie): 401 signed
 * out, 403 for others. Streamed: keyset batches from the database through csv-stringify with
 * back-pressure, so memory stays flat whatever the count.
 */
export function adminWiresCsv(
  admin: AdminWireQueries,
  /** The request's context, as /graphql builds it (app/context.ts). */
  viewerOf: (req: Request, res: Response) => Promise<Context>,
): RequestHandler {
  return async (req, res, next) => {
    const log = (req as Request & { log: Logger }).log;
    try {
      const context = await viewerOf(req, res);
      const viewer = context.actor.viewer;
      if (!viewer) {
        const refusal = signInRefusal(context.authError, 'Sign in as an admin to export.');
        refuse(res, 401, refusal.code, refusal.message);
        return;
      }
      if (viewer.role !== Role.ADMIN) {
        refuse(res, 403, 'FORBIDDEN', 'Only admins can export the request table.');
        return;
      }
      // an export reads what adminWires reads: a token needs READ
      if (context.token && !context.token.scopes.includes(ApiTokenScope.READ)) {
        refuse(res, 403, 'FORBIDDEN', 'This API token needs the READ scope to export.');
        return;
      }
      const { filter, orderBy } = exportQuery(req);
      const rows = admin.rows(context.actor.em, filter, orderBy);
      // the first batch is read before answering, so a bad filter still gets a 400
      const first = await rows.next();
      const day = new Date().toISOString().slice(0, 10);
      res.status(200);
      res.setHeader('content-type', 'text/csv; charset=utf-8');
      res.setHeader('content-disposition', `attachment; filename="requests-${day}.csv"`);
      res.setHeader('cache-control', 'no-store');
      async function* all(): AsyncGenerator<AdminWireRow> {
        if (first.done) return;
        yield first.value;
        yield* rows;
      }
      await pipeline(
        Readable.from(all()),
        stringify({
          bom: true,
          header: true,
          columns: COLUMNS.map(([header, key]) => ({ header, key })),
          cast: {
            string: excelSafe,
            date: (value) => isoTime(value),
            number: (value) => String(value),
          },
        }),
        res,
      );
    } catch (error) {
      if (res.headersSent) {
        log.warn({ err: error }, 'CSV export stopped (the client left, or the database failed)');
        res.destroy();
      } else if (error instanceof AppError && error.code === 'BAD_USER_INPUT') {
        refuse(res, 400, error.code, error.message, error.field ?? undefined);
      } else next(error);
    }
  };
}
