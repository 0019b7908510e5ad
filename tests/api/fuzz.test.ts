import {
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
import { describe, expect, it } from 'vitest';
import type { Role } from '../helpers/clients.js';
import { prng, roleOf, sample, schema, tableSums, useFuzzServer, type Rng } from '../helpers/from-schema.js';

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

const mutations = Object.values(schema.getMutationType()!.getFields());

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
/** The lone values each built-in scalar coerces to itself, so to a list of one. */
const ACCEPTED_ALONE: Record<string, unknown[]> = {
  String: ['text'],
  ID: ['text', 42],
  Int: [42],
  Float: [42],
  Boolean: [true],
};

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
    // not a list, nor one value its item accepts (GraphQL reads a lone "text" as ["text"])
    const accepted: unknown[] = ACCEPTED_ALONE[getNamedType(inner).name] ?? [];
    const alone = [42, 'text', true].filter((value) => !accepted.includes(value));
    byType.push(['list-wrong-type', () => rng.pick(alone)]);
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

const { server, callers } = useFuzzServer();

describe('fuzzing every mutation with bad input', () => {
  it('answers every case with a caller error, never INTERNAL_SERVER_ERROR or a 5xx, and changes no row', async () => {
    const rng = prng(0x9e3779b9);
    const cases = mutations.flatMap((field) => casesFor(field, rng));
    expect(new Set(cases.map((c) => c.mutation))).toEqual(new Set(mutations.map((m) => m.name)));
    expect(cases.length).toBeGreaterThanOrEqual(2000);

    const before = await tableSums(server);
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
    expect(await tableSums(server)).toEqual(before);
  }, 300_000);
});
