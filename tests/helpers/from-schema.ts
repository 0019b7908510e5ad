import fs from 'node:fs';
import {
  buildSchema,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { beforeAll } from 'vitest';
import { as, GqlClient, type Role } from './clients.js';
import { useTestServer, type TestServer } from './test-server.js';

/**
 * What the schema-generated tests share: the checked-in schema.graphql, a seeded PRNG and values
 * of an input type made with it, the role a field asks for, a server with a caller of each role,
 * and a fingerprint of every table to show that nothing changed.
 */
export const schemaText = fs.readFileSync('schema.graphql', 'utf8');
export const schema = buildSchema(schemaText);

/** mulberry32: small, seeded, deterministic. */
export function prng(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof prng>;

export function uuid(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => rng.int(16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A plausible value of `type` (valid in shape; ids name nothing). */
export function sample(type: GraphQLInputType, rng: Rng, depth = 0): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) return [sample(inner.ofType, rng, depth + 1)];
  if (isEnumType(inner)) return rng.pick(inner.getValues()).name;
  if (isInputObjectType(inner)) {
    const out: Record<string, unknown> = {};
    for (const field of Object.values(inner.getFields())) {
      if (isNonNullType(field.type) || (depth < 3 && rng.chance(0.5))) {
        out[field.name] = sample(field.type, rng, depth + 1);
      }
    }
    return out;
  }
  switch (inner.name) {
    case 'ID':
      return uuid(rng);
    case 'Int':
      return 1 + rng.int(5);
    case 'Float':
      return 6.5;
    case 'Boolean':
      return true;
    case 'DateTimeISO':
      return new Date(Date.UTC(2031, 0, 1)).toISOString();
    default:
      return rng.pick(['Blocks for a fence', 'someone@example.com', 'a sturdy passphrase 42', '1500']);
  }
}

/** The role a field's `@auth` asks for at the least (anonymous without one). */
export function roleOf(field: GraphQLField<unknown, unknown>): Role {
  const directive = field.astNode?.directives?.find((d) => d.name.value === 'auth');
  if (!directive) return 'anonymous';
  const requires = directive.arguments?.find((a) => a.name.value === 'requires');
  const roles =
    requires && requires.value.kind === 'ListValue'
      ? requires.value.values.map((v) => (v as { value: string }).value)
      : [];
  if (roles.includes('ADMIN')) return 'admin';
  if (roles.includes('PARTNER')) return 'partner';
  return 'member';
}

/** Tables whose rows count attempts, or hold a secret made on first use: they may change. */
const COUNTERS = new Set(['rate_limit_bucket', 'signin_backoff', 'app_secret', 'mikro_orm_migrations']);

/** One md5 per table over all its rows (counters excepted). */
export async function tableSums(server: TestServer): Promise<Record<string, string>> {
  const em = server.em();
  const tables = await em.execute<{ table_name: string }[]>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const out: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    if (COUNTERS.has(table)) continue;
    const [row] = await em.execute<{ sum: string | null }[]>(
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from "${table}" t`,
    );
    out[table] = row?.sum ?? '';
  }
  return out;
}

export type Callers = Record<Role, GqlClient & { email?: string }>;

/** A server with limits no fuzzing reaches, and one signed-in caller of each role (from beforeAll). */
export function useFuzzServer(): { server: TestServer; callers: Callers } {
  const server = useTestServer({
    SIGNIN_LIMIT_PER_IP: '100000',
    SIGNUP_LIMIT_PER_IP: '100000',
    WS_OPS_PER_SECOND: '100000',
    WS_OPS_BURST: '100000',
  });
  const callers = {} as Callers;
  beforeAll(async () => {
    const [member, partner, admin] = await Promise.all([
      as(server, 'member'),
      as(server, 'partner'),
      as(server, 'admin'),
    ]);
    Object.assign(callers, { anonymous: new GqlClient(server), member, partner, admin });
  });
  return { server, callers };
}
