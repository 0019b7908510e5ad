import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { Migration } from '@mikro-orm/migrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ClientBusyError,
  ClientGate,
  clientKeyOf,
  CostBudget,
} from '../../server/src/platform/limits/client-limits.js';
import { ENTITIES } from '../../server/src/app/entities.js';
import { migrate, ormConfig } from '../../server/src/db/orm.js';
import { GqlClient, quickAs } from '../helpers/clients.js';
import {
  codeOf,
  fromOtherIp,
  heldBehindLock,
  overHttp,
  overWs,
  readsWaiting,
  whileWireLocked,
  type Answer,
} from '../helpers/limits.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/** 30 aliases of marketStats: cost 60, one computation. */
const COST_60 = `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: marketStats { openWires }`).join(' ')} }`;
const BOARD = '{ wireboard(first: 1) { totalCount } }';

describe('a cost budget per client', () => {
  let server: TestServer;
  beforeAll(async () => {
    // 100 at most, refilled by 1 a minute: spent within this test, whatever the machine's speed
    server = await startTestServer({ COST_BUDGET_BURST: '100', COST_BUDGET_PER_MINUTE: '1' });
  });
  afterAll(() => server?.stop());

  it('refuses a client that spent it with 429 and Retry-After, on both transports; others go on', async () => {
    const anonymous = new GqlClient(server);
    expect(codeOf(await overHttp(anonymous, COST_60))).toBeUndefined();
    const refused = await overHttp(anonymous, COST_60);
    expect(refused.status).toBe(429);
    expect(codeOf(refused)).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(refused.errors?.[0]?.extensions?.retryAfter).toBe(Number(refused.retryAfter));
    // told to wait, it is refused the same way before its request is even read
    const again = await overHttp(anonymous, '{ passwordPolicy { minLength } }');
    expect([again.status, codeOf(again), again.errors?.[0]?.message]).toEqual([
      429,
      'TOO_MANY_REQUESTS',
      refused.errors?.[0]?.message,
    ]);
    // the same client (its IP) over WebSocket
    const overSocket = await overWs(anonymous, COST_60);
    expect(codeOf(overSocket)).toBe('TOO_MANY_REQUESTS');
    expect(overSocket.errors?.[0]?.extensions?.retryAfter).toBeGreaterThanOrEqual(1);
    // another IP, and a signed-in account on the same IP, have budgets of their own
    const other = await fromOtherIp(server, COST_60);
    expect([other.status, codeOf(other)]).toEqual([200, undefined]);
    const member = await quickAs(server, 'member');
    expect(codeOf(await overHttp(member, COST_60))).toBeUndefined();
    expect(codeOf(await overWs(member, '{ me { id } }'))).toBeUndefined();
  });
});

describe('a statement timeout', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ STATEMENT_TIMEOUT_MS: '200' });
  });
  afterAll(() => server?.stop());

  it('is set on the server’s connections', async () => {
    const [row] = await server
      .em()
      .getConnection()
      .execute<{ statement_timeout: string }[]>('show statement_timeout');
    expect(row?.statement_timeout).toBe('200ms');
  });

  it('stops a statement that waits too long, answering UNAVAILABLE with a clear message', async () => {
    const answer = await whileWireLocked(server, () => overHttp(new GqlClient(server), BOARD));
    expect(codeOf(answer)).toBe('UNAVAILABLE');
    expect(answer.errors?.[0]?.message).toMatch(/took too long/);
  });

  it('does not apply to migrations', async () => {
    class SlowMigration extends Migration {
      override async up(): Promise<void> {
        this.addSql('select pg_sleep(0.5)'); // longer than the pool's 200 ms
      }
    }
    const base = ormConfig({ clientUrl: server.databaseUrl, entities: ENTITIES, statementTimeoutMs: 200 });
    const orm = await MikroORM.init({
      ...base,
      migrations: { ...base.migrations, migrationsList: [{ name: 'SlowMigration', class: SlowMigration }] },
    });
    try {
      expect(await migrate(orm)).toEqual(['SlowMigration']);
    } finally {
      await orm.close(true);
    }
  });
});

describe('a cap on the operations one client runs at once', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      CLIENT_MAX_RUNNING: '1',
      CLIENT_MAX_QUEUED: '0',
      STATEMENT_TIMEOUT_MS: '0',
    });
  });
  afterAll(() => server?.stop());

  it('refuses a client’s operation past the cap with 429 while other clients go on', async () => {
    let first: Promise<Answer> | undefined;
    await whileWireLocked(server, async () => {
      const anonymous = new GqlClient(server);
      first = overHttp(anonymous, BOARD);
      // the first read holds the client's one place while it waits for the lock
      await readsWaiting(server, 1, true);
      const refused = await overHttp(anonymous, '{ passwordPolicy { minLength } }');
      expect([refused.status, codeOf(refused), refused.retryAfter]).toEqual([429, 'TOO_MANY_REQUESTS', '1']);
      expect(codeOf(await overWs(anonymous, '{ passwordPolicy { minLength } }'))).toBe('TOO_MANY_REQUESTS');
      // other clients are not held up
      const member = await quickAs(server, 'member');
      expect(codeOf(await overHttp(member, '{ me { id } }'))).toBeUndefined();
      expect(codeOf(await fromOtherIp(server, '{ passwordPolicy { minLength } }'))).toBeUndefined();
    });
    const answered = await first;
    expect(answered?.errors).toBeUndefined();
    expect(answered?.data).toEqual({ wireboard: { totalCount: 0 } });
    // its place is free again once the second it was told to wait has passed (until then its
    // requests are refused before any work is spent on them)
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(codeOf(await overHttp(new GqlClient(server), '{ passwordPolicy { minLength } }'))).toBeUndefined();
  });
});

describe('heavy operations of all clients', () => {
  let server: TestServer;
  const statements: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(
      {
        HEAVY_QUERY_COST: '100',
        HEAVY_QUERIES_RUNNING: '1',
        HEAVY_QUERIES_QUEUED: '0',
        STATEMENT_TIMEOUT_MS: '0',
      },
      { onQuery: (sql) => statements.push(sql) },
    );
  });
  afterAll(() => server?.stop());

  /** Two aliased pages of 20: cost 2 × (1 + 20 × 3) = 122. */
  const HEAVY = '{ a: wireboard { edges { node { id } } } b: wireboard { edges { node { id } } } }';

  it('run one at a time, each reading on one connection, while light operations go on', async () => {
    statements.length = 0;
    await new GqlClient(server).ok(HEAVY);
    // its two page reads (no count: totalCount is not asked) between one read-only transaction's
    // start and end: one connection
    const start = statements.findIndex((sql) => /start transaction read only/.test(sql));
    const end = statements.findLastIndex((sql) => /rollback/.test(sql));
    const reads = statements.flatMap((sql, i) => (/from wire w/.test(sql) ? [i] : []));
    expect(reads).toHaveLength(2);
    expect(reads.every((i) => start >= 0 && start < i && i < end)).toBe(true);

    let first: Promise<Answer> | undefined;
    await whileWireLocked(server, async () => {
      first = overHttp(await quickAs(server, 'member'), HEAVY);
      // one connection: its other reads wait behind the first, not beside it
      await readsWaiting(server, 1);
      const other = await quickAs(server, 'member');
      const refused = await overHttp(other, HEAVY);
      expect([refused.status, codeOf(refused)]).toEqual([429, 'TOO_MANY_REQUESTS']);
      expect(codeOf(await overHttp(other, '{ me { id } }'))).toBeUndefined();
    });
    expect((await first)?.errors).toBeUndefined();
  });
});

describe("an operation's actual cost", () => {
  let server: TestServer;
  beforeAll(async () => {
    // a millisecond of statements costs 1,000: a read held 50 ms behind a lock costs 50,000 at least
    server = await startTestServer({
      COST_BUDGET_BURST: '10000',
      COST_BUDGET_PER_MINUTE: '1',
      COST_PER_DATABASE_MS: '1000',
      STATEMENT_TIMEOUT_MS: '0',
    });
  });
  afterAll(() => server?.stop());

  const CHEAP = '{ wireboard(first: 1) { edges { node { id } } } }';

  it('is taken from its own client after it ran, shown beside the estimate; other clients go on', async () => {
    // the read has waited at least 60 ms once the lock goes
    const answer = await heldBehindLock(
      server,
      () => fromOtherIp(server, CHEAP, { 'buildwire-cost': 'include' }),
      60,
    );
    expect(answer.errors).toBeUndefined();
    const cost = answer.extensions!.cost!;
    expect(cost.requestedQueryCost).toBeLessThan(10);
    expect(cost.actualQueryCost).toBeGreaterThanOrEqual(50_000);
    expect(cost.throttleStatus).toMatchObject({ currentlyAvailable: 0 });
    // that client owes more than its whole budget: refused on both transports until it is repaid
    const next = await fromOtherIp(server, CHEAP);
    expect([next.status, codeOf(next)]).toEqual([429, 'TOO_MANY_REQUESTS']);
    // another address has a budget of its own
    const other = await new GqlClient(server).request(CHEAP);
    expect([other.status, other.errors]).toEqual([200, undefined]);
  });

  it('is metered over the WebSocket too', async () => {
    const member = await quickAs(server, 'member');
    expect((await heldBehindLock(server, () => overWs(member, CHEAP), 60)).errors).toBeUndefined();
    const next = await overHttp(member, CHEAP);
    expect([next.status, codeOf(next)]).toEqual([429, 'TOO_MANY_REQUESTS']);
  });
});

describe('the heavy-operation gate, by measured cost', () => {
  let server: TestServer;
  const statements: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(
      { COST_PER_DATABASE_MS: '1000', HEAVY_QUERY_COST: '1000', STATEMENT_TIMEOUT_MS: '0' },
      { onQuery: (sql) => statements.push(sql) },
    );
  });
  afterAll(() => server?.stop());

  it('takes a document that proved dear as heavy the next time, whoever sends it', async () => {
    const QUERY = '{ wireboard(first: 2) { edges { node { id title } } } }';
    expect(
      (await heldBehindLock(server, () => overHttp(new GqlClient(server), QUERY), 5)).errors,
    ).toBeUndefined();
    // estimated light (no read-only transaction of its own), it cost more than 1,000
    expect(statements.some((sql) => /start transaction read only/.test(sql))).toBe(false);
    statements.length = 0;
    await (await quickAs(server, 'member')).ok(QUERY);
    expect(statements.some((sql) => /start transaction read only/.test(sql))).toBe(true);
  });
});

describe('the per-client state', () => {
  it('keys anonymous clients by IP (IPv6 by its /64) and signed-in ones by account', () => {
    const viewer = { id: 'm1' } as NonNullable<Parameters<typeof clientKeyOf>[0]['viewer']>;
    expect(clientKeyOf({ viewer, ip: '10.0.0.1' })).toBe('member:m1');
    expect(clientKeyOf({ viewer: null, ip: '10.0.0.1' })).toBe('ip:10.0.0.1');
    expect(clientKeyOf({ viewer: null, ip: '::ffff:10.0.0.1' })).toBe('ip:10.0.0.1');
    expect(clientKeyOf({ viewer: null, ip: '2001:db8:1:2:3:4:5:6' })).toBe('ip:2001:db8:1:2::/64');
    expect(clientKeyOf({ viewer: null, ip: '2001:db8:1:2::9' })).toBe('ip:2001:db8:1:2::/64');
    expect(clientKeyOf({ viewer: null, ip: '2001:db8::1' })).toBe('ip:2001:db8:0:0::/64');
  });

  it('refills a budget with time and says how long to wait', () => {
    let now = 0;
    const budget = new CostBudget(100, 60, () => now); // one a second
    expect(budget.take('a', 60)).toEqual({ ok: true });
    expect(budget.take('a', 60)).toEqual({ ok: false, retryAfterSeconds: 20 });
    expect(budget.take('b', 60)).toEqual({ ok: true });
    now += 20_000;
    expect(budget.take('a', 60)).toEqual({ ok: true });
  });

  it('lets queued operations in, in order, as running ones leave', async () => {
    const gate = new ClientGate({ running: 2, queued: 1, waitMs: 60_000 });
    const first = await gate.enter('a');
    const second = await gate.enter('a');
    const order: string[] = [];
    const third = gate.enter('a').then((release) => (order.push('third'), release));
    await expect(gate.enter('a')).rejects.toBeInstanceOf(ClientBusyError);
    expect(gate.runningOf('a')).toBe(2);
    await gate.enter('b').then((release) => release());
    first();
    first(); // a second release changes nothing
    (await third)();
    expect(order).toEqual(['third']);
    expect(gate.runningOf('a')).toBe(1);
    second();
    expect(gate.runningOf('a')).toBe(0);
  });
});
