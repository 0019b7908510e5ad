import {
  Kind,
  parse,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  isUnionType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { getDirective } from '@graphql-tools/utils';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/test-server.js';
import { GqlClient, quickAs, type Role } from '../helpers/clients.js';
import { schema, schemaText } from '../helpers/from-schema.js';
import { listenMark } from '../helpers/live.js';

/**
 * Generated from the checked-in schema.graphql: every root field is called as every role, and
 * must answer UNAUTHENTICATED / FORBIDDEN exactly where its directive says (and never otherwise).
 */

/** `Type.field` of every root field written in schema.graphql, read from its text (not from `schema`). */
const ROOT_FIELDS_IN_FILE = parse(schemaText).definitions.flatMap((definition) =>
  (definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.OBJECT_TYPE_EXTENSION) &&
  ['Query', 'Mutation', 'Subscription'].includes(definition.name.value)
    ? (definition.fields ?? []).map((field) => `${definition.name.value}.${field.name.value}`)
    : [],
);
const ROLES: Role[] = ['anonymous', 'member', 'partner', 'admin'];
const ROLE_ENUM: Record<Exclude<Role, 'anonymous'>, string> = {
  member: 'MEMBER',
  partner: 'PARTNER',
  admin: 'ADMIN',
};

type Case = { type: 'Query' | 'Mutation' | 'Subscription'; field: GraphQLField<unknown, unknown> };

function cases(): Case[] {
  return (['Query', 'Mutation', 'Subscription'] as const).flatMap((type) => {
    const root = schema.getType(type) as GraphQLObjectType | undefined;
    return root ? Object.values(root.getFields()).map((field) => ({ type, field })) : [];
  });
}

/** What the directive says `role` gets: null when allowed. */
function expectedDenial(field: GraphQLField<unknown, unknown>, role: Role): string | null {
  if (getDirective(schema, field, 'public')?.length) return null;
  const auth = getDirective(schema, field, 'auth')?.[0];
  if (!auth) throw new Error(`${field.name} has no access directive`);
  if (role === 'anonymous') return 'UNAUTHENTICATED';
  const requires = (auth.requires ?? []) as string[];
  return requires.length && !requires.includes(ROLE_ENUM[role]) ? 'FORBIDDEN' : null;
}

const ALL_SCOPES = ['READ', 'WIRES', 'RESPONSES', 'CATALOGUE', 'WEBHOOKS'];

/**
 * The API token cases of an `@auth` field: a token of a role the field allows, holding the scopes
 * it needs (allowed) or all others (FORBIDDEN); for a field tokens may not call, a token with
 * every scope (FORBIDDEN); for one any token may call, a token with one scope (allowed).
 */
function tokenCases({
  type,
  field,
}: Case): { role: Exclude<Role, 'anonymous'>; scopes: string[]; expected: string | null }[] {
  const auth = getDirective(schema, field, 'auth')?.[0];
  if (!auth) return [];
  const requires = (auth.requires ?? []) as string[];
  const role = (Object.keys(ROLE_ENUM) as Exclude<Role, 'anonymous'>[]).find(
    (r) => !requires.length || requires.includes(ROLE_ENUM[r]),
  )!;
  // `anyToken`: a token of any scope may call it (a token holding only READ, one holding none else)
  if (auth.anyToken === true) return [{ role, scopes: ['READ'], expected: null }];
  const needed = (auth.scopes as string[] | undefined) ?? (type === 'Mutation' ? [] : ['READ']);
  if (!needed.length) return [{ role, scopes: ALL_SCOPES, expected: 'FORBIDDEN' }];
  return [
    { role, scopes: needed, expected: null },
    { role, scopes: ALL_SCOPES.filter((scope) => !needed.includes(scope)), expected: 'FORBIDDEN' },
  ];
}

/** A value of `type` that type-checks (the field may still refuse it: that is not an access error). */
function sample(type: GraphQLInputType): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) return [sample(inner.ofType)];
  if (isEnumType(inner)) return inner.getValues()[0]?.value;
  if (isInputObjectType(inner)) {
    return Object.fromEntries(
      Object.values(inner.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, sample(f.type)]),
    );
  }
  if (isScalarType(inner)) {
    switch (inner.name) {
      case 'Int':
        return 1;
      case 'Float':
        return 1.5;
      case 'Boolean':
        return false;
      case 'ID':
        return '00000000-0000-4000-8000-000000000000';
      case 'DateTimeISO':
        return new Date(Date.now() + 86_400_000).toISOString();
      default:
        return 'x@example.com';
    }
  }
  throw new Error(`no sample for ${String(type)}`);
}

