import fs from 'node:fs';
import {
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  lexicographicSortSchema,
  printSchema,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hashesByOperation,
  PERSISTED_DOCUMENTS_FILE,
} from '../../server/src/platform/graphql/persisted-documents.js';
import { SCHEMA_PATH } from '../../server/src/platform/http/graphql-http.js';
import { GqlClient } from '../helpers/clients.js';
import { createAccount, sessionCookieFor } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/** What graphql-codegen and other tools send: graphql-js's standard query, every option on. */
const INTROSPECTION = getIntrospectionQuery({
  descriptions: true,
  specifiedByUrl: true,
  directiveIsRepeatable: true,
  schemaDescription: true,
  inputValueDeprecation: true,
});

type Answer = { status?: number; data?: unknown; errors?: readonly GraphQLFormattedError[] };

// as in production: a browser session runs only the app's own documents; anonymous callers and
// API tokens may send any text, introspection included
let server: TestServer;
let token: GqlClient;
beforeAll(async () => {
  server = await startTestServer({ JOB_WORKER: 'false', PERSISTED_QUERIES: 'enforce' });
  const manifest = JSON.parse(fs.readFileSync(PERSISTED_DOCUMENTS_FILE, 'utf8')) as Record<string, string>;
  const member = await createAccount(server, { role: 'member', password: null });
  const response = await fetch(server.graphqlUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: await sessionCookieFor(server, member),
    },
    body: JSON.stringify({
      extensions: {
        persistedQuery: { version: 1, sha256Hash: hashesByOperation(manifest).get('CreateApiToken') },
      },
      variables: { input: { name: 'Codegen', scopes: ['READ'] } },
    }),
  });
  const body = (await response.json()) as { data: { createApiToken: { secret: string } } };
  token = new GqlClient(server);
  token.bearer = body.data.createApiToken.secret;
});
afterAll(() => server?.stop());

/** One operation over a fresh socket of `caller` (its bearer as a connection parameter). */
async function overWs(caller: GqlClient, query: string): Promise<Answer> {
  const client = caller.ws();
  try {
    return await new Promise<Answer>((resolve) => {
      let last: Answer = {};
      client.subscribe(
        { query },
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

const callers = () =>
  [
    ['anonymous', new GqlClient(server)],
    ['an API token', token],
  ] as const;

/**
 * A schema as sorted SDL: every type with its description, fields, arguments, defaults and
 * deprecations, and the directive definitions. Where directives are used (`@auth`, `@public`) is
 * left out (printSchema prints no usages): the checked-in SDL shows them, introspection cannot.
 */
const sdlOf = (schema: GraphQLSchema) => printSchema(lexicographicSortSchema(schema));

describe('standard introspection (what graphql-codegen sends to /graphql)', () => {
  let sdl: GraphQLSchema;
  beforeAll(async () => {
    const response = await fetch(`${server.url}${SCHEMA_PATH}`);
    expect(response.status).toBe(200);
    sdl = buildSchema(await response.text());
  });

  it('is answered, over HTTP and WebSocket, anonymously and with a token, as the schema it serves', async () => {
    for (const [who, caller] of callers()) {
      const http = await caller.request(INTROSPECTION);
      expect(http.errors, who).toBeUndefined();
      expect(http.status, who).toBe(200);
      const ws = await overWs(caller, INTROSPECTION);
      expect(ws.errors, who).toBeUndefined();
      expect(ws.data, who).toEqual(http.data);
      const introspected = buildClientSchema(http.data as unknown as IntrospectionQuery);
      expect(sdlOf(introspected), who).toBe(sdlOf(sdl));
    }
  });

  it('is priced as what it is: read from the schema in memory, far below the cost limit', async () => {
    const response = await fetch(server.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'buildwire-cost': 'include' },
      body: JSON.stringify({ query: INTROSPECTION }),
    });
    const body = (await response.json()) as { extensions: { cost: { requestedQueryCost: number } } };
    // one a field of the document (fragments expanded), lists not multiplied
    expect(body.extensions.cost.requestedQueryCost).toBeLessThan(server.config.maxQueryCost / 10);
  });

  it('is refused when absurdly nested, saying where the schema is', async () => {
    const ofTypes = (n: number) => 'ofType { '.repeat(n) + 'name' + ' }'.repeat(n);
    // __schema, types, fields, type, then 40 × ofType, then name
    const deep = `{ __schema { types { fields { type { ${ofTypes(40)} } } } } }`;
    const message = /introspection query is nested 45 levels deep; the limit is \d+\. .*\/schema\.graphql/;
    for (const [who, caller] of callers()) {
      const http = await caller.request(deep);
      expect(http.status, who).toBe(400);
      expect(http.data ?? null, who).toBeNull();
      expect(http.errors?.[0]?.extensions?.code, who).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(http.errors?.[0]?.message, who).toMatch(message);
      const ws = await overWs(caller, deep);
      expect(ws.data ?? null, who).toBeNull();
      expect(ws.errors?.[0]?.extensions?.code, who).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(ws.errors?.[0]?.message, who).toMatch(message);
    }
  });
});
