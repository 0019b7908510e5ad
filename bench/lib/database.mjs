// The bench database: where it lives, its migrations (through the compiled server) and its seed.
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { distUrl, log, repoRoot } from './common.mjs';

export const BENCH_DB = process.env.BENCH_DB || 'bw_bench'; // BENCH_DB: parallel runs on one machine use their own
export const SEED = { version: 1, wires: 100_000, responses: 500_000, partners: 2_000, buyers: 10_000 };
/**
 * The databases of figure 7 (the board at two sizes): the same accounts and partners, wires only
 * (no responses: the board's cards and the admin table read `response_count`, not the responses),
 * created over the same 20 days whatever their number, so none is past its expiry.
 */
export const SCALES = {
  '10k': { name: 'bw_bench_10k', seed: { ...SEED, version: 2, wires: 10_000, responses: 0, spanDays: 20 } },
  '1m': { name: 'bw_bench_1m', seed: { ...SEED, version: 2, wires: 1_000_000, responses: 0, spanDays: 20 } },
};
/**
 * Figure 11's database (the admin dashboard): wires spread over `spanDays`, each quoted twice
 * (`quotesFollowWires`: 0 to 71 hours after it was posted, one in seven accepted), so a 90-day
 * period and the one before it read as many rows as at 1M wires a year. `--health-wires` and
 * `--health-days` change its size (docs/BENCHMARK.md, figure 11).
 */
