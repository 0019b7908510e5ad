import { HeaderMap } from '@apollo/server';
import {
  execute,
  GraphQLError,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
  type OperationTypeNode,
  type ValidationRule,
} from 'graphql';
import type { SubscribePayload } from 'graphql-ws';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import type { Actor } from '../../common/actor.js';
import type { Config } from '../../common/config.js';
import type { Context } from '../../common/context.js';
import { requestScope, type StatementMeter } from '../../common/logger.js';
import { ClientBusyError, ClientGate, clientKeyOf, CostBudget } from './client-limits.js';
import { operationCost, operationShapeRule } from './query-measures.js';
import { cachedParse, cachedValidate } from '../realtime/ws-documents.js';
import { operationOf } from '../graphql/operation-of.js';
import { refuseVariables } from '../graphql/variable-values.js';
import type { RequestPlugin } from '../http/plugin-group.js';

/**
 * How a request's client is told apart before its body is read: its address, and whether it
 * carries a credential (a session cookie or a Bearer token: app/context.ts knows which).
 */
export type RequestCaller = {
  ipOf: (req: IncomingMessage) => string | null;
  hasCredential: (req: IncomingMessage) => boolean;
};

/** A request with this header set to `include` gets its cost and its client's budget in `extensions.cost`. */
export const COST_HEADER = 'buildwire-cost';

/**
 * The one set of limits on GraphQL operations, applied alike over HTTP (Apollo: `parseOptions`,
 * `validationRules`, `plugin`) and WebSocket (`webSocket(schema)`):
 * - shape, before anything runs: tokens (graphql-js `maxTokens` while parsing), depth, aliases and
 *   directives (one validation rule, fragments expanded);
 * - cost, from the actual variables and their defaults (and the prices domains declare for what
 *   their filters make PostgreSQL do): above `maxQueryCost` it is refused, below it is taken from
 *   the client's budget (`CostBudget`); after it ran, its statements' time (`StatementMeter`,
 *   `perDatabaseMs` a millisecond) is its actual cost, and what that exceeds the estimate by is
 *   taken too, so an under-priced query drains its own client's budget and nobody else's;
 * - concurrency: at most a few operations of one client run at once, and at most a few heavy
 *   ones (cost from `heavyQueries.cost`, estimated or as last measured for the same document) of
 *   all clients, so cheap reads keep a share of the database pool (`ClientGate`).
 */
export class OperationLimits {
  readonly parseOptions: { maxTokens: number };
  readonly validationRules: ValidationRule[];
  readonly budget: CostBudget;
  readonly gate: ClientGate;
  /** The heavy operations of every client: one queue, under the key `HEAVY`. */
  readonly heavy: ClientGate;
  private readonly maxCost: number;
  private readonly heavyCost: number;
  private readonly perDatabaseMs: number;
  /** Each document's last actual cost, by operation name: the heavy gate admits by it too. */
  private readonly measured = new WeakMap<DocumentNode, Map<string, number>>();

  constructor(config: Config) {
    this.parseOptions = { maxTokens: config.maxQueryTokens };
    this.validationRules = [
      operationShapeRule({
        depth: config.maxQueryDepth,
        aliases: config.maxQueryAliases,
        directives: config.maxQueryDirectives,
      }),
    ];
    this.maxCost = config.maxQueryCost;
    this.budget = new CostBudget(config.costBudget.burst, config.costBudget.perMinute);
    this.gate = new ClientGate(config.clientConcurrency);
    this.heavy = new ClientGate(config.heavyQueries);
    this.heavyCost = config.heavyQueries.cost;
    this.perDatabaseMs = config.costBudget.perDatabaseMs;
  }

  /** The cost to gate an operation by: its estimate, or what it last cost when that was more. */
  expected(document: DocumentNode, operationName: string | null | undefined, estimate: number): number {
    return Math.max(estimate, this.measured.get(document)?.get(operationName ?? '') ?? 0);
  }

  /**
   * After an operation ran: its actual cost (at least the estimate; more when its statements took
   * longer than that pays for), the excess taken from the client's budget, and kept for the gate.
   */
  settle(
    key: string,
    document: DocumentNode,
    operationName: string | null | undefined,
    estimate: number,
    meter: StatementMeter,
  ): number {
    const actual = Math.max(estimate, Math.ceil(meter.ms * this.perDatabaseMs) + meter.statements);
    this.budget.charge(key, actual - estimate);
    let byName = this.measured.get(document);
    if (!byName) this.measured.set(document, (byName = new Map()));
    byName.set(operationName ?? '', actual);
    return actual;
  }

