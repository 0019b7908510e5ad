import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/test-server.js';
import { as, GqlClient, type Role } from '../helpers/clients.js';

/**
 * Bad input for every mutation of schema.graphql, generated from the schema with a seeded PRNG
 * (the same cases every run): wrong types, huge strings and numbers, control characters with
 * NUL, lone surrogates, invalid ids and enum values, deeply nested and unknown input fields,
 * missing and null required values; as variables and as literals, by the role each field asks
 * for. Every answer must be an error that is not INTERNAL_SERVER_ERROR, with no 5xx, and no
 * table may change (attempt counters excepted: counting refused attempts is their job).
 */

const CASES_PER_MUTATION = 105;
const CONCURRENCY = 4;
/** Tables whose rows count attempts, or hold a secret made on first use: they may change. */
const COUNTERS = new Set(['rate_limit_bucket', 'signin_backoff', 'app_secret', 'mikro_orm_migrations']);

const schema = buildSchema(fs.readFileSync(path.resolve('schema.graphql'), 'utf8'));
const mutations = Object.values(schema.getMutationType()!.getFields());

/** mulberry32: small, seeded, deterministic. */
function prng(seed: number) {
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
type Rng = ReturnType<typeof prng>;

function uuid(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => rng.int(16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A plausible value of `type` (valid in shape; ids name nothing). */
function sample(type: GraphQLInputType, rng: Rng, depth = 0): unknown {
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

type Spot = { holder: Record<string, unknown> | unknown[]; key: string | number; type: GraphQLInputType };

/** Every place of `value` (args included) with its input type, to pick one to spoil. */
function spotsOf(
  holder: Record<string, unknown> | unknown[],
  key: string | number,
  type: GraphQLInputType,
): Spot[] {
  const spots: Spot[] = [{ holder, key, type }];
  const value = (holder as Record<string | number, unknown>)[key];
  const inner = getNullableType(type);
  if (isListType(inner) && Array.isArray(value)) {
    value.forEach((_, i) => spots.push(...spotsOf(value, i, inner.ofType)));
  } else if (isInputObjectType(inner) && value && typeof value === 'object') {
    for (const field of Object.values(inner.getFields())) {
      if (field.name in (value as object))
        spots.push(...spotsOf(value as Record<string, unknown>, field.name, field.type));
    }
  }
  return spots;
}

function deep(levels: number): Record<string, unknown> {
  let node: Record<string, unknown> = { leaf: 'x' };
  for (let i = 0; i < levels; i++) node = { nested: node };
  return node;
}

const NUL_TEXT = ['\u0000', 'ab\u0000cd', 'x\u0001\u0002\u001f\u007f\u0000y', '\u0000'.repeat(64)];
const SURROGATES = ['\uD800', 'tail \uDC00', '\uDBFF\uDBFF', 'a\uD83Db'];

/** Replaces the spot's value with something its type cannot accept; returns the kind of damage. */
function spoil(spot: Spot, rng: Rng): string {
  const set = (value: unknown) => ((spot.holder as Record<string | number, unknown>)[spot.key] = value);
  const named = getNamedType(spot.type);
  const required = isNonNullType(spot.type);
  const generic: [string, () => unknown][] = [['deep-unknown-field', () => deep(20 + rng.int(60))]];
  if (required) {
    generic.push(['null-for-required', () => null]);
    if (!Array.isArray(spot.holder)) generic.push(['missing-required', () => undefined]);
  }
  const byType: [string, () => unknown][] = [];
  const inner = getNullableType(spot.type);
  if (isListType(inner)) {
    byType.push(['list-wrong-type', () => rng.pick([42, 'text', true])]);
    byType.push(['list-of-wrong', () => Array.from({ length: 3 }, () => rng.pick([[1], { a: 1 }, true]))]);
  } else if (isInputObjectType(named)) {
    byType.push(['object-wrong-type', () => rng.pick(['text', 42, true, [['x']]])]);
    byType.push([
      'object-unknown-field',
      () => ({ ...(sample(named, rng) as object), [`bogus${rng.int(9)}`]: deep(30) }),
    ]);
  } else if (isEnumType(named)) {
    byType.push([
      'enum-invalid',
      () => rng.pick(['NOPE', named.getValues()[0]!.name.toLowerCase(), '', 7, '\u0000']),
    ]);
  } else if (isScalarType(named)) {
    switch (named.name) {
      case 'Int':
        byType.push(['int-huge', () => rng.pick([2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e300, -1e300, 1.5])]);
        byType.push(['int-wrong-type', () => rng.pick(['12', true, {}, [[1]]])]);
        break;
      case 'Float':
        byType.push(['float-huge', () => rng.pick([1e308, -1e308, 1e20, -1e20])]);
        byType.push(['float-wrong-type', () => rng.pick(['1.5', true, {}, [[1]]])]);
        break;
      case 'Boolean':
        byType.push(['bool-wrong-type', () => rng.pick(['true', 1, {}, [[true]]])]);
        break;
      case 'ID':
        byType.push([
          'id-invalid',
          () =>
            rng.pick([
              'not-an-id',
              '',
              "' or 1=1 --",
              'ffffffff-ffff-ffff-ffff-fffffffffff',
              `${'9'.repeat(40)}`,
            ]),
        ]);
        byType.push(['id-control', () => rng.pick(NUL_TEXT)]);
        byType.push(['id-huge', () => 'a'.repeat(20_000)]);
        byType.push(['id-wrong-type', () => rng.pick([true, {}, [[1]], 1.5])]);
        break;
      case 'DateTimeISO':
        byType.push([
          'date-invalid',
          () => rng.pick(['not a date', '2020-13-45T99:99:99Z', '', '\u0000', 'x'.repeat(5000)]),
        ]);
        byType.push(['date-wrong-type', () => rng.pick([true, {}, [[1]]])]);
        break;
      default:
        byType.push(['text-control', () => rng.pick(NUL_TEXT)]);
        byType.push(['text-surrogate', () => rng.pick(SURROGATES)]);
        byType.push(['text-huge', () => rng.pick(['A', 'é', '\u{1F600}']).repeat(20_000)]);
        byType.push(['text-wrong-type', () => rng.pick([42, true, {}, [[1]]])]);
    }
  }
  const [kind, make] = rng.pick([...byType, ...byType, ...generic]);
  const value = make();
  if (value === undefined) {
    if (Array.isArray(spot.holder)) set(null);
    else delete (spot.holder as Record<string, unknown>)[spot.key as string];
  } else set(value);
  return kind;
}

/** A GraphQL literal of `value` (strings JSON-escaped; enum values bare when they look like names). */
function literal(value: unknown, type: GraphQLInputType | null): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    const of =
      type && isListType(getNullableType(type))
        ? (getNullableType(type) as { ofType: GraphQLInputType }).ofType
        : null;
    return `[${value.map((v) => literal(v, of)).join(', ')}]`;
  }
  if (typeof value === 'object') {
    const named = type ? getNamedType(type) : null;
    const fields = named && isInputObjectType(named) ? named.getFields() : {};
    return `{ ${Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k}: ${literal(v, fields[k]?.type ?? null)}`)
      .join(', ')} }`;
  }
  if (typeof value === 'string' && type && isEnumType(getNamedType(type)) && /^[_A-Za-z]\w*$/.test(value)) {
    return value;
  }
  return JSON.stringify(value);
}

/**
 * Mutations that take a list and answer per item (bad items refused in the answer, good ones
 * done): their refusals are read from the answer. `refused` says whether every item was refused.
 */
const PER_ITEM: Record<string, { selection: string; refused: (data: unknown) => boolean }> = {
  addMembers: {
    selection: ' { added lines { added code } }',
    refused: (data) => {
      const answer = (
        data as { addMembers?: { added: number; lines: { added: boolean; code: string | null }[] } }
      ).addMembers;
      return (
        !!answer && answer.added === 0 && answer.lines.every((line) => !line.added && line.code !== null)
      );
    },
  },
};

function selectionOf(field: GraphQLField<unknown, unknown>): string {
  if (PER_ITEM[field.name]) return PER_ITEM[field.name]!.selection;
  return isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
}

function roleOf(field: GraphQLField<unknown, unknown>): Role {
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

type Case = {
  mutation: string;
  role: Role;
  kind: string;
  query: string;
  variables?: Record<string, unknown>;
};

function casesFor(field: GraphQLField<unknown, unknown>, rng: Rng): Case[] {
  const role = roleOf(field);
  const selection = selectionOf(field);
  const cases: Case[] = [];
  const args: readonly GraphQLArgument[] = field.args;
  for (let n = 0; n < CASES_PER_MUTATION; n++) {
    if (!args.length || rng.chance(0.05)) {
      // no arguments to spoil (or now and then): an unknown argument, or an unused variable
      const bad = rng.pick([
        `mutation { ${field.name}(bogus: ${literal(rng.pick(NUL_TEXT), null)})${selection} }`,
        `mutation($x: Int) { ${field.name}${selection} }`,
        `mutation { ${field.name}(bogus: { deep: ${literal(deep(40), null)} })${selection} }`,
      ]);
      cases.push({ mutation: field.name, role, kind: 'unknown-argument', query: bad });
      continue;
    }
    const values: Record<string, unknown> = {};
    for (const arg of args)
      if (isNonNullType(arg.type) || rng.chance(0.5)) values[arg.name] = sample(arg.type, rng);
    const spots = args.filter((a) => a.name in values).flatMap((a) => spotsOf(values, a.name, a.type));
    const optionalAbsent = args.filter((a) => !(a.name in values));
    let kind: string;
    if (!spots.length || (optionalAbsent.length && rng.chance(0.1))) {
      const arg = rng.pick(optionalAbsent.length ? optionalAbsent : args);
      values[arg.name] = sample(arg.type, rng);
      kind = spoil({ holder: values, key: arg.name, type: arg.type }, rng);
    } else {
      kind = spoil(rng.pick(spots), rng);
    }
    const present = args.filter((a) => a.name in values);
    if (rng.chance(0.25)) {
      // as literals in the operation text
      const text = present.map((a) => `${a.name}: ${literal(values[a.name], a.type)}`).join(', ');
      cases.push({
        mutation: field.name,
        role,
        kind: `${kind} (literal)`,
        query: `mutation { ${field.name}${text ? `(${text})` : ''}${selection} }`,
      });
    } else {
      // as variables; a required argument that was removed is declared but not provided
      const declared = kind === 'missing-required' ? args : present;
      cases.push({
        mutation: field.name,
        role,
        kind,
        query: `mutation Fuzz(${declared.map((a) => `$${a.name}: ${String(a.type)}`).join(', ')}) { ${field.name}(${declared
          .map((a) => `${a.name}: $${a.name}`)
          .join(', ')})${selection} }`,
        variables: values,
      });
    }
  }
  return cases;
}

const server = useTestServer({ SIGNIN_LIMIT_PER_IP: '100000', SIGNUP_LIMIT_PER_IP: '100000' });
let callers: Record<Role, GqlClient>;
beforeAll(async () => {
  const [member, partner, admin] = await Promise.all([
    as(server, 'member'),
    as(server, 'partner'),
    as(server, 'admin'),
  ]);
  callers = { anonymous: new GqlClient(server), member, partner, admin };
});

/** One md5 per table over all its rows (counters excepted). */
async function snapshot(): Promise<Record<string, string>> {
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

describe('fuzzing every mutation with bad input', () => {
  it('answers every case with a caller error, never INTERNAL_SERVER_ERROR or a 5xx, and changes no row', async () => {
    const rng = prng(0x9e3779b9);
    const cases = mutations.flatMap((field) => casesFor(field, rng));
    expect(new Set(cases.map((c) => c.mutation))).toEqual(new Set(mutations.map((m) => m.name)));
    expect(cases.length).toBeGreaterThanOrEqual(2000);

    const before = await snapshot();
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < cases.length) {
        const c = cases[next++]!;
        const result = await callers[c.role].request(c.query, c.variables);
        const codes = (result.errors ?? []).map((e) => e.extensions?.code);
        const refusedPerItem = !result.errors?.length && PER_ITEM[c.mutation]?.refused(result.data);
        if (
          result.status >= 500 ||
          (!result.errors?.length && !refusedPerItem) ||
          codes.includes('INTERNAL_SERVER_ERROR')
        ) {
          failures.push(
            `${c.mutation} [${c.kind}] → ${result.status} ${JSON.stringify(codes)} ${c.query.slice(0, 160)}`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 120_000);
});
