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
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLFormattedError,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/test-server.js';
import { as, GqlClient, type Role } from '../helpers/clients.js';
import { createWire } from '../helpers/factories.js';
import { Member } from '../../server/src/member/member.entity.js';

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

type Spot = {
  holder: Record<string, unknown> | unknown[];
  key: string | number;
  type: GraphQLInputType;
  /** The description of the field or argument the value is given for. */
  description?: string | null;
};

/** Every place of `value` (args included) with its input type, to pick one to spoil. */
function spotsOf(
  holder: Record<string, unknown> | unknown[],
  key: string | number,
  type: GraphQLInputType,
  description?: string | null,
): Spot[] {
  const spots: Spot[] = [{ holder, key, type, description }];
  const value = (holder as Record<string | number, unknown>)[key];
  const inner = getNullableType(type);
  if (isListType(inner) && Array.isArray(value)) {
    value.forEach((_, i) => spots.push(...spotsOf(value, i, inner.ofType, description)));
  } else if (isInputObjectType(inner) && value && typeof value === 'object') {
    for (const field of Object.values(inner.getFields())) {
      if (field.name in (value as object))
        spots.push(...spotsOf(value as Record<string, unknown>, field.name, field.type, field.description));
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
/** Text of only white space, for a field whose description asks for at least one character. */
const BLANK_TEXT = ['   ', '\t', ' \n ', '\u00a0\u3000'];
const NEEDS_TEXT = /\b[1-9]\d*(\.\.| to )[\d,]+ characters/;
/** Quantities a Float takes but no one means (the least is 0.001), and dates past the 5-year horizon. */
const TINY_QUANTITIES = [5e-324, 1e-7, 0.0009];
const FAR_DATES = [
  '9999-12-31T00:00:00.000Z',
  new Date(Date.UTC(new Date().getUTCFullYear() + 6, 0, 1)).toISOString(),
];
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
        if (spot.key === 'quantity') byType.push(['quantity-tiny', () => rng.pick(TINY_QUANTITIES)]);
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
        // every date a mutation takes is a chosen one (needed by, valid until, reveal at)
        byType.push(['date-far-future', () => rng.pick(FAR_DATES)]);
        break;
      default:
        byType.push(['text-control', () => rng.pick(NUL_TEXT)]);
        byType.push(['text-surrogate', () => rng.pick(SURROGATES)]);
        byType.push(['text-huge', () => rng.pick(['A', 'é', '\u{1F600}']).repeat(20_000)]);
        byType.push(['text-wrong-type', () => rng.pick([42, true, {}, [[1]]])]);
        if (NEEDS_TEXT.test(spot.description ?? '')) byType.push(['text-blank', () => rng.pick(BLANK_TEXT)]);
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
    const spots = args
      .filter((a) => a.name in values)
      .flatMap((a) => spotsOf(values, a.name, a.type, a.description));
    const optionalAbsent = args.filter((a) => !(a.name in values));
    let kind: string;
    if (!spots.length || (optionalAbsent.length && rng.chance(0.1))) {
      const arg = rng.pick(optionalAbsent.length ? optionalAbsent : args);
      values[arg.name] = sample(arg.type, rng);
      kind = spoil({ holder: values, key: arg.name, type: arg.type, description: arg.description }, rng);
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

const server = useTestServer({
  SIGNIN_LIMIT_PER_IP: '100000',
  SIGNUP_LIMIT_PER_IP: '100000',
  WS_OPS_PER_SECOND: '100000',
  WS_OPS_BURST: '100000',
});
let callers: Record<Role, GqlClient & { email?: string }>;
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

/*
 * Every list input (an input field or an argument, at any depth below a Query, Mutation or
 * Subscription field) has its maximum in its description ("At most N items."); past it, the list is
 * refused at its path, over HTTP and WebSocket, with good items and with bad ones (then before
 * their type is checked); and more than 50 bad values answer BAD_USER_INPUT with the first 50
 * listed and one saying there are more.
 */

const MAXIMUM = /At most (\d+) items\.$/;
type ListSpot = {
  field: GraphQLField<unknown, unknown>;
  root: 'query' | 'mutation' | 'subscription';
  /** From the argument: `['input', 'materials', 'lines']`. */
  path: string[];
  /** `Type.field` or `Root.field(arg)`. */
  name: string;
  item: GraphQLInputType;
  max: number | null;
  /** The type of a field below the root (reached through `HOLDERS`). */
  holder?: string;
};

/**
 * The list inputs reachable from `type` at `path` through input objects (each type once per path;
 * a list's items are not entered: a list inside one would be missed, and the check of coverage
 * below would name it).
 */
function listSpotsIn(
  type: GraphQLInputType,
  holder: { description?: string | null },
  name: string,
  path: string[],
  seen: ReadonlySet<string>,
): Omit<ListSpot, 'field' | 'root'>[] {
  const inner = getNullableType(type);
  if (isListType(inner)) {
    const max = MAXIMUM.exec(holder.description ?? '')?.[1];
    return [{ path, name, item: inner.ofType as GraphQLInputType, max: max ? Number(max) : null }];
  }
  const named = getNamedType(type);
  if (!isInputObjectType(named) || seen.has(named.name)) return [];
  const within = new Set([...seen, named.name]);
  return Object.values(named.getFields()).flatMap((field) =>
    listSpotsIn(field.type, field, `${named.name}.${field.name}`, [...path, field.name], within),
  );
}

const ROOTS = [
  ['query', schema.getQueryType()],
  ['mutation', schema.getMutationType()],
  ['subscription', schema.getSubscriptionType()],
] as const;
const rootNames = new Set(ROOTS.map(([, type]) => type?.name));
const spotsOfFields = (type: {
  name: string;
  getFields: () => Record<string, GraphQLField<unknown, unknown>>;
}) =>
  Object.values(type.getFields()).flatMap((field) =>
    field.args.flatMap((arg) =>
      listSpotsIn(arg.type, arg, `${type.name}.${field.name}(${arg.name})`, [arg.name], new Set()).map(
        (spot) => ({ ...spot, field }),
      ),
    ),
  );
const listSpots: ListSpot[] = [
  ...ROOTS.flatMap(([root, type]) => (type ? spotsOfFields(type).map((spot) => ({ ...spot, root })) : [])),
  ...Object.values(schema.getTypeMap())
    .filter((type) => isObjectType(type) && !type.name.startsWith('__') && !rootNames.has(type.name))
    .flatMap((type) =>
      spotsOfFields(type as Parameters<typeof spotsOfFields>[0]).map((spot) => ({
        ...spot,
        root: 'query' as const,
        holder: type.name,
      })),
    ),
];

/**
 * How to reach a type whose fields take list arguments: a root field giving one of the caller's
 * records, by id (made once).
 */
const HOLDERS: Record<string, { role: Role; field: string; id: () => Promise<string> }> = {
  Wire: {
    role: 'member',
    field: 'wire',
    id: async () => {
      const owner = await server.em().findOneOrFail(Member, { email: callers.member.email! });
      return (await createWire(server, owner)).id;
    },
  },
};
const holderIds = new Map<string, Promise<string>>();
const holderId = (type: string) => {
  if (!holderIds.has(type)) holderIds.set(type, HOLDERS[type]!.id());
  return holderIds.get(type)!;
};

/** Every list input field and list argument of the schema, by name. */
function allListInputs(): string[] {
  const names: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isInputObjectType(type))
      for (const field of Object.values(type.getFields()))
        if (isListType(getNullableType(field.type))) names.push(`${type.name}.${field.name}`);
    if (isObjectType(type))
      for (const field of Object.values(type.getFields()))
        for (const arg of field.args)
          if (isListType(getNullableType(arg.type))) names.push(`${type.name}.${field.name}(${arg.name})`);
  }
  return names.sort();
}

/** A value no item of type `item` accepts (one coercion error each). */
const badItem = (item: GraphQLInputType) => (isInputObjectType(getNamedType(item)) ? 42 : { bad: true });

/** The field's arguments, valid in shape, with `length` items (made by `item`) in the list at `spot.path`. */
function argsWithList(spot: ListSpot, length: number, item: () => unknown, rng: Rng) {
  const values: Record<string, unknown> = {};
  for (const arg of spot.field.args)
    if (isNonNullType(arg.type) || arg.name === spot.path[0]) values[arg.name] = sample(arg.type, rng);
  // down the input objects to the list's holder, making the optional ones on the way
  let holder = values;
  let type = spot.field.args.find((arg) => arg.name === spot.path[0])!.type;
  for (let i = 1; i < spot.path.length; i++) {
    const key = spot.path[i - 1]!;
    if (!holder[key] || typeof holder[key] !== 'object') holder[key] = sample(type, rng);
    holder = holder[key] as Record<string, unknown>;
    type = (getNamedType(type) as GraphQLInputObjectType).getFields()[spot.path[i]!]!.type;
  }
  holder[spot.path.at(-1)!] = Array.from({ length }, item);
  return values;
}

/**
 * The operation sending `values` of the spot's field as variables (named as the arguments); a
 * field below the root is reached through its holder's record (`$holderId`, added to `values`).
 */
async function listOperation(spot: ListSpot, values: Record<string, unknown>): Promise<string> {
  const args = spot.field.args.filter((arg) => arg.name in values);
  const defs = args.map((a) => `$${a.name}: ${String(a.type)}`);
  const uses = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isObjectType(getNamedType(spot.field.type)) ? ' { __typename }' : '';
  const call = `${spot.field.name}(${uses})${selection}`;
  if (!spot.holder) return `${spot.root} Lists(${defs.join(', ')}) { ${call} }`;
  const holder = HOLDERS[spot.holder]!;
  values.holderId = await holderId(spot.holder);
  return `query Lists($holderId: ID!, ${defs.join(', ')}) { ${holder.field}(id: $holderId) { ${call} } }`;
}

type Answer = { status: number | null; errors: readonly GraphQLFormattedError[] };

describe('list inputs past their maximum, and too many bad values', () => {
  const sockets = new Map<Role, ReturnType<GqlClient['ws']>>();
  afterAll(() => Promise.all([...sockets.values()].map((socket) => socket.dispose())));
  const overWs = (role: Role, query: string, variables: Record<string, unknown>) => {
    let socket = sockets.get(role);
    if (!socket) sockets.set(role, (socket = callers[role].ws()));
    return new Promise<Answer>((resolve) => {
      const dispose = socket.subscribe(
        { query, variables },
        {
          next: (result) => {
            resolve({ status: null, errors: result.errors ?? [] });
            dispose();
          },
          error: (error) =>
            resolve({ status: null, errors: Array.isArray(error) ? error : [{ message: String(error) }] }),
          complete: () => resolve({ status: null, errors: [] }),
        },
      );
    });
  };
  const transports = (spot: ListSpot) =>
    spot.root === 'subscription' ? (['ws'] as const) : (['http', 'ws'] as const);
  const send = async (
    transport: 'http' | 'ws',
    role: Role,
    query: string,
    variables: Record<string, unknown>,
  ) =>
    transport === 'http'
      ? callers[role].request(query, variables).then((r) => ({ status: r.status, errors: r.errors ?? [] }))
      : overWs(role, query, variables);
  const describeAnswer = (answer: Answer) =>
    `${answer.status ?? 'ws'} ${JSON.stringify(answer.errors.slice(0, 2).map((e) => [e.extensions?.code, e.extensions?.fieldPath, e.message.slice(0, 80)]))}`;

  it('documents a maximum for every list input, and each is reachable from a root field', () => {
    expect(listSpots.filter((spot) => spot.max === null).map((spot) => spot.name)).toEqual([]);
    expect([...new Set(listSpots.map((spot) => spot.name))].sort()).toEqual(allListInputs());
    expect(listSpots.filter((spot) => spot.holder && !HOLDERS[spot.holder]).map((spot) => spot.name)).toEqual(
      [],
    );
  });

  it('refuses every list one item past its maximum at its path, with good items and with 51 more bad ones', async () => {
    const rng = prng(0x51ed270b);
    await Promise.all(Object.keys(HOLDERS).map(holderId)); // the records reached through, made first
    const before = await snapshot();
    const failures: string[] = [];
    for (const spot of listSpots) {
      const role = spot.holder ? HOLDERS[spot.holder]!.role : roleOf(spot.field);
      const max = spot.max!;
      const cases = [
        ['good items', argsWithList(spot, max + 1, () => sample(spot.item, rng), rng)],
        ['bad items', argsWithList(spot, max + 51, () => badItem(spot.item), rng)],
      ] as const;
      for (const [kind, values] of cases) {
        const query = await listOperation(spot, values);
        for (const transport of transports(spot)) {
          const answer = await send(transport, role, query, values);
          const atList = answer.errors.some(
            (e) =>
              e.extensions?.code === 'BAD_USER_INPUT' &&
              JSON.stringify(e.extensions.fieldPath) === JSON.stringify(spot.path),
          );
          const internal = answer.errors.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR');
          if (!atList || internal || (answer.status ?? 0) >= 500)
            failures.push(`${spot.name} ${kind} over ${transport} → ${describeAnswer(answer)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 120_000);

  it('answers more than 50 bad values within the maxima with the first 50 and one saying there are more', async () => {
    const rng = prng(0x0ddba11);
    const roomy = listSpots.filter((spot) => spot.max! > 50);
    expect(roomy.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const spot of roomy) {
      const values = argsWithList(spot, Math.min(spot.max!, 60), () => badItem(spot.item), rng);
      const query = await listOperation(spot, values);
      const role = spot.holder ? HOLDERS[spot.holder]!.role : roleOf(spot.field);
      for (const transport of transports(spot)) {
        const answer = await send(transport, role, query, values);
        const codes = new Set(answer.errors.map((e) => e.extensions?.code));
        const last = answer.errors.at(-1);
        if (
          answer.errors.length !== 51 ||
          codes.size !== 1 ||
          !codes.has('BAD_USER_INPUT') ||
          !answer.errors.every((e) => typeof e.extensions?.field === 'string') ||
          !/first|listed/.test(last?.message ?? '') ||
          (transport === 'http' && answer.status !== 400)
        )
          failures.push(`${spot.name} over ${transport} → ${answer.errors.length} ${describeAnswer(answer)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
