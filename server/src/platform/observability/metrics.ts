import { timingSafeEqual } from 'node:crypto';
import type { BaseContext } from '@apollo/server';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../../common/config.js';
import type { EventBus } from '../../events/event-bus.js';
import { clusterMetrics, isClusterWorker, shareMetricsWithPrimary } from './cluster-metrics.js';
import type { FanOutTiming } from '../realtime/ws-frames.js';
import type { RequestPlugin } from '../http/plugin-group.js';
import { GRAPHQL_PATH } from '../http/graphql-http.js';

/** Where Prometheus scrapes. */
export const METRICS_PATH = '/metrics';

export type Transport = 'http' | 'ws';

/** At most this many distinct operation names are labelled; the rest count as "other". */
const MAX_OPERATION_NAMES = 300;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** The knex/tarn pool under MikroORM, as far as /metrics reads it. */
type Pool = { numUsed(): number; numFree(): number; numPendingAcquires(): number };

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The process's Prometheus metrics: HTTP requests and GraphQL operations with latency
 * histograms by operation name, errors by code, rate-limit refusals, open websockets and
 * subscriptions, bus events, and the database pool. One registry per server (tests run several
 * in one process), so nothing is global.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly names = new Set<string>();

  private readonly httpRequests = new Counter({
    name: 'buildwire_http_requests_total',
    help: 'HTTP requests answered, by method, route group and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly httpSeconds = new Histogram({
    name: 'buildwire_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route group.',
    labelNames: ['method', 'route'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });
  private readonly operations = new Counter({
    name: 'buildwire_graphql_operations_total',
    help: 'GraphQL operations run, by operation name, type and transport.',
    labelNames: ['operation', 'type', 'transport'] as const,
    registers: [this.registry],
  });
  private readonly operationSeconds = new Histogram({
    name: 'buildwire_graphql_operation_duration_seconds',
    help: 'Time to answer a GraphQL query or mutation over HTTP, by operation name and type.',
    labelNames: ['operation', 'type'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });
  private readonly errors = new Counter({
    name: 'buildwire_graphql_errors_total',
    help: 'GraphQL errors answered, by code (SPEC §6) and transport.',
    labelNames: ['code', 'transport'] as const,
    registers: [this.registry],
  });
  private readonly refusals = new Counter({
    name: 'buildwire_rate_limit_refusals_total',
    help: 'Requests and operations refused by a rate limit or budget (TOO_MANY_REQUESTS), by transport.',
    labelNames: ['transport'] as const,
    registers: [this.registry],
  });

  private readonly livePayloads = new Counter({
    name: 'buildwire_live_payload_runs_total',
    help: 'Live event payloads executed: one per group of subscribers it is the same for, not one per subscriber.',
    registers: [this.registry],
  });

  private readonly behind = new Counter({
    name: 'buildwire_ws_too_far_behind_total',
    help: 'Websockets closed (1013) for holding more unsent frames than WS_MAX_BUFFERED_BYTES.',
    registers: [this.registry],
  });

  /** What the websocket endpoint reports (set once it starts). */
  private sockets: () => { open: number; operations: number } = () => ({ open: 0, operations: 0 });
  /** The latest live event's delivery on this process's websockets (ws-frames.ts). */
  private fanOut: () => FanOutTiming | null = () => null;

  constructor(bus: EventBus, pool: () => Pool | undefined) {
    collectDefaultMetrics({ register: this.registry, prefix: 'buildwire_' });
    if (isClusterWorker()) shareMetricsWithPrimary(this.registry);
    // summed over a cluster's workers (WORKERS=N): how many processes answered this scrape
    new Gauge({
      name: 'buildwire_processes',
      help: 'Server processes whose figures this answer sums (1, or WORKERS under node:cluster).',
      registers: [this.registry],
      aggregator: 'sum',
    }).set(1);
    const socketGauge = (
      name: string,
      help: string,
      read: (s: { open: number; operations: number }) => number,
    ) => {
      const gauge: Gauge = new Gauge({
        name,
        help,
        registers: [this.registry],
        collect: () => gauge.set(read(this.sockets())),
      });
    };
    socketGauge('buildwire_websockets_open', 'WebSockets open on this process.', (s) => s.open);
    socketGauge(
      'buildwire_subscriptions_active',
      'GraphQL operations running on this process’s websockets (live subscriptions, mostly).',
      (s) => s.operations,
    );
    const lastFanOut = (name: string, help: string, read: (f: FanOutTiming) => number) => {
      const gauge: Gauge = new Gauge({
        name,
        help,
        registers: [this.registry],
        collect: () => {
          const last = this.fanOut();
          if (last) gauge.set(read(last));
        },
      });
    };
    lastFanOut(
      'buildwire_live_event_fanout_seconds',
      'The latest live event: from its arrival in this process to its last frame handed to a websocket.',
      (f) => (f.lastFrameAt - f.arrivedAt) / 1000,
    );
    lastFanOut(
      'buildwire_live_event_frames',
      'The latest live event: frames written to websockets.',
      (f) => f.frames,
    );
    const byTopic = (name: string, help: string, counts: Map<string, number>) =>
      new Counter({
        name,
        help,
        labelNames: ['topic'] as const,
        registers: [this.registry],
        collect() {
          this.reset();
          for (const [topic, count] of counts) this.inc({ topic }, count);
        },
      });
    byTopic('buildwire_events_published_total', 'Events this process wrote to the outbox.', bus.counts.sent);
    byTopic(
      'buildwire_events_delivered_total',
      'Events this process delivered from the outbox to its subscriptions.',
      bus.counts.received,
    );
    new Counter({
      name: 'buildwire_events_failed_total',
      help: 'Events this process could not write to the outbox (the database was unreachable).',
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc(bus.counts.failed);
      },
    });
    new Gauge({
      name: 'buildwire_event_outbox_lag',
      help: 'Events committed to the outbox that this process has not delivered yet.',
      registers: [this.registry],
      async collect() {
        // the database unreachable: no sample rather than a failed scrape
        this.set(await bus.lag().catch(() => Number.NaN));
      },
    });
    new Counter({
      name: 'buildwire_event_outbox_resets_total',
      help: 'Times this process missed pruned outbox events and ended every live stream.',
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc(bus.counts.resets);
      },
    });
    const poolGauge = (name: string, help: string, read: (p: Pool) => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          const current = pool();
          if (current) this.set(read(current));
        },
      });
    poolGauge('buildwire_db_pool_in_use', 'Database connections in use.', (p) => p.numUsed());
    poolGauge('buildwire_db_pool_idle', 'Database connections open and idle.', (p) => p.numFree());
    poolGauge('buildwire_db_pool_waiting', 'Requests waiting for a database connection.', (p) =>
      p.numPendingAcquires(),
    );
  }

  /** Where the open websockets and their running operations are read from. */
  watchSockets(read: () => { open: number; operations: number }): void {
    this.sockets = read;
  }

  /** A live event's payload ran (for however many subscribers share it). */
  livePayloadRun(): void {
    this.livePayloads.inc();
  }

  /** A websocket closed for being too far behind its events. */
  tooFarBehind(): void {
    this.behind.inc();
  }

  /** Where the latest live event's delivery is read from. */
  watchFanOut(read: () => FanOutTiming | null): void {
    this.fanOut = read;
  }

  /** An operation name as a label: a client may send any name, so few and well-formed ones only. */
  private operationLabel(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    if (!OPERATION_NAME.test(name)) return 'other';
    if (this.names.has(name)) return name;
    if (this.names.size >= MAX_OPERATION_NAMES) return 'other';
    this.names.add(name);
    return name;
  }

  /** Counts every HTTP answer by route group, with its time. */
  http(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      const stop = this.httpSeconds.startTimer();
      res.on('finish', () => {
        // originalUrl: a mounted router (`/graphql`) shortens req.path while it runs
        // (a request served ahead of express, graphql-lean.ts, has only its url)
        const route = routeGroup((req.originalUrl ?? req.url).split('?')[0] ?? '/');
        stop({ method: req.method, route });
        this.httpRequests.inc({ method: req.method, route, status: String(res.statusCode) });
        if (res.statusCode === 429) this.refusals.inc({ transport: 'http' });
      });
      next();
    };
  }

  /** Counts GraphQL operations over HTTP with their time, and their errors by code. */
  apolloPlugin(): RequestPlugin<BaseContext> {
    return {
      requestDidStart: () => {
        const started = process.hrtime.bigint();
        return {
          willSendResponse: ({ operation, operationName, response }) => {
            const labels = {
              operation: this.operationLabel(operationName),
              type: operation?.operation ?? 'unknown',
            };
            this.operations.inc({ ...labels, transport: 'http' });
            this.operationSeconds.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
            // the errors as answered: formatted, each with its code
            if (response.body.kind === 'single')
              this.countErrors(response.body.singleResult.errors ?? [], 'http');
          },
        };
      },
    };
  }

  /** A GraphQL operation started over a websocket. */
  wsOperation(operationName: string | null | undefined, type: string): void {
    this.operations.inc({ operation: this.operationLabel(operationName), type, transport: 'ws' });
  }

  /** Errors answered (over either transport), by their code. */
  countErrors(errors: readonly { extensions?: Record<string, unknown> }[], transport: Transport): void {
    for (const error of errors) {
      const code =
        typeof error.extensions?.code === 'string' ? error.extensions.code : 'INTERNAL_SERVER_ERROR';
      this.errors.inc({ code, transport });
      // an HTTP refusal is counted from its 429 status
      if (code === 'TOO_MANY_REQUESTS' && transport === 'ws') this.refusals.inc({ transport });
    }
  }

  /**
   * `/metrics`: with a token configured, only for `Authorization: Bearer <token>`; without one,
   * open outside production and not there (404) in production.
   */
  handler(config: Pick<Config, 'isProduction' | 'metricsToken'>): RequestHandler {
    return async (req: Request, res: Response) => {
      if (config.metricsToken) {
        const given = Buffer.from(/^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '');
        const expected = Buffer.from(config.metricsToken);
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
          res.status(401).setHeader('WWW-Authenticate', 'Bearer').type('text/plain').send('Unauthorized');
          return;
        }
      } else if (config.isProduction) {
        res.status(404).type('text/plain').send('Not Found');
        return;
      }
      res.setHeader('Cache-Control', 'no-store');
      if (isClusterWorker()) {
        // WORKERS=N: the whole machine's figures, summed over the workers by the primary
        const { text, contentType } = await clusterMetrics();
        res.type(contentType).send(text);
        return;
      }
      res.type(this.registry.contentType).send(await this.registry.metrics());
    };
  }
}

/** The database pool under MikroORM (knex's tarn pool), once it exists. */
export function knexPool(services: { orm: { em: { getConnection(): unknown } } }): Pool | undefined {
  const connection = services.orm.em.getConnection() as { getKnex?: () => { client?: { pool?: Pool } } };
  return connection.getKnex?.().client?.pool ?? undefined;
}

/** A request's path as a few groups (never the raw path: ids would make a label per wire). */
export function routeGroup(path: string): string {
  if (path === GRAPHQL_PATH || path === `${GRAPHQL_PATH}/`) return GRAPHQL_PATH;
  if (path.startsWith('/assets/')) return 'assets';
  if (path.startsWith('/files/') || path.startsWith('/api/files')) return 'files';
  if (path.startsWith('/api/')) return 'api';
  if (path.startsWith('/auth/')) return 'auth';
  if (path === '/healthz' || path === '/readyz' || path === METRICS_PATH) return path;
  return 'page';
}
