import { AsyncLocalStorage } from 'node:async_hooks';
import { pino } from 'pino';

/** The request being served, so every log line written on its behalf carries its id. */
export const requestScope = new AsyncLocalStorage<{ reqId: string }>();

/** The process logger; inside a request each line gets `reqId` from `requestScope`. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
  base: { pid: process.pid },
  redact: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'],
  mixin: () => requestScope.getStore() ?? {},
});

export type Logger = typeof logger;
