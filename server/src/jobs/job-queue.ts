import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import {
  Logger as WorkerLogger,
  run,
  runMigrations,
  type JobHelpers,
  type LogLevel,
  type Runner,
  type TaskList,
} from 'graphile-worker';
import type { Logger } from '../common/logger.js';
import type { Tx } from '../common/unit-of-work.js';

/** When and how a job runs; every field optional. */
export type JobOptions = {
  /** Not before this time (a retry's back-off). */
  runAt?: Date;
  /** How many times the queue runs a job that throws (default 5; each retry waits longer). */
  maxAttempts?: number;
  /** A job waiting under the same key is replaced, so one thing is never queued twice. */
  jobKey?: string;
};

export type JobHandler = (payload: unknown, helpers: JobHelpers) => Promise<void>;

/** The SQL of one job, for a transaction (MikroORM placeholders). */
const ADD_JOB = `select graphile_worker.add_job(?::text, ?::json, run_at := ?::timestamptz, max_attempts := ?::int, job_key := ?::text)`;

function jobArgs(name: string, payload: unknown, options: JobOptions): unknown[] {
  return [
    name,
    JSON.stringify(payload ?? {}),
    (options.runAt ?? new Date()).toISOString(),
    options.maxAttempts ?? 5,
    options.jobKey ?? null,
  ];
}

/** graphile-worker's log lines through the app's logger (its info is our debug: it is chatty). */
function workerLogger(log: Logger): WorkerLogger {
  return new WorkerLogger((scope) => (level: LogLevel, message: string, meta?: unknown) => {
    const fields = { jobs: scope, ...(meta && typeof meta === 'object' ? meta : {}) };
    if (level === 'error') log.error(fields, message);
    else if (level === 'warning') log.warn(fields, message);
    else log.debug(fields, message);
  });
}

/**
 * The app's one durable job queue (graphile-worker, in PostgreSQL): mail, webhook deliveries and
 * the periodic clean-ups. A job is queued in the transaction of the change it follows (both are
 * kept or neither), runs in any process (each runs a worker), is retried with back-off when it
 * throws, and survives restarts. Tasks are defined before `start`.
 */
export class JobQueue {
  private readonly tasks: TaskList = {};
  private readonly crontab: string[] = [];
  private runner: Runner | null = null;
  private readonly pool: pg.Pool;

  constructor(
    databaseUrl: string,
    private readonly log: Logger,
    private readonly options: { concurrency: number; pollIntervalMs: number },
  ) {
    this.pool = guardedPool(databaseUrl, options.concurrency + 2, log);
  }

  /** What a job named `name` does; a handler that throws is run again later. */
  define(name: string, handler: JobHandler): void {
    if (this.tasks[name]) throw new Error(`the job ${name} is defined twice`);
    this.tasks[name] = (payload, helpers) => handler(payload, helpers);
  }

  /** Runs the job `name` on a cron schedule (`*\/10 * * * *`), once per tick across all processes. */
  schedule(cron: string, name: string): void {
    this.crontab.push(`${cron} ${name}`);
  }

  /** Queues a job with the transaction's change: it exists only if the change commits. */
  add(tx: Tx, name: string, payload: unknown, options: JobOptions = {}): void {
    tx.beforeCommit((em) => this.addWith(em, name, payload, options));
  }

  /** Queues a job in the transaction of `em` (a job's own follow-up). */
  async addWith(em: EntityManager, name: string, payload: unknown, options: JobOptions = {}): Promise<void> {
    await em.execute(ADD_JOB, jobArgs(name, payload, options));
  }

  /** Queues many jobs of one kind in the transaction of `em`, in one statement. */
  async addManyWith(
    em: EntityManager,
    name: string,
    payloads: unknown[],
    options: JobOptions = {},
  ): Promise<void> {
    if (payloads.length === 0) return;
    const specs = payloads.map((payload) => ({
      identifier: name,
      payload: payload ?? {},
      run_at: (options.runAt ?? new Date()).toISOString(),
      max_attempts: options.maxAttempts ?? 5,
      job_key: options.jobKey ?? null,
    }));
    await em.execute(
      `select 1 from graphile_worker.add_jobs(array(select json_populate_recordset(null::graphile_worker.job_spec, ?::json)))`,
      [JSON.stringify(specs)],
    );
  }

  /** Queues a job now, outside any transaction (after a change already committed). */
  async addNow(name: string, payload: unknown, options: JobOptions = {}): Promise<void> {
    let index = 0;
    const sql = ADD_JOB.replace(/\?/g, () => `$${++index}`);
    await this.pool.query(sql, jobArgs(name, payload, options));
  }

  /** Starts this process's worker (after `define`/`schedule`). */
  async start(): Promise<void> {
    if (this.runner) return;
    this.runner = await run({
      pgPool: this.pool,
      taskList: this.tasks,
      crontab: this.crontab.join('\n'),
      concurrency: this.options.concurrency,
      pollInterval: this.options.pollIntervalMs,
      noHandleSignals: true,
      logger: workerLogger(this.log),
    });
  }

  /** Lets running jobs finish (a job cut short runs again elsewhere), then closes the pool. */
  async stop(): Promise<void> {
    const runner = this.runner;
    this.runner = null;
    await runner?.stop().catch((error: unknown) => this.log.warn({ err: error }, 'job queue stop failed'));
    await this.pool.end().catch(() => {});
  }
}

/** A pool whose idle and checked-out connections report their errors instead of crashing the process. */
function guardedPool(databaseUrl: string, max: number, log?: Logger): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max });
  const report = (error: Error) => log?.warn({ err: error }, 'job queue connection failed');
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
  return pool;
}

/** Creates or updates the queue's own tables (schema `graphile_worker`); run with the app's migrations. */
export async function migrateJobQueue(databaseUrl: string, log?: Logger): Promise<void> {
  const pool = guardedPool(databaseUrl, 1, log);
  try {
    await runMigrations({
      pgPool: pool,
      logger: log ? workerLogger(log) : new WorkerLogger(() => () => {}),
    });
  } finally {
    await pool.end();
  }
}
