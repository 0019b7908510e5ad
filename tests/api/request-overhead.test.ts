import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { executePrepared, preparedStatement } from '../../server/src/db/prepared.js';
import { quickAs } from '../helpers/clients.js';
import { createAccount, createWire } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

// What the wireboard's request no longer pays for (docs/BENCHMARK.md, figure 1), held to the
// answers it gave before.

const statements: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { onQuery: (sql) => void statements.push(sql) });
});
afterAll(async () => {
  await server?.stop();
});

const BOARD = `query Board($first: Int) {
  wireboard(first: $first) {
    edges { node { id title location { label lat lng } budget { min max currency } responseCount } }
    totalCount
  }
}`;

describe('the board request', () => {
  it('reads its page and total as prepared statements, with the same rows as before, logged', async () => {
    const owner = await createAccount(server, { password: null });
    const wire = await createWire(server, owner, { budgetMin: '1500.50', budgetMax: '90000' });
    const sql = `select w.* from wire w where w.status = ? and w.id = ? limit ?`;
    expect(preparedStatement(sql).text).toBe(
      `select w.* from wire w where w.status = $1 and w.id = $2 limit $3`,
    );
    expect(preparedStatement(sql).name).toBe(preparedStatement(sql).name);
    expect(preparedStatement(sql).name).not.toBe(preparedStatement(`${sql} `).name);

    const em = server.em().fork();
    const params = ['OPEN', wire.id, 5];
    const before = await em.execute<Record<string, unknown>[]>(sql, params);
    statements.length = 0;
    // twice on the pool: parsed once per connection, then executed by name
    const first = await executePrepared(em, sql, params, 'read');
    const again = await executePrepared(em, sql, params, 'read');
    expect(first).toHaveLength(1);
    expect(first).toEqual(before);
    expect(again).toEqual(before);
    expect(statements.filter((s) => s.includes('w.id = $2'))).toHaveLength(2);
    // by its name: a statement sees its own name among the connection's prepared statements
    const named = `select count(*)::int as n from pg_prepared_statements where name = ?`;
    const [seen] = await executePrepared<{ n: number }[]>(em, named, [preparedStatement(named).name], 'read');
    expect(seen?.n).toBe(1);
    // an error of the statement is the error PostgreSQL gave
    await expect(executePrepared(em, `select 1 / (? - 1) as n`, [1], 'read')).rejects.toMatchObject({
      code: '22012',
    });

    // inside a transaction it runs through the transaction (it sees the transaction's writes)
    await em
      .transactional(async (trx) => {
        await trx.execute(`update wire set title = 'Changed in the transaction' where id = ?`, [wire.id]);
        const [row] = await executePrepared<{ title: string }[]>(trx, sql, params);
        expect(row?.title).toBe('Changed in the transaction');
        throw new Error('roll back');
      })
      .catch((error: Error) => expect(error.message).toBe('roll back'));
  });

  it("forks no EntityManager for an anonymous board; a session's request forks its own", async () => {
    const root = server.app.services.orm.em;
    const fork = root.fork.bind(root);
    // forks made for a request's actor (jobs of this process fork the root too, at any time)
    let forRequests = 0;
    const spy = vi.spyOn(root, 'fork').mockImplementation((options) => {
      if (new Error().stack?.includes('RequestActor')) forRequests++;
      return fork(options);
    });
    try {
      const anonymous = await fetch(server.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: BOARD, variables: { first: 5 } }),
      });
      const answer = (await anonymous.json()) as { data?: { wireboard: { totalCount: number } } };
      expect(answer.data?.wireboard.totalCount).toBeGreaterThan(0);
      expect(forRequests).toBe(0);
      const member = await quickAs(server, 'member');
      forRequests = 0;
      expect((await member.ok<{ me: { id: string } }, never>('{ me { id } }')).me.id).toBeTruthy();
      expect(forRequests).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('answers a POST with its length and no ETag; fields resolved directly answer as before', async () => {
    const owner = await createAccount(server, { password: null });
    const wire = await createWire(server, owner, { budgetMin: '200', budgetMax: null });
    const post = await fetch(server.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: BOARD, variables: { first: 100 } }),
    });
    expect(post.status).toBe(200);
    expect(post.headers.get('etag')).toBeNull();
    const text = await post.text();
    expect(post.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    const answer = JSON.parse(text) as {
      data: { wireboard: { totalCount: number; edges: { node: Record<string, unknown> }[] } };
    };
    expect(answer.data.wireboard.totalCount).toBeGreaterThan(0);
    const node = answer.data.wireboard.edges.find((edge) => edge.node.id === wire.id)?.node;
    expect(node).toMatchObject({
      location: { label: expect.any(String), lat: expect.any(Number), lng: expect.any(Number) },
      budget: { min: '200.00', max: null, currency: 'NGN' },
      responseCount: 0,
    });

    // a GET keeps its ETag (a cached copy is revalidated with it: persisted-queries.test.ts)
    const get = await fetch(
      `${server.graphqlUrl}?query=${encodeURIComponent(BOARD)}&variables=${encodeURIComponent('{"first":1}')}`,
    );
    expect(get.status).toBe(200);
    expect(get.headers.get('etag')).toMatch(/^W\//);
  });
});
