import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, RequestHandler, Response } from 'express';
import { stringify } from 'csv-stringify';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, type ErrorCode } from '../common/errors.js';
import type { Logger } from '../common/logger.js';
import { Role } from '../common/role.js';
import { signInRefusal } from './access-rules.js';
import { ApiTokenScope } from '../common/api-token-scope.js';
import type { Context } from '../common/context.js';
import { isoTime } from '../common/iso-time.js';

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

/** A query-string parameter given once (trimmed), or undefined; BAD_USER_INPUT when repeated. */
export function queryParam(req: Request, name: string): string | undefined {
  const value = req.query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new AppError('BAD_USER_INPUT', `Give ${name} once.`, { field: name });
  return value.trim();
}

/** One of `values`, named `given`; BAD_USER_INPUT at `field` otherwise. */
export function queryEnum<V extends string>(values: Record<string, V>, given: string, field: string): V {
  const value = Object.hasOwn(values, given) ? values[given] : undefined;
  if (!value) throw new AppError('BAD_USER_INPUT', `Unknown ${field}: ${given}.`, { field });
  return value;
}

/** A date parameter, or undefined; BAD_USER_INPUT when it is not a date. */
export function queryDate(req: Request, name: string): Date | undefined {
  const value = queryParam(req, name);
  if (value === undefined) return undefined;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime()))
    throw new AppError('BAD_USER_INPUT', 'Enter a valid date.', { field: name });
  return parsed;
}

export type AdminCsv<Row> = {
  /** What the export is of, in a refusal: "the request table". */
  what: string;
  /** The file's name before its date: `requests` → `requests-2026-12-02.csv`. */
  filename: string;
  /** The columns: header, then the row's key. */
  columns: readonly (readonly [string, string])[];
  /** The rows the request's query string asks for (BAD_USER_INPUT for a bad filter). */
  rows: (em: EntityManager, req: Request) => AsyncGenerator<Row>;
};

/**
 * `GET` of an admin table as UTF-8 CSV with a BOM (Excel reads the accents). Admins only (the
 * session cookie, or a token with READ): 401 signed out, 403 for others, 400 for a bad filter.
 * Streamed: keyset batches from the database through csv-stringify with back-pressure, so memory
 * stays flat whatever the count.
 */
export function adminCsvRoute<Row>(
  csv: AdminCsv<Row>,
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
        refuse(res, 403, 'FORBIDDEN', `Only admins can export ${csv.what}.`);
        return;
      }
      // an export reads what the admin table reads: a token needs READ
      if (context.token && !context.token.scopes.includes(ApiTokenScope.READ)) {
        refuse(res, 403, 'FORBIDDEN', 'This API token needs the READ scope to export.');
        return;
      }
      const rows = csv.rows(context.actor.em, req);
      // the first batch is read before answering, so a bad filter still gets a 400
      const first = await rows.next();
      const day = new Date().toISOString().slice(0, 10);
      res.status(200);
      res.setHeader('content-type', 'text/csv; charset=utf-8');
      res.setHeader('content-disposition', `attachment; filename="${csv.filename}-${day}.csv"`);
      res.setHeader('cache-control', 'no-store');
      async function* all(): AsyncGenerator<Row> {
        if (first.done) return;
        yield first.value;
        yield* rows;
      }
      await pipeline(
        Readable.from(all()),
        stringify({
          bom: true,
          header: true,
          columns: csv.columns.map(([header, key]) => ({ header, key })),
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