export function healthScale(wires, spanDays) {
  return {
    name: `bw_bench_health_${wires >= 1_000_000 ? `${wires / 1_000_000}m` : `${wires / 1000}k`}_${spanDays}d`,
    seed: { ...SEED, version: 3, wires, responses: 2 * wires, spanDays, quotesFollowWires: true },
  };
}
const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const POSTER_EMAIL = 'bench.poster@example.com';
const quietLog = { debug() {}, info() {}, warn() {}, error() {}, child: () => quietLog };

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function onServer(url, run) {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * The PostgreSQL server to use: DATABASE_URL's; else the default local one when it answers
 * (unless --embedded); else the embedded PostgreSQL (data under .data/bench/pg), as the server does.
 */
export async function openBenchServer({ forceEmbedded = false } = {}) {
  const given = process.env.DATABASE_URL;
  if (given) return { serverUrl: given, source: 'DATABASE_URL', stop: async () => {} };
  if (!forceEmbedded && (await reachable(DEFAULT_SERVER_URL)))
    return { serverUrl: DEFAULT_SERVER_URL, source: 'default local server', stop: async () => {} };
  log('no PostgreSQL reachable: starting the embedded one (.data/bench/pg)');
  const { startEmbeddedPostgres } = await import(distUrl('db/database.js'));
  const db = await startEmbeddedPostgres(path.join(repoRoot, '.data/bench'), quietLog, BENCH_DB);
  return { serverUrl: db.url, source: 'embedded PostgreSQL', stop: db.stop };
}

/**
 * Creates (or with `reseed`, recreates) bw_bench (or `name`, seeded as `spec` says), migrates it
 * and seeds it unless already seeded.
 */
export async function prepareBenchDatabase(serverUrl, { reseed = false, name = BENCH_DB, spec = SEED } = {}) {
  const url = withDatabase(serverUrl, name);
  await onServer(serverUrl, async (client) => {
    if (reseed) await client.query(`drop database if exists "${name}" with (force)`);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  });

  const { initOrm, migrate } = await import(distUrl('db/orm.js'));
  const { ENTITIES } = await import(distUrl('app/entities.js'));
  const orm = await initOrm({ clientUrl: url, entities: ENTITIES });
  try {
    const applied = await migrate(orm);
    if (applied.length) log('migrations applied:', applied.join(', '));
  } finally {
    await orm.close(true);
  }

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let seedSeconds = null;
  try {
    await client.query(
      `create table if not exists bench_seed (version int not null, wires int not null, responses int not null,
        partners int not null, seeded_at timestamptz not null default now())`,
    );
    const { rows } = await client.query('select * from bench_seed');
    const done =
      rows.length === 1 &&
      rows[0].version === spec.version &&
      rows[0].wires === spec.wires &&
      rows[0].responses === spec.responses &&
      rows[0].partners === spec.partners;
    if (done) {
      log(`reusing the seeded ${name} (seeded ${rows[0].seeded_at.toISOString()}; --reseed to redo)`);
    } else {
      const started = Date.now();
      await seed(client, spec);
      seedSeconds = (Date.now() - started) / 1000;
      log(`seeded ${name} in ${seedSeconds.toFixed(1)} s`);
    }
    const counts = (
      await client.query(`select (select count(*)::int from wire) as wires, (select count(*)::int from response) as responses,
        (select count(*)::int from partner) as partners, (select count(*)::int from member) as members,
        (select count(*)::int from wire where status = 'OPEN') as open_wires`)
    ).rows[0];
    return { url, seedSeconds, counts };
  } finally {
    await client.end();
  }
}

async function seed(client, spec) {
  log(`seeding ${spec.wires} wires, ${spec.responses} responses, ${spec.partners} partners …`);
  await client.query('set synchronous_commit = off');
  await client.query(`set maintenance_work_mem = '256MB'`);
  await client.query('begin');
  // rows are consistent by construction: skip the foreign-key triggers while seeding (superuser
  // only; without it the seed is just slower)
  await client.query('savepoint fk');
  await client
    .query(`set local session_replication_role = replica`)
    .catch(() => client.query('rollback to savepoint fk'));
  await client.query('truncate member, rate_limit_bucket, bench_seed cascade');
  // buyers 1..B, partner accounts, and the account that posts during the fan-out runs
  await client.query(
    `insert into member (id, email, display_name, role, email_verified_at)
     select md5('m' || i)::uuid, 'buyer' || i || '@bench.example.com', 'Buyer ' || i, 'MEMBER', now()
     from generate_series(1, $1::int) i`,
    [spec.buyers],
  );
  await client.query(
    `insert into member (id, email, display_name, role, email_verified_at)
     select md5('pm' || j)::uuid, 'partner' || j || '@bench.example.com', 'Partner ' || j, 'PARTNER', now()
     from generate_series(1, $1::int) j`,
    [spec.partners],
  );
  await client.query(
    `insert into member (id, email, display_name, role, email_verified_at)
     values (md5('poster')::uuid, $1, 'Bench Poster', 'MEMBER', now())`,
    [POSTER_EMAIL],
  );
  await client.query(
    `insert into partner (id, member_id, business_name, categories, area_label, lat, lng, radius_km, status, approved_at)
     select md5('p' || j)::uuid, md5('pm' || j)::uuid, 'Seed Supplies ' || j,
       case j % 3 when 0 then array['PROPERTY'] when 1 then array['BUILDING_MATERIALS'] else array['PROPERTY', 'BUILDING_MATERIALS'] end,
       'Lagos', 4.5 + (j % 70) * 0.1, 3 + (j % 60) * 0.1, 20 + j % 100,
       case when j % 10 = 0 then 'PENDING' else 'APPROVED' end,
       case when j % 10 = 0 then null else now() end
     from generate_series(1, $1::int) j`,
    [spec.partners],
  );
  // wires: 80 % OPEN, half property, half materials, one every 20 s back from now (or spread
  // evenly over `spanDays`)
  const step = spec.spanDays ? (spec.spanDays * 86_400) / spec.wires : 20;
  await client.query(
    `insert into wire (id, created_at, updated_at, kind, title, description, status, location_label, lat, lng,
        budget_min, budget_max, currency, needed_by, expires_at, owner_id, deal, property_type, bedrooms,
        min_area_m2, lines, delivery_needed, response_count)
     select md5('w' || i)::uuid, t, t,
       case when i % 2 = 0 then 'PROPERTY' else 'BUILDING_MATERIALS' end,
       case when i % 2 = 0 then 'Seed wire ' || i || ': 3 bedroom flat' else 'Seed wire ' || i || ': cement and rods' end,
       case when i % 3 = 0 then null else 'Seeded for the benchmark, wire number ' || i end,
       case when i % 10 < 8 then 'OPEN' when i % 10 = 8 then 'FULFILLED' else 'CLOSED' end,
       (array['Lekki, Lagos', 'Ikeja, Lagos', 'Wuse, Abuja', 'Port Harcourt', 'Ibadan'])[1 + i % 5],
       4.5 + (i % 700) * 0.01, 3 + (i % 600) * 0.01,
       case when i % 4 = 0 then null else (1000 * (1 + i % 50))::numeric end,
       case when i % 4 = 0 then null else (2000 * (1 + i % 50))::numeric end,
       case when i % 4 = 0 then null else 'NGN' end,
       case when i % 5 = 0 then now() + interval '60 days' else null end,
       t + interval '30 days',
       md5('m' || (1 + i % $2::int))::uuid,
       case when i % 2 = 0 then (case when i % 4 = 0 then 'BUY' else 'RENT' end) end,
       case when i % 2 = 0 then 'APARTMENT' end,
       case when i % 2 = 0 then 1 + i % 5 end,
       null,
       case when i % 2 = 0 then '[]'::jsonb else '[{"material":"Cement","quantity":40,"unit":"bags"}]'::jsonb end,
       case when i % 2 = 0 then null else true end,
       $3::int / $1::int
     from generate_series(1, $1::int) i, lateral (select now() - i * $4::float8 * interval '1 second' as t) c`,
    [spec.wires, spec.buyers, spec.responses, step],
  );
  // responses: R / W per wire, each from a different partner; with `quotesFollowWires`, each some
  // hours after its wire (figure 11 reads when the first quote came), else every 4 s back from now
  const responseTime = spec.quotesFollowWires
    ? `least(now(), now() - (1 + (i - 1) % $2::int) * $5::float8 * interval '1 second' + ((i * 37) % 72) * interval '1 hour')`
    : `now() - i * interval '4 seconds'`;
  await client.query(
    `insert into response (id, created_at, updated_at, wire_id, partner_id, status, message, quote_amount, quote_currency)
     select md5('r' || i)::uuid, t, t,
       md5('w' || (1 + (i - 1) % $2::int))::uuid,
       md5('p' || (1 + ((((i - 1) % $2::int) * 7 + (i - 1) / $2::int) % $3::int)))::uuid,
       case when i % 20 = 0 then 'DECLINED' when $4::boolean and i % 7 = 0 then 'ACCEPTED' else 'SENT' end,
       'Seeded response ' || i, 1000 + i % 5000, 'NGN'
     from generate_series(1, $1::int) i, lateral (select ${responseTime} as t) c`,
    [
      spec.responses,
      spec.wires,
      spec.partners,
      Boolean(spec.quotesFollowWires),
      ...(spec.quotesFollowWires ? [step] : []),
    ],
  );
  // the seed ran without triggers (replica role): count the wires once for the maintained counter
  const { rowCount: counter } = await client.query(
    `select 1 from pg_proc where proname = 'wire_count_rebuild'`,
  );
  if (counter) await client.query('select wire_count_rebuild()');
  // and the dashboard's rollups (migration 20261202030000)
  const { rowCount: health } = await client.query(
    `select 1 from pg_proc where proname = 'wire_health_rebuild'`,
  );
  if (health) await client.query('select wire_health_rebuild()');
  await client.query('insert into bench_seed (version, wires, responses, partners) values ($1, $2, $3, $4)', [
    spec.version,
    spec.wires,
    spec.responses,
    spec.partners,
  ]);
  await client.query('commit');
  await client.query('vacuum analyze');
}

/** A fresh session for the poster (the cookie of a signed-in member), written as the server would. */
/** The sessions this run made (its cleanup removes them, and no other run's). */
const sessionsMade = [];

export async function posterSession(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await sessionFor(client, `md5('poster')::uuid`);
  } finally {
    await client.end();
  }
}

/** Cookies of `n` signed-in members (not the admins), one session each. */
export async function memberSessions(url, n) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`select id from member where role <> 'ADMIN' order by id limit $1`, [
      n,
    ]);
    return await Promise.all(rows.map((row) => sessionFor(client, `'${row.id}'::uuid`)));
  } finally {
    await client.end();
  }
}

async function sessionFor(client, memberSql) {
  const id = randomBytes(15).toString('base64url');
  const secret = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(secret).digest();
  await client.query(
    `insert into session (id, secret_hash, member_id, expires_at, user_agent, ip)
     values ($1, $2, ${memberSql}, now() + interval '1 day', 'bench', '127.0.0.1')`,
    [id, hash],
  );
  sessionsMade.push(id);
  return `bw_session=${id}.${secret}`;
}

/**
 * Removes what a run wrote (posted wires, its sessions), so the seeded data stays as it was. Only
 * this run's sessions: another run on the same database may still be posting with its own.
 */
export async function cleanUpRun(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`delete from wire where owner_id = md5('poster')::uuid`);
    await client.query(`delete from session where member_id = md5('poster')::uuid and id = any($1)`, [
      sessionsMade,
    ]);
  } finally {
    await client.end();
  }
}
