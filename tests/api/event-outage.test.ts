import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, loadEmbeddedPostgres } from '../../server/src/db/database.js';
import { initOrm, migrate } from '../../server/src/db/orm.js';
import { ENTITIES } from '../../server/src/app/entities.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { GqlClient, quickAs } from '../helpers/clients.js';
import { createDatabase, dropDatabase } from '../helpers/database.js';
import { listenMark, subscribe, type Live } from '../helpers/live.js';
import { busDrivers } from '../helpers/bus-drivers.js';
import { cementInLekki } from '../helpers/factories.js';

/**
 * PostgreSQL stops for a few seconds while wires are posted on two processes and three
 * subscribers watch the board: every acknowledged wire reaches every subscriber, or that
 * subscriber was told (its stream ended or carried an error), and then a refetch shows it.
 * The test owns its PostgreSQL (an embedded one on a free port) so that it may stop it.
 */
const BOARD_EVENTS = `subscription { wireboardEvents { type wire { id } } }`;
const POST = `mutation P($input: PostWireInput!) { postWire(input: $input) { id } }`;
const BOARD = `query { wireboard(first: 100) { edges { node { id } } } }`;

type Embedded = Awaited<ReturnType<typeof loadEmbeddedPostgres>>;
let pgServer: InstanceType<Embedded>;
let dataDir: string;
let serverUrl: string;
let template: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-outage-pg-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  pgServer = new EmbeddedPostgres({
    databaseDir: path.join(dataDir, 'pg'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
  });
  await pgServer.initialise();
  await pgServer.start();
  serverUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  const templateUrl = await createDatabase(serverUrl, 'bw_outage_template');
  template = new URL(templateUrl).pathname.slice(1);
  const orm = await initOrm({ clientUrl: templateUrl, entities: ENTITIES });
  try {
    await migrate(orm);
  } finally {
    await orm.close(true);
  }
}, 120_000);

afterAll(async () => {
  await pgServer?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const drivers = await busDrivers();

describe.each(drivers)('a PostgreSQL outage, waking over $name', (driver) => {
  it.skipIf(driver.skip !== null)(
    'every acknowledged wire reaches every subscriber, or the subscriber is told to refetch',
    async () => {
      const databaseUrl = await createDatabase(serverUrl, 'bw_outage', template);
      const env = {
        ...(driver.url ? { EVENT_BUS_URL: driver.url } : {}),
        POST_WIRE_LIMIT_PER_MEMBER: '100000',
        JOB_WORKER: 'false',
        DB_CONNECT_TIMEOUT_MS: '1000',
      };
      const servers: TestServer[] = [];
      try {
        servers.push(await startTestServer(env, { databaseUrl }));
        servers.push(await startTestServer(env, { databaseUrl }));
        const [a, b] = servers as [TestServer, TestServer];
        const mark = listenMark(a, b);
        const sockets = [new GqlClient(a).ws(), new GqlClient(a).ws(), new GqlClient(b).ws()];
        const subscribers: Live[] = sockets.map((ws) => subscribe(ws, BOARD_EVENTS));
        await mark.opened(3);
        const posters = [await quickAs(a, 'member'), await quickAs(b, 'member')];

        const acknowledged: string[] = [];
        // every post the outage refused: the status, code and Retry-After it was answered with
        const refused: { status: number; code: unknown; retryAfter: string | null }[] = [];
        let posting = true;
        let n = 0;
        const post = async (title: string) => {
          const poster = posters[n++ % 2]!;
          const result = await poster
            .request<{ postWire: { id: string } }>(POST, { input: cementInLekki(title) })
            .catch(() => null);
          const id = result?.data?.postWire?.id;
          if (id) acknowledged.push(id);
          else if (result?.errors?.length)
            refused.push({
              status: result.status,
              code: result.errors[0]?.extensions?.code,
              retryAfter: result.headers.get('retry-after'),
            });
          return id;
        };
        const loop = (async () => {
          while (posting) await post(`Cement lot ${n}`);
        })();
        const acknowledgedReach = (count: number) =>
          expect
            .poll(() => acknowledged.length, { timeout: 30_000, interval: 20 })
            .toBeGreaterThanOrEqual(count);

        await acknowledgedReach(3);
        await pgServer.stop();
        // the outage: a few seconds of refused posts
        await new Promise((resolve) => setTimeout(resolve, 3000));
        const beforeRestart = acknowledged.length;
        await pgServer.start();
        await acknowledgedReach(beforeRestart + 5);
        posting = false;
        await loop;
        // a signed-in post that failed for the outage said so: 503, UNAVAILABLE, Retry-After
        expect(refused.length).toBeGreaterThan(0);
        for (const refusal of refused)
          expect(refusal).toEqual({ status: 503, code: 'UNAVAILABLE', retryAfter: expect.any(String) });

        // the barrier: a last wire that every subscriber gets, unless its stream ended
        let marker: string | undefined;
        await expect
          .poll(async () => (marker = await post('The marker')), { timeout: 30_000, interval: 100 })
          .toBeTruthy();
        for (const live of subscribers) {
          const arrived = expect
            .poll(() => live.received.some((r) => JSON.stringify(r.data ?? null).includes(marker!)), {
              timeout: 30_000,
              interval: 20,
            })
            .toBe(true);
          await Promise.race([arrived, live.ended]);
        }

        const board = await new GqlClient(a).ok<
          { wireboard: { edges: { node: { id: string } }[] } },
          unknown
        >(BOARD);
        const listed = new Set(board.wireboard.edges.map((edge) => edge.node.id));
        let told = 0;
        for (const live of subscribers) {
          const seen = new Set(
            live.received.map(
              (r) =>
                (r.data as { wireboardEvents?: { wire?: { id: string } } } | null)?.wireboardEvents?.wire?.id,
            ),
          );
          const warned = live.received.some((r) => r.errors?.length);
          const ended = await Promise.race([live.ended, Promise.resolve(null)]);
          if (ended || warned) {
            // told to refetch: the refetch shows every acknowledged wire
            told++;
            for (const id of acknowledged) expect(listed.has(id), `refetch shows ${id}`).toBe(true);
          } else {
            for (const id of acknowledged) expect(seen.has(id), `subscriber got ${id}`).toBe(true);
          }
        }
        console.warn(
          `outage over ${driver.name}: ${acknowledged.length} wires acknowledged (${acknowledged.length - beforeRestart} after the restart), ${subscribers.length - told} subscribers got them all, ${told} told to refetch`,
        );
        for (const ws of sockets) await ws.dispose();
      } finally {
        for (const server of servers) await server.stop();
        await dropDatabase(databaseUrl).catch(() => {});
      }
    },
    90_000,
  );
});
