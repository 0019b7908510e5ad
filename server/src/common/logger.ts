import { AsyncLocalStorage } from 'node:async_hooks';
import { pino } from 'pino';

/** What the database did for one operation: its statements' time, summed (ms), and their count. */
export type StatementMeter = { ms: number; statements: number };

/**
 * The request being served, so every log line written on its behalf carries its id; `statements`
 * meters the database work of the operation it runs (db/orm.ts adds to it, the limits charge it).
 */
export const requestScope = new AsyncLocalStorage<{ reqId: string; statements?: StatementMeter }>();

/** Adds one statement that took `ms` to the meter of the operation being served, if any. */
export function meterStatement(ms: number): void {
  const meter = requestScope.getStore()?.statements;
  if (!meter) return;
  meter.ms += ms;
  meter.statements++;
}

type SerializedError = Record<string, unknown> & { message?: string; stack?: string; cause?: unknown };

/**
 * A database error names its statement and values (user data) in its message, stack and detail:
 * only the driver's reason and SQLSTATE are logged (MikroORM's message is `<sql> - <reason>`).
 */
function withoutSql(error: SerializedError): SerializedError {
  const out: SerializedError = { ...error };
  if (typeof out.sqlState === 'string' || (typeof out.code === 'string' && /^[0-9A-Z]{5}$/.test(out.code))) {
    const reason = (out.message ?? '').split(' - ').at(-1) ?? '';
    out.message = reason;
    if (typeof out.stack === 'string')
      out.stack = [
        `${String(out.type ?? 'Error')}: ${reason}`,
        ...out.stack.split('\n').filter((l) => /^\s+at /.test(l)),
      ].join('\n');
    for (const key of [
      'detail',
      'where',
      'query',
      'sql',
      'params',
      'parameters',
      'sqlMessage',
      'internalQuery',
    ])
      delete out[key];
  }
  if (out.cause && typeof out.cause === 'object') out.cause = withoutSql(out.cause as SerializedError);
  return out;
}

/** pino's error serializer, without SQL text or values. */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  return withoutSql(pino.stdSerializers.err(error) as unknown as SerializedError);
}

/** The process logger; inside a request each line gets `reqId` from `requestScope`. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
  base: { pid: process.pid },
  redact: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'],
  mixin: () => {
    const scope = requestScope.getStore();
    return scope ? { reqId: scope.reqId } : {};
  },
  serializers: { err: serializeError },
});

export type Logger = typeof logger;
