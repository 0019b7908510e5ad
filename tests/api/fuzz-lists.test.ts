import {
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLFormattedError,
  type GraphQLInputObjectType,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, describe, expect, it } from 'vitest';
import type { GqlClient, Role } from '../helpers/clients.js';
import { createWire } from '../helpers/factories.js';
import { prng, roleOf, sample, schema, tableSums, useFuzzServer, type Rng } from '../helpers/from-schema.js';
import { Member } from '../../server/src/member/member.entity.js';

const { server, callers } = useFuzzServer();

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
    const before = await tableSums(server);
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
    expect(await tableSums(server)).toEqual(before);
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