  /**
   * Prices an operation and takes its cost from the client's budget: the cost, or a refusal when
   * it may not run.
   */
  admit(
    schema: GraphQLSchema,
    document: DocumentNode,
    operationName: string | null | undefined,
    variables: Record<string, unknown>,
    actor: Pick<Actor, 'viewer' | 'ip'>,
  ): number | Refusal {
    const cost = operationCost(schema, document, operationName, variables);
    if (cost > this.maxCost) {
      return new Refusal(
        'GRAPHQL_VALIDATION_FAILED',
        `This query costs ${cost}; the limit is ${this.maxCost}. Ask for fewer items.`,
        400,
      );
    }
    const taken = this.budget.take(clientKeyOf(actor), cost);
    if (!taken.ok) return spentBudget(taken.retryAfterSeconds);
    return cost;
  }

  /**
   * Waits for a place among the client's running operations, and for a heavy one among all
   * clients' heavy ones; `release` them when done.
   */
  async enter(actor: Pick<Actor, 'viewer' | 'ip'>, cost: number): Promise<{ release: () => void } | Refusal> {
    try {
      const leaveClient = await this.gate.enter(clientKeyOf(actor));
      if (cost < this.heavyCost) return { release: leaveClient };
      const leaveHeavy = await this.heavy.enter(HEAVY).catch((error: unknown) => {
        leaveClient();
        throw error;
      });
      return {
        release: () => {
          leaveHeavy();
          leaveClient();
        },
      };
    } catch (error) {
      if (!(error instanceof ClientBusyError)) throw error;
      // told to wait a second: a client that loops on the refusal gets it cheaply until then
      this.budget.holdOff(clientKeyOf(actor), 1);
      return new Refusal('TOO_MANY_REQUESTS', error.message, 429, 1);
    }
  }

  /**
   * Express, before the body is read: an anonymous client told to wait (Retry-After) is refused
   * until then without parsing, pricing or database work, and the refusal is sent after a pause
   * (up to a second, for at most `MAX_HELD` requests at once), so a client that ignores
   * Retry-After cannot loop on it. Requests with a session are left to `plugin` (their account
   * is known only from the database).
   */
  refuseWaitingClients(caller: RequestCaller): RequestHandler {
    let held = 0;
    return (req, res, next) => {
      const seconds = this.waitingFor(req, caller);
      if (!seconds) return next();
      const refusal = spentBudget(seconds);
      const send = () =>
        res
          .status(refusal.status)
          .set('retry-after', String(seconds))
          .json({ errors: [refusal.forWebSocket().toJSON()] });
      if (held >= MAX_HELD) return void send();
      held++;
      setTimeout(
        () => {
          held--;
          if (!res.destroyed) send();
        },
        Math.min(1000, seconds * 1000),
      );
    };
  }

  /**
   * Seconds an anonymous request's client was told to wait (0: none, or a request with a
   * session, whose account only the database knows): `refuseWaitingClients` refuses it.
   */
  waitingFor(req: IncomingMessage, caller: RequestCaller): number {
    if (caller.hasCredential(req)) return 0;
    return this.budget.refusedFor(clientKeyOf({ viewer: null, ip: caller.ipOf(req) }));
  }

  /**
   * A heavy query reads in one read-only transaction, so its statements run one at a time on one
   * connection instead of all its aliases at once on many; returns how to end it.
   */
  async pin(actor: Actor, cost: number, kind: OperationTypeNode | undefined): Promise<() => Promise<void>> {
    if (cost < this.heavyCost || kind !== 'query') return async () => {};
    const em = actor.em;
    await em.begin({ readOnly: true });
    return () => em.rollback().catch(() => {});
  }

  /** Apollo Server: cost, budget and the client's place, once the operation is known. */
  plugin(): RequestPlugin<Context> {
    return {
      requestDidStart: () => {
        let release: (() => void) | undefined;
        let unpin: (() => Promise<void>) | undefined;
        let priced: { key: string; cost: number; actual?: number } | undefined;
        let metered: { document: DocumentNode; meter: StatementMeter } | undefined;
        return {
          didResolveOperation: async ({ request, document, operation, schema, contextValue }) => {
            const actor = contextValue.actor;
            const cost = this.admit(schema, document, request.operationName, request.variables ?? {}, actor);
            priced = { key: clientKeyOf(actor), cost: cost instanceof Refusal ? 0 : cost };
            if (cost instanceof Refusal) throw cost.forHttp();
            if (operation?.operation === 'subscription') return;
            const expected = this.expected(document, request.operationName, cost);
            const entered = await this.enter(actor, expected);
            if (entered instanceof Refusal) throw entered.forHttp();
            release = entered.release;
            unpin = await this.pin(actor, expected, operation?.operation);
            // the statements from here on are this operation's (the request's scope is its own)
            const scope = requestScope.getStore();
            if (scope) metered = { document, meter: (scope.statements = { ms: 0, statements: 0 }) };
          },
          willSendResponse: async ({ request, response, contextValue }) => {
            await unpin?.();
            release?.();
            // the client's budget after this request, on every answer (one that never got as far
            // as pricing, refused by parsing or validation, cost nothing)
            priced ??= contextValue?.actor ? { key: clientKeyOf(contextValue.actor), cost: 0 } : undefined;
            if (!priced) return;
            if (metered)
              priced.actual = this.settle(
                priced.key,
                metered.document,
                request.operationName,
                priced.cost,
                metered.meter,
              );
            const budget = this.budget.status(priced.key);
            const headers = response.http.headers;
            headers.set('ratelimit-limit', String(budget.limit));
            headers.set('ratelimit-remaining', String(budget.remaining));
            headers.set('ratelimit-reset', String(budget.resetSeconds));
            headers.set(
              'ratelimit-policy',
              `${budget.limit};w=${Math.round(budget.limit / budget.restorePerSecond)}`,
            );
            if (request.http?.headers.get(COST_HEADER) === 'include' && response.body.kind === 'single') {
              response.body.singleResult.extensions = {
                ...response.body.singleResult.extensions,
                cost: {
                  requestedQueryCost: priced.cost,
                  ...(priced.actual !== undefined ? { actualQueryCost: priced.actual } : {}),
                  maximumQueryCost: this.maxCost,
                  throttleStatus: {
                    maximumAvailable: budget.limit,
                    currentlyAvailable: budget.remaining,
                    restoreRate: budget.restorePerSecond,
                  },
                },
              };
            }
          },
        };
      },
    };
  }

