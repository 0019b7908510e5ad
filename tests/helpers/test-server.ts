import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadConfig, type Config } from '../../server/src/common/config.js';
import { logger } from '../../server/src/common/logger.js';
import { boot, type BootedApp } from '../../server/src/app/boot.js';
import { GRAPHQL_PATH } from '../../server/src/platform/http/graphql-http.js';
import { createDatabase, dropDatabase } from './database.js';
import { startSmtpCapture } from './smtp.js';

export type TestServer = {
  app: BootedApp;
  url: string;
  graphqlUrl: string;
  wsUrl: string;
  databaseUrl: string;
  config: Config;
  em: () => EntityManager;
  stop: () => Promise<void>;
};

/**
 * A real server on a free port, in this process, on a fresh copy of the migrated template
 * database. `env` overrides configuration as the environment would.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: {
    /** Boot on this (already migrated) database instead of a fresh copy; `stop` then leaves it. */
    databaseUrl?: string;
    /** Called with every SQL statement the server's ORM runs. */
    onQuery?: (sql: string) => void;
  } = {},
): Promise<TestServer> {
  const databaseUrl =
    options.databaseUrl ??
    (await createDatabase(
      inject('templateDatabaseUrl'),
      'bw_test',
      new URL(inject('templateDatabaseUrl')).pathname.slice(1),
    ));
  const saved = { ...process.env };
  Object.assign(process.env, {
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    SEED: 'false',
    // stop at once when nothing is in flight (the drain itself is tested on a real process)
    SHUTDOWN_DELAY_MS: '0',
    DATABASE_URL: databaseUrl,
    // every test caller comes from 127.0.0.1: one client to the per-client limits, which
    // fairness.test.ts sets for itself
    COST_BUDGET_BURST: '1000000000',
    CLIENT_MAX_RUNNING: '1000',
    // an operation costs its estimate, whatever a busy machine's statements take (fairness.test.ts
    // charges database time for itself)
    COST_PER_DATABASE_MS: '0',
    ...env,
  });
  let config: Config;
  try {
    config = loadConfig();
  } finally {
    process.env = saved;
  }
  const app = await boot(config, logger, { migrate: false, onQuery: options.onQuery });
  const url = app.server.url;
  return {
    app,
    url,
    graphqlUrl: `${url}${GRAPHQL_PATH}`,
    wsUrl: `${url.replace('http', 'ws')}${GRAPHQL_PATH}`,
    databaseUrl,
    config,
    em: () => app.orm.em.fork() as EntityManager,
    stop: async () => {
      await app.stop();
      if (!options.databaseUrl) await dropDatabase(databaseUrl).catch(() => {});
    },
  };
}

/**
 * The test file's server: started (`startTestServer(env, options)`) before the file's own
 * `beforeAll` hooks that come after this call, stopped after its tests. Its fields are read from
 * the started server, so it is used as one (`server.url`, `new GqlClient(server)`) inside hooks and
 * tests, never at the file's top level.
 */
export function useTestServer(
  env?: Record<string, string>,
  options?: Parameters<typeof startTestServer>[1],
): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(env, options);
  });
  afterAll(async () => {
    await started?.stop();
  });
  return lateBound(() => started);
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

/**
 * `useTestServer` sending its mail to an SMTP capture started before it (`SMTP_URL` is set):
 * both to be read in a hook or a test.
 */
export function useServerWithMail(env: Record<string, string> = {}): {
  server: TestServer;
  smtp: SmtpCapture;
} {
  let smtp: SmtpCapture | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await startTestServer({ ...env, SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });
  return { server: lateBound(() => server), smtp: lateBound(() => smtp) };
}

/** A stand-in for what a beforeAll hook starts, passing every read on to it once it has. */
function lateBound<T extends object>(started: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_target, field) {
      const value = started();
      if (!value) throw new Error('started in beforeAll: read it in a hook or a test');
      return Reflect.get(value, field) as unknown;
    },
  });
}

/**
 * Resolves once no job of `task` is waiting or running on `server`'s queue: the barrier after which
 * what such a job did not do (a mail not sent), it never will.
 */
export async function jobsSettled(server: TestServer, task = 'notify_mail'): Promise<void> {
  const em = server.em();
  await expect
    .poll(
      async () =>
        (
          await em.execute<{ n: number }[]>(
            `select count(*)::int as n from graphile_worker.jobs where task_identifier = ?`,
            [task],
          )
        )[0]!.n,
      { timeout: 20_000, interval: 50 },
    )
    .toBe(0);
}
