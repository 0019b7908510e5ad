import 'reflect-metadata';
import fs from 'node:fs';
import {
  buildSchema,
  Lexer,
  print,
  Source,
  TokenKind,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type OperationDefinitionNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as clientDocuments from '../../client/src/gql/graphql.js';
import { loadConfig } from '../../server/src/common/config.js';
import {
  MAX_INTROSPECTION_DEPTH,
  operationCost,
  operationShapeRule,
} from '../../server/src/platform/limits/query-measures.js';
import { GqlClient } from '../helpers/clients.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

let server: TestServer;
let statements: string[] = [];
beforeAll(async () => {
  server = await startTestServer({ JOB_WORKER: 'false' }, { onQuery: (sql) => statements.push(sql) });
});
afterAll(() => server?.stop());

type Answer = { status?: number; data?: unknown; errors?: readonly GraphQLFormattedError[] };

/** One operation over WebSocket, as a fresh anonymous socket: its result or its errors. */
async function overWs(query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const client = new GqlClient(server).ws();
  try {
    return await new Promise<Answer>((resolve) => {
      let last: Answer = {};
      client.subscribe(
        { query, variables },
        {
          next: (value) => (last = value as Answer),
          error: (error) => resolve({ errors: Array.isArray(error) ? error : [{ message: String(error) }] }),
          complete: () => resolve(last),
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

/** The same operation over HTTP and over WebSocket. */
async function both(query: string, variables: Record<string, unknown> = {}): Promise<[Answer, Answer]> {
  return [await new GqlClient(server).request(query, variables), await overWs(query, variables)];
}

/** A request-level refusal: the operation does not fit the limits (a bug of the calling program). */
function expectRefused(
  [http, ws]: [Answer, Answer],
  message: RegExp,
  code: 'GRAPHQL_VALIDATION_FAILED' | 'GRAPHQL_PARSE_FAILED' = 'GRAPHQL_VALIDATION_FAILED',
) {
  expect(http.status).toBe(400);
  expect(http.errors?.[0]?.extensions?.code).toBe(code);
  expect(http.errors?.[0]?.message).toMatch(message);
  expect(http.data ?? null).toBeNull();
  expect(ws.errors?.[0]?.extensions?.code).toBe(code);
  expect(ws.errors?.[0]?.message).toMatch(message);
  expect(ws.data ?? null).toBeNull();
}

function expectAnswered([http, ws]: [Answer, Answer]) {
  expect(http.errors).toBeUndefined();
  expect(http.status).toBe(200);
  expect(ws.errors).toBeUndefined();
  expect(ws.data).toEqual(http.data);
}

const aliases = (n: number, field = 'marketStats { openWires }') =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
/** A wireboard page selecting `WIRE` (edges, node and 18 fields): 1 + first × 20. */
const WIRE =
  'id title description status kind createdAt updatedAt responseCount neededBy expiresAt location { label lat lng } budget { min max currency }';

describe('query limits, the same over HTTP and WebSocket', () => {
  it('refuses an operation nested deeper than the limit', async () => {
    const chain = (n: number) => 'myResponse { wire { '.repeat(n) + 'id' + ' } }'.repeat(n);
    // wireboard, edges, node, then n × (myResponse, wire), then id
    const query = (n: number) => `{ wireboard(first: 1) { edges { node { ${chain(n)} } } } }`;
    const atLimit = (server.config.maxQueryDepth - 4) / 2;
    expectAnswered(await both(query(atLimit)));
    expectRefused(await both(query(atLimit + 1)), /nested 14 levels deep; the limit is 12/);
  });

  it('bounds introspection by its own depth, pointing at /schema.graphql', async () => {
    const ofTypes = (n: number) => 'ofType { '.repeat(n) + 'name' + ' }'.repeat(n);
    // __schema, types, fields, type, then n × ofType, then name: the issue sent 502 levels
    const query = (n: number) => `{ __schema { types { fields { type { ${ofTypes(n)} } } } } }`;
    expectAnswered(await both(query(MAX_INTROSPECTION_DEPTH - 5)));
    expectRefused(
      await both(query(497)),
      /introspection query is nested 502 levels deep; the limit is 20\. .*\/schema\.graphql/,
    );
  });

  it('refuses more aliases than the limit, also through fragments', async () => {
    expectAnswered(await both(aliases(server.config.maxQueryAliases)));
    expectRefused(await both(aliases(server.config.maxQueryAliases + 1)), /31 aliases; the limit is 30/);
    // 4 aliases in F1, each fragment spreading the next twice: 4 × 2^9 aliases in ~100 tokens
    const fragments = Array.from(
      { length: 10 },
      (_, i) =>
        `fragment F${i} on Query { ${i === 9 ? 'a: __typename b: __typename c: __typename d: __typename' : `...F${i + 1} ...F${i + 1}`} }`,
    ).join(' ');
    expectRefused(await both(`{ ...F0 } ${fragments}`), /2048 aliases; the limit is 30/);
  });

  it('refuses a document of more tokens than the limit before parsing it whole', async () => {
    // the issue's 10,000 aliases of marketStats: about 60,000 tokens
    expectRefused(await both(aliases(10_000)), /more tha[nt] 3000 tokens/, 'GRAPHQL_PARSE_FAILED');
  });

  it('refuses more directives than the limit', async () => {
    const directives = (n: number) => aliases(n, '__typename @include(if: true)');
    expectAnswered(await both(directives(server.config.maxQueryDirectives)));
    expectRefused(
      await both(directives(server.config.maxQueryDirectives + 1)),
      /21 directives; the limit is 20/,
    );
  });

  it('refuses an operation costing more than the limit', async () => {
    // the issue's 270,300 over WebSocket had 100 aliases; under the alias limit, 3 pages of 100
    const page = (first: number) => `wireboard(first: ${first}) { edges { node { ${WIRE} } } }`;
    expectAnswered(await both(`{ a: ${page(100)} b: ${page(100)} }`)); // 2 × (1 + 100 × 20) = 4002
    expectRefused(
      await both(`{ a: ${page(100)} b: ${page(100)} c: ${page(100)} }`),
      /costs 6003; the limit is 5000/,
    );
  });

  it('prices a page size from the variable’s value and from its default', async () => {
    const pages = (variable: string, args = '(first: $n)') =>
      `query Pages${variable} { ${['a', 'b', 'c'].map((a) => `${a}: wireboard${args} { edges { node { ${WIRE} } } }`).join(' ')} }`;
    // priced as 20 a page before (3 × 401 = 1203): the default is what runs
    expectRefused(await both(pages('($n: Int = 100)')), /costs 6003; the limit is 5000/);
    expectRefused(await both(pages('($n: Int)'), { n: 100 }), /costs 6003/);
    expectRefused(await both(pages('($n: Int = 5)'), { n: 100 }), /costs 6003/);
    expectAnswered(await both(pages('($n: Int = 100)'), { n: 20 })); // 3 × (1 + 20 × 20) = 1203
    // no variable at all: the argument's own default (20)
    expectAnswered(await both(pages('', '')));
    // a page above the largest is refused by the field, so it is priced at the largest (100)
    const over = await new GqlClient(server).request(pages('($n: Int)'), { n: 1_000_000 });
    expect(over.errors?.[0]?.message).toMatch(/costs 6003/);
  });

  it('prices a board’s filters by what they make PostgreSQL do, its count above all', async () => {
    const costOf = async (query: string) => {
      const body = (await fetch(server.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'buildwire-cost': 'include' },
        body: JSON.stringify({ query }),
      }).then((r) => r.json())) as { errors?: unknown; extensions: { cost: { requestedQueryCost: number } } };
      expect(body.errors).toBeUndefined();
      return body;
    };
    const filter = '{ text: "q0", near: { lat: 6.4, lng: 3.4, radiusKm: 500 }, budgetMin: "0" }';
    const cost = async (query: string) => (await costOf(query)).extensions.cost.requestedQueryCost;
    const pagePlain = await cost('{ wireboard(first: 1) { edges { cursor } } }');
    const page = await cost(`{ wireboard(first: 1, filter: ${filter}) { edges { cursor } } }`);
    const countPlain = await cost('{ wireboard(first: 1) { totalCount } }');
    const counted = await cost(`{ wireboard(first: 1, filter: ${filter}) { totalCount } }`);
    // kinds alone are the kept counter's: free
    expect(
      await cost('{ wireboard(first: 1, filter: { kinds: [BUILDING_MATERIALS] }) { totalCount } }'),
    ).toBe(countPlain);
    expect(page).toBe(pagePlain + 100 + 50 + 20);
    expect(counted).toBe(countPlain + 100 + 50 + 20 + 400 + 600 + 300 + 50);
    // thirty aliased filtered counts (priced 60 by fields alone) are refused before they run
    const counts = `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: wireboard(first: 1, filter: ${filter.replace('q0', `q${i}`)}) { totalCount }`).join(' ')} }`;
    expectRefused(await both(counts), /costs \d+; the limit is 5000/);
  });

  it('asks the database once for all aliases of marketStats', async () => {
    statements = [];
    await new GqlClient(server).ok(aliases(1));
    const one = statements.length;
    statements = [];
    await new GqlClient(server).ok(aliases(30));
    expect(statements.length).toBe(one);
  });
});

describe('every operation the client sends', () => {
  const config = loadConfig();
  const schema = buildSchema(fs.readFileSync('schema.graphql', 'utf8'));
  const documents = Object.entries(clientDocuments).filter((entry): entry is [string, DocumentNode] =>
    entry[0].endsWith('Document'),
  );

  it.each(documents.map(([name, document]) => [name, document] as const))(
    '%s is within the shape and cost limits',
    (_name, document) => {
      const lexer = new Lexer(new Source(print(document)));
      let tokens = 0;
      while (lexer.advance().kind !== TokenKind.EOF) tokens++;
      expect(tokens).toBeLessThanOrEqual(config.maxQueryTokens / 2);
      const rule = operationShapeRule({
        depth: config.maxQueryDepth,
        aliases: config.maxQueryAliases,
        directives: config.maxQueryDirectives,
      });
      expect(validate(schema, document, [rule])).toEqual([]);
      const operation = document.definitions.find(
        (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
      );
      // the largest page any list asks for (the admin's sellers list asks for 100)
      const cost = operationCost(schema, document, operation?.name?.value, { first: 100 });
      expect(cost).toBeLessThanOrEqual(config.maxQueryCost);
    },
  );
});