function operationFor({ type, field }: Case): { query: string; variables: Record<string, unknown> } {
  const args = field.args.filter((a) => isNonNullType(a.type));
  const defs = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const call = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection =
    isObjectType(named) || isInterfaceType(named) || isUnionType(named) ? ' { __typename }' : '';
  const keyword = type === 'Query' ? 'query' : type === 'Mutation' ? 'mutation' : 'subscription';
  return {
    query: `${keyword} Access${defs ? `(${defs})` : ''} { ${field.name}${call ? `(${call})` : ''}${selection} }`,
    variables: Object.fromEntries(args.map((a) => [a.name, sample(a.type)])),
  };
}

const server = useTestServer();

/** A caller with only an API token (no cookie) of a fresh account of `role`, made through the API. */
const tokens = new Map<string, Promise<string>>();
async function tokenClient(role: Exclude<Role, 'anonymous'>, scopes: string[]): Promise<GqlClient> {
  const key = `${role}:${scopes.join(',')}`;
  if (!tokens.has(key)) {
    tokens.set(
      key,
      (async () => {
        const owner = await quickAs(server, role);
        const { createApiToken } = await owner.ok<{ createApiToken: { secret: string } }, unknown>(
          `mutation T($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }`,
          { input: { name: `access ${key}`, scopes } },
        );
        return createApiToken.secret;
      })(),
    );
  }
  const client = new GqlClient(server);
  client.bearer = await tokens.get(key)!;
  return client;
}

describe('access rules from schema.graphql', () => {
  const all = cases();

  it('covers exactly the root fields of schema.graphql, which are the ones the server serves', async () => {
    const names = all.map((c) => `${c.type}.${c.field.name}`).sort();
    expect(names).toHaveLength(ROOT_FIELDS_IN_FILE.length);
    expect(names).toEqual([...ROOT_FIELDS_IN_FILE].sort());
    type Fields = { fields: { name: string }[] } | null;
    const served = await (
      await quickAs(server, 'anonymous')
    ).ok<{ __schema: Record<'queryType' | 'mutationType' | 'subscriptionType', Fields> }, never>(
      `{ __schema { queryType { fields { name } } mutationType { fields { name } } subscriptionType { fields { name } } } }`,
    );
    const servedNames = (['queryType', 'mutationType', 'subscriptionType'] as const).flatMap((key) =>
      (served.__schema[key]?.fields ?? []).map(
        (f) =>
          `${{ queryType: 'Query', mutationType: 'Mutation', subscriptionType: 'Subscription' }[key]}.${f.name}`,
      ),
    );
    expect(servedNames.sort()).toEqual(names);
  });

  for (const testCase of all) {
    const callers: { name: string; expected: string | null; client: () => Promise<GqlClient> }[] = [
      ...ROLES.map((role) => ({
        name: role,
        expected: expectedDenial(testCase.field, role),
        client: () => quickAs(server, role),
      })),
      ...tokenCases(testCase).map(({ role, scopes, expected }) => ({
        name: `${role}'s token with ${scopes.join('+')}`,
        expected,
        client: () => tokenClient(role, scopes),
      })),
    ];
    for (const { name, expected, client: makeClient } of callers) {
      it(`${testCase.type}.${testCase.field.name} as ${name} → ${expected ?? 'allowed'}`, async () => {
        const client = await makeClient();
        const { query, variables } = operationFor(testCase);
        let codes: string[];
        if (testCase.type === 'Subscription') {
          const ws = client.ws({ lazy: true });
          const mark = listenMark(server);
          codes = await new Promise<string[]>((resolve) => {
            const stop = ws.subscribe(
              { query, variables },
              {
                next: (value) => {
                  stop();
                  resolve((value.errors ?? []).map((e) => String(e.extensions?.code)));
                },
                error: (error) =>
                  resolve(Array.isArray(error) ? error.map((e) => String(e.extensions?.code)) : ['CLOSED']),
                complete: () => resolve([]),
              },
            );
            // allowed: the server opens its stream (listens on the bus) before any error; refused: an error
            mark.opened(1).then(
              () => {
                stop();
                resolve([]);
              },
              () => {},
            );
          });
          await ws.dispose();
        } else {
          const result = await client.request(query, variables);
          codes = (result.errors ?? []).map((e) => String(e.extensions?.code));
        }
        if (expected) {
          expect(codes).toContain(expected);
        } else {
          expect(codes).not.toContain('UNAUTHENTICATED');
          expect(codes).not.toContain('FORBIDDEN');
        }
      });
    }
  }
});
