import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, dropDatabase } from '../helpers/database.js';
import { buyerClient, GqlClient } from '../helpers/clients.js';
import { CATALOGUE, CREATE, MINE, partnerClientOf, tag, type Catalogue } from '../helpers/products.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { cementInLekki } from '../helpers/factories.js';

/**
 * DATABASE_REPLICA_URLS: a copy of the primary database, taken once and never updated,
 * stands in for a replica that lags. What the primary gets after the copy is missing from it, so
 * what a request answers shows where its statements ran; MikroORM's query log names the
 * connection as well.
 */

let primary: TestServer;
let replicaUrl: string;
let seller: Awaited<ReturnType<typeof partnerClientOf>>;
let buyer: GqlClient;
const word = tag();
const log: string[] = [];

beforeAll(async () => {
  // the primary's rows before the copy: a seller and one product
  const before = await startTestServer({ JOB_WORKER: 'false' });
  const primaryUrl = before.databaseUrl;
  const made = await partnerClientOf(before);
  await made.client.ok(CREATE, { input: product(`${word} before the copy`) });
  const poster = await buyerClient(before);
  await poster.client.ok(POST, { input: cementInLekki(`${word} wire before the copy`) });
  await before.app.stop(); // the database stays; a template copy needs it unused
  replicaUrl = await createDatabase(primaryUrl, 'bw_test', new URL(primaryUrl).pathname.slice(1));
  primary = await startTestServer(
    { JOB_WORKER: 'false', DATABASE_REPLICA_URLS: replicaUrl },
    { databaseUrl: primaryUrl, onQuery: (sql) => log.push(sql) },
  );
  seller = { ...made, client: Object.assign(new GqlClient(primary), { cookie: made.client.cookie }) };
  buyer = Object.assign(new GqlClient(primary), { cookie: poster.client.cookie });
});
afterAll(async () => {
  await primary?.stop();
  if (primary) await dropDatabase(primary.databaseUrl).catch(() => {});
  if (replicaUrl) await dropDatabase(replicaUrl).catch(() => {});
});

const POST = `mutation P($input: PostWireInput!) { postWire(input: $input) { id } }`;
const BOARD = `query B($filter: WireboardFilter) { wireboard(filter: $filter, first: 20) { edges { node { title } } } }`;
const MY_WIRES = `query M { myWires(first: 50) { edges { node { title } } } }`;
type Titles = { edges: { node: { title: string } }[] };
const titles = (connection: Titles) => connection.edges.map((e) => e.node.title).sort();

const product = (name: string) => ({
  name,
  category: 'CEMENT',
  description: 'Grade 42.5R',
  unit: 'bag (50 kg)',
  price: { amount: '9500' },
  inStock: true,
});

async function namesIn(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select name from product where name like $1 order by name`,
      [`%${word}%`],
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

/** The select statements `run` caused, by the connection each went to. */
async function statementsOf(run: () => Promise<unknown>): Promise<{ read: string[]; write: string[] }> {
  const start = log.length;
  await run();
  const lines = log.slice(start).filter((line) => /select /i.test(line));
  return {
    read: lines.filter((line) => line.includes(`via read connection 'replica-1'`)),
    write: lines.filter((line) => !line.includes('via read connection')),
  };
}

describe('read replicas', () => {
  it('reads the public catalogue from the replica, and writes and own lists from the primary', async () => {
    await seller.client.ok(CREATE, { input: product(`${word} after the copy`) });

    // the write went to the primary only
    expect(await namesIn(primary.databaseUrl)).toEqual([`${word} after the copy`, `${word} before the copy`]);
    expect(await namesIn(replicaUrl)).toEqual([`${word} before the copy`]);

    // the public catalogue may lag: the replica answers it
    const visitor = new GqlClient(primary);
    let catalogue: Catalogue | undefined;
    const publicRead = await statementsOf(async () => {
      catalogue = await visitor.ok<Catalogue, unknown>(CATALOGUE, { filter: { text: word } });
    });
    expect(catalogue!.products.edges.map((e) => e.node.name)).toEqual([`${word} before the copy`]);
    expect(catalogue!.products.totalCount).toBe(1);
    expect(publicRead.read.length).toBeGreaterThanOrEqual(2);

    // the seller's own list must show what it just wrote: the primary answers it
    let mine: { myProducts: { edges: { node: { name: string } }[] } } | undefined;
    const ownRead = await statementsOf(async () => {
      mine = await seller.client.ok(MINE, { filter: { text: word } });
    });
    expect(mine!.myProducts.edges.map((e) => e.node.name).sort()).toEqual([
      `${word} after the copy`,
      `${word} before the copy`,
    ]);
    expect(ownRead.read).toEqual([]);
    expect(ownRead.write.length).toBeGreaterThanOrEqual(1);
  });

  it("reads the public wireboard from the replica, and the buyer's own wires from the primary", async () => {
    await buyer.ok(POST, { input: cementInLekki(`${word} wire after the copy`) });
    const visitor = new GqlClient(primary);
    let board: { wireboard: Titles } | undefined;
    const publicRead = await statementsOf(async () => {
      board = await visitor.ok(BOARD, { filter: { text: word } });
    });
    expect(titles(board!.wireboard)).toEqual([`${word} wire before the copy`]);
    expect(publicRead.read.length).toBeGreaterThanOrEqual(1);

    let mine: { myWires: Titles } | undefined;
    const ownRead = await statementsOf(async () => {
      mine = await buyer.ok(MY_WIRES);
    });
    expect(titles(mine!.myWires)).toEqual([`${word} wire after the copy`, `${word} wire before the copy`]);
    expect(ownRead.read).toEqual([]);
  });
});