  /**
   * The WebSocket transport: `parse` with the same token and shape limits (cached per distinct
   * operation text, `ws-documents.ts`), `admit` for them, the schema's rules, the variables'
   * coercion (`refuseVariables`), cost and budget (it needs the variables), and `execute` holding the client's place while a query or mutation runs.
   */
  webSocket(schema: GraphQLSchema) {
    const parse = cachedParse(this.parseOptions);
    const validate = cachedValidate(this.validationRules);
    return {
      parse,
      /** Before an operation runs: errors to answer with, or nothing to go on. */
      admit: (connection: Context | undefined, payload: SubscribePayload): readonly GraphQLError[] | void => {
        let document: DocumentNode;
        try {
          document = parse(payload.query);
        } catch (error) {
          const message = error instanceof Error ? error.message : 'The query could not be parsed.';
          return [new GraphQLError(message, { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })];
        }
        const invalid = validate(schema, document);
        if (invalid.length)
          return invalid.map((error) =>
            error.extensions.code
              ? error
              : new GraphQLError(error.message, {
                  nodes: error.nodes,
                  extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
                }),
          );
        // variables that do not fit: BAD_USER_INPUT at their paths, as over HTTP (variable-values.ts)
        const operation = operationOf(document, payload.operationName);
        const refused = operation && refuseVariables(schema, document, operation, payload.variables ?? {});
        if (refused) return refused;
        const actor = connection?.actor ?? { viewer: null, ip: null };
        const cost = this.admit(schema, document, payload.operationName, payload.variables ?? {}, actor);
        if (cost instanceof Refusal) return [cost.forWebSocket()];
      },
      execute: async (args: ExecutionArgs) => {
        const { schema, document, operationName, variableValues } = args;
        const cost = operationCost(schema, document, operationName, variableValues ?? {});
        const expected = this.expected(document, operationName, cost);
        const actor = (args.contextValue as Context).actor;
        const entered = await this.enter(actor, expected);
        if (entered instanceof Refusal) return { errors: [entered.forWebSocket()] };
        let unpin: (() => Promise<void>) | undefined;
        const meter: StatementMeter = { ms: 0, statements: 0 };
        try {
          unpin = await this.pin(actor, expected, operationOf(document, operationName)?.operation);
          const scope = { reqId: requestScope.getStore()?.reqId ?? 'ws', statements: meter };
          return await requestScope.run(scope, () => execute(args));
        } finally {
          await unpin?.();
          entered.release();
          this.settle(clientKeyOf(actor), document, operationName, cost, meter);
        }
      },
    };
  }
}

/** Why an operation may not run, as an HTTP status (+ Retry-After) or a WebSocket error. */
export class Refusal {
  constructor(
    readonly code: 'GRAPHQL_VALIDATION_FAILED' | 'TOO_MANY_REQUESTS',
    readonly message: string,
    readonly status: number,
    readonly retryAfterSeconds?: number,
  ) {}

  private get extensions() {
    return {
      code: this.code,
      ...(this.retryAfterSeconds ? { retryAfter: this.retryAfterSeconds } : {}),
    };
  }

  forHttp(): GraphQLError {
    const headers = new HeaderMap();
    if (this.retryAfterSeconds) headers.set('retry-after', String(this.retryAfterSeconds));
    return new GraphQLError(this.message, {
      extensions: { ...this.extensions, http: { status: this.status, headers } },
    });
  }

  forWebSocket(): GraphQLError {
    return new GraphQLError(this.message, { extensions: this.extensions });
  }
}

const HEAVY = 'heavy';
/** Refusals held back at once by `refuseWaitingClients`; more are sent at once. */
const MAX_HELD = 1000;

const spentBudget = (seconds: number) =>
  new Refusal(
    'TOO_MANY_REQUESTS',
    `This client has asked for too much at once; try again in ${seconds} s.`,
    429,
    seconds,
  );
