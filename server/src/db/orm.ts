import path from 'node:path';
import {
  DefaultLogger,
  MikroORM,
  type EntityClass,
  type LogContext,
  type Options,
} from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import pg from 'pg';
import { repoRoot } from '../common/config.js';
import { meterStatement, type Logger } from '../common/logger.js';
import { migrateJobQueue } from '../jobs/job-queue.js';

/** Compiled migrations (from `/migrations/*.ts`, built by `migrations/tsconfig.json`). */
export const MIGRATIONS_DIST = path.join(repoRoot, 'server/dist/migrations');
export const MIGRATIONS_SRC = path.join(repoRoot, 'migrations');

export type OrmOptions = {
  clientUrl: string;
  /** Read replicas: only statements run through `executeMayLag` go there (read-replica.ts). */
  replicaUrls?: string[];
  /** Every entity of the app (the composition root lists them). */
  entities: EntityClass<object>[];
  logger?: Logger;
  /** Called with every SQL statement; tests count statements per request with it. */
  onQuery?: (sql: string) => void;
  poolMax?: number;
  /** PostgreSQL `statement_timeout` of every pooled connection (0: none; default 30 s). */
  statementTimeoutMs?: number;
  /** Read migrations from the TypeScript sources (only `migration:create` wants that). */
  preferTs?: boolean;
};

export function ormConfig(options: OrmOptions): Options {
  return {
    clientUrl: options.clientUrl,
    replicas: (options.replicaUrls ?? []).map((clientUrl, i) => ({ name: `replica-${i + 1}`, clientUrl })),
    preferReadReplicas: false,
    entities: options.entities,
    extensions: [Migrator],
    forceUtcTimezone: true,
    // MikroORM guesses TypeScript under vitest; migrations always run compiled
    preferTs: options.preferTs ?? false,
    allowGlobalContext: false,
    debug: options.onQuery ? ['query'] : false,
    logger: (message) => {
      if (options.onQuery) options.onQuery(message);
      else options.logger?.debug({ orm: true }, message);
    },
    loggerFactory: (loggerOptions) => new MeteringLogger(loggerOptions),
    pool: { min: 0, max: options.poolMax ?? 10, acquireTimeoutMillis: 5000 },
    driverOptions: {
      connection: { connectionTimeoutMillis: 5000, statement_timeout: options.statementTimeoutMs ?? 30000 },
    },
    migrations: {
      path: MIGRATIONS_DIST,
      pathTs: MIGRATIONS_SRC,
      glob: '!(*.d).{js,ts}',
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      dropTables: false,
      snapshot: false,
      emit: 'ts',
    },
  };
}

/**
 * MikroORM's logger, also adding each statement's time to the operation being served
 * (`meterStatement`): what an operation made PostgreSQL do is charged to its client.
 */
class MeteringLogger extends DefaultLogger {
  override logQuery(context: { query: string } & LogContext): void {
    if (context.took !== undefined) meterStatement(context.took);
    super.logQuery(context);
  }
}

export function initOrm(options: OrmOptions): Promise<MikroORM> {
  return MikroORM.init(ormConfig(options));
}

/** The `pg_advisory_lock` key every process takes around migrations ('bwmigrat' as 8 bytes). */
export const MIGRATION_LOCK_KEY = '7095260037420048756';

/**
 * Applies every pending migration; returns the names applied. Processes starting together take
 * turns: a session-level advisory lock on a dedicated connection is held around the migrator,
 * so the second waits, then finds nothing pending (the lock ends with its connection, even if
 * the process dies).
 */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const lock = new pg.Client({ connectionString: orm.config.get('clientUrl') });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    // all in one transaction that lifts the pool's statement_timeout: a long migration is never cut
    const connection = orm.em.getConnection();
    const applied = await connection.transactional(async (trx) => {
      await connection.execute('set local statement_timeout = 0', [], 'run', trx);
      return orm.getMigrator().up({ transaction: trx });
    });
    // the job queue's own tables, kept by graphile-worker (its migrations take their own lock)
    await migrateJobQueue(orm.config.get('clientUrl')!);
    return applied.map((m) => m.name);
  } finally {
    await lock.end();
  }
}
