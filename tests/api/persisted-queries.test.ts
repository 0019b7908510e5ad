import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, Kind, parse, print, specifiedRules, validate, type DocumentNode } from 'graphql';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createApolloClient } from '../../client/src/app/apollo.js';
import * as documents from '../../client/src/gql/graphql.js';
import {
  hashesByOperation,
  PERSISTED_DOCUMENTS_FILE,
  withTypenames,
} from '../../server/src/platform/graphql/persisted-documents.js';
import { OperationLimits } from '../../server/src/platform/limits/query-limits.js';
import { loadConfig } from '../../server/src/common/config.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { GqlClient, quickAs } from '../helpers/clients.js';
import { createAccount, sessionCookieFor } from '../helpers/factories.js';
import { listenMark } from '../helpers/live.js';

const manifest = JSON.parse(fs.readFileSync(PERSISTED_DOCUMENTS_FILE, 'utf8')) as Record<string, string>;
const hashes = hashesByOperation(manifest);
const hashOf = (operation: string) => {
  const hash = hashes.get(operation);
  if (!hash) throw new Error(`${operation} is not in the manifest`);
  return hash;
};
const persisted = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });
const UNKNOWN = 'f'.repeat(64);
const ACCEPT = 'application/graphql-response+json, application/json;q=0.9';

type Answer = {
  status: number;
  headers: Headers;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
};

type Caller = { cookie?: string | null; bearer?: string | null; headers?: Record<string, string> };
const credentials = (caller: Caller): Record<string, string> => ({
  ...caller.headers,
  ...(caller.cookie ? { cookie: caller.cookie } : {}),
  ...(caller.bearer ? { authorization: `Bearer ${caller.bearer}` } : {}),
});

/** A GET of /graphql with these search params (objects as JSON), as Apollo's HttpLink sends one. */
async function get(
  server: TestServer,
  params: Record<string, unknown>,
  caller: Caller = {},
): Promise<Answer> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    search.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  const response = await fetch(`${server.graphqlUrl}?${search}`, {
    headers: { accept: ACCEPT, ...credentials(caller) },
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (response.status === 304 ? {} : await response.json()) as Answer['body'],
  };
}

async function post(server: TestServer, body: Record<string, unknown>, caller: Caller = {}): Promise<Answer> {
  const response = await fetch(server.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: ACCEPT, ...credentials(caller) },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Answer['body'],
  };
}

const codeOf = (answer: { errors?: { extensions?: { code?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.code;

/** The first message of a subscription sent with this payload (data, or the refusal's errors). */
function firstMessage(ws: Client, payload: Parameters<Client['subscribe']>[0]) {
  return new Promise<{ data?: unknown; errors?: { extensions?: { code?: unknown } }[] }>(
    (resolve, reject) => {
      const stop = ws.subscribe(payload, {
        next: (value) => {
          stop();
          resolve(value as { data?: unknown });
        },
        error: (error) => (Array.isArray(error) ? resolve({ errors: error }) : reject(error as Error)),
        complete: () => {},
      });
    },
  );
}

const WIRE = {
  kind: 'BUILDING_MATERIALS',
  title: 'Cement by hash',
  location: { label: 'Lekki, Lagos', lat: 6.4474, lng: 3.4723 },
  materials: { lines: [{ material: 'Cement', quantity: 40, unit: 'bags' }], deliveryNeeded: true },
};

describe('the manifest', () => {
  it('holds every operation of the client, under the SHA-256 of its text, with the hash codegen embedded', () => {
    const files = fs
      .readdirSync('client/src', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.graphql'));
    const operations = files.flatMap((file) =>
      parse(fs.readFileSync(path.join('client/src', file), 'utf8')).definitions.flatMap((d) =>
        d.kind === Kind.OPERATION_DEFINITION && d.name ? [d.name.value] : [],
      ),
    );
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.filter((name) => !hashes.has(name))).toEqual([]);
    expect(Object.keys(manifest).length).toBe(operations.length);
    for (const [hash, text] of Object.entries(manifest))
      expect(createHash('sha256').update(text).digest('hex')).toBe(hash);
    // each generated document names its manifest entry (what the client's link sends)
    const embedded = Object.entries(documents).filter(([name]) => name.endsWith('Document'));
    for (const [name, document] of embedded) {
      const definition = (document as DocumentNode).definitions.find(
        (d) => d.kind === Kind.OPERATION_DEFINITION,
      );
      const meta = (document as { __meta__?: { hash?: string } }).__meta__;
      if (definition?.kind !== Kind.OPERATION_DEFINITION) continue;
      expect(meta?.hash, name).toBe(hashOf(definition.name!.value));
    }
  });

  it('runs within the default limits: every document, as the server runs it, parses and validates', () => {
    const limits = new OperationLimits(loadConfig());
    const schema = buildSchema(fs.readFileSync('schema.graphql', 'utf8'));
    for (const text of Object.values(manifest)) {
      const document = parse(withTypenames(text), limits.parseOptions);
      expect(validate(schema, document, [...specifiedRules, ...limits.validationRules]), text).toEqual([]);
    }
  });

  it('is run with the __typename Apollo Client adds, except at the operation root', () => {
    const runnable = withTypenames('query Q { me { id partner { id } } }');
    expect(runnable).toBe(print(parse('query Q { me { id partner { id __typename } __typename } }')));
  });
});

describe('PERSISTED_QUERIES=allow (development and tests)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('runs a query by hash over GET (APQ extension or documentId); an anonymous answer revalidates by ETag', async () => {
    const variables = { first: 5 };
    const byExtension = await get(server, {
      operationName: 'WireboardList',
      variables,
      extensions: persisted(hashOf('WireboardList')),
    });
    expect(byExtension.status).toBe(200);
    expect(byExtension.body.errors).toBeUndefined();
    expect(byExtension.body.data).toMatchObject({ wireboard: { __typename: 'WireConnection', edges: [] } });
    expect(byExtension.headers.get('vary')).toMatch(/Cookie/);
    expect(byExtension.headers.get('cache-control')).toBe('no-cache');
    // a cache asks again with the answer's ETag: 304, no body, while the answer is the same
    const again = await get(
      server,
      { operationName: 'WireboardList', variables, extensions: persisted(hashOf('WireboardList')) },
      // (fetch would add `cache-control: no-cache` to a conditional request, which forbids the 304)
      { headers: { 'if-none-match': byExtension.headers.get('etag') ?? '', 'cache-control': 'max-age=0' } },
    );
    expect(again.status).toBe(304);
    const byDocumentId = await get(server, { documentId: `sha256:${hashOf('WireboardList')}`, variables });
    expect(byDocumentId.body).toEqual(byExtension.body);
  });

  it('runs a signed-in query by hash over GET and POST, never cached by another', async () => {
    const member = await createAccount(server, { role: 'member', password: null });
    const cookie = await sessionCookieFor(server, member);
    const byGet = await get(server, { extensions: persisted(hashOf('Me')) }, { cookie });
    expect(byGet.body.data).toMatchObject({ me: { __typename: 'Member', email: member.email } });
    expect(byGet.headers.get('cache-control')).toBe('private, no-store');
    const byPost = await post(server, { extensions: persisted(hashOf('Me')) }, { cookie });
    expect(byPost.body).toEqual(byGet.body);
  });

  it('refuses an unknown hash with PERSISTED_QUERY_NOT_FOUND, then runs its text', async () => {
    const unknownGet = await get(server, { extensions: persisted(UNKNOWN) });
    expect(codeOf(unknownGet.body)).toBe('PERSISTED_QUERY_NOT_FOUND');
    const unknownPost = await post(server, { extensions: persisted(UNKNOWN) });
    expect(codeOf(unknownPost.body)).toBe('PERSISTED_QUERY_NOT_FOUND');
    // it says what to do, on both transports alike
    const hint = (unknownPost.body.errors as { message: string }[])[0]!.message;
    expect(hint).toMatch(/^The persisted query hash is unknown: send the query text with it/);
    const unknownId = await get(server, { documentId: `sha256:${UNKNOWN}` });
    expect(codeOf(unknownId.body)).toBe('PERSISTED_QUERY_NOT_FOUND');
    // the client's fallback: the text (as its cache changed it) with the hash it first sent
    const text = await post(server, {
      query: '{ passwordPolicy { minLength } }',
      extensions: persisted(UNKNOWN),
    });
    expect(text.body.data).toMatchObject({ passwordPolicy: { minLength: 8 } });
    // a standard APQ client registers its own documents under their own hash
    const query = '{ passwordPolicy { maxLength } }';
    const own = createHash('sha256').update(query).digest('hex');
    expect(codeOf((await get(server, { extensions: persisted(own) })).body)).toBe(
      'PERSISTED_QUERY_NOT_FOUND',
    );
    await post(server, { query, extensions: persisted(own) });
    expect((await get(server, { extensions: persisted(own) })).body.data).toEqual({
      passwordPolicy: { maxLength: 128 },
    });
  });

  it('never runs a mutation by GET, by hash or by text', async () => {
    const cookie = (await quickAs(server, 'member')).cookie;
    const byHash = await get(
      server,
      { extensions: persisted(hashOf('PostWire')), variables: { input: WIRE } },
      { cookie },
    );
    expect(byHash.status).toBe(405);
    expect(codeOf(byHash.body)).toBe('BAD_REQUEST');
    const byText = await get(server, { query: 'mutation { signOut }' }, { cookie });
    expect(byText.status).toBe(405);
  });

  it('runs a subscription by hash over the websocket, and refuses an unknown hash there', async () => {
    const ws = new GqlClient(server).ws();
    try {
      const mark = listenMark(server);
      const events = firstMessage(ws, {
        query: '',
        variables: {},
        extensions: persisted(hashOf('WireboardEvents')),
      });
      await mark.opened(1);
      const buyer = await quickAs(server, 'member');
      const posted = await post(
        server,
        { extensions: persisted(hashOf('PostWire')), variables: { input: WIRE } },
        { cookie: buyer.cookie },
      );
      const wireId = (posted.body.data as { postWire: { id: string } }).postWire.id;
      expect(await events).toMatchObject({
        data: { wireboardEvents: { type: 'CREATED', wire: { __typename: 'Wire', id: wireId } } },
      });
      const unknown = await firstMessage(ws, { query: '', extensions: persisted(UNKNOWN) });
      expect(codeOf(unknown)).toBe('PERSISTED_QUERY_NOT_FOUND');
      expect((unknown as { errors: { message: string }[] }).errors[0]!.message).toMatch(
        /^The persisted query hash is unknown: send the query text with it/,
      );
    } finally {
      await ws.dispose();
    }
  });
});

describe('PERSISTED_QUERIES=enforce (production)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PERSISTED_QUERIES: 'enforce' });
  });
  afterAll(async () => {
    await server?.stop();
  });
  const AD_HOC = '{ me { email } }';

  it("lets a browser session run the app's documents only; a token and an anonymous caller run any", async () => {
    const member = await createAccount(server, { role: 'member', password: null });
    const cookie = await sessionCookieFor(server, member);
    const refused = await post(server, { query: AD_HOC }, { cookie });
    expect(refused.status).toBe(400);
    expect(codeOf(refused.body)).toBe('FORBIDDEN');
    expect(refused.body.data).toBeUndefined();
    expect(codeOf((await get(server, { query: AD_HOC }, { cookie })).body)).toBe('FORBIDDEN');
    // the same operation by hash, and a mutation by hash
    expect((await get(server, { extensions: persisted(hashOf('Me')) }, { cookie })).body.data).toMatchObject({
      me: { email: member.email },
    });
    const created = await post(
      server,
      {
        extensions: persisted(hashOf('CreateApiToken')),
        variables: { input: { name: 'Procurement', scopes: ['READ'] } },
      },
      { cookie },
    );
    const secret = (created.body.data as { createApiToken: { secret: string } }).createApiToken.secret;
    expect(secret).toMatch(/^bwt_/);
    const byToken = await post(server, { query: AD_HOC }, { bearer: secret });
    expect(byToken.body).toEqual({ data: { me: { email: member.email } } });
    const anonymous = await post(server, { query: '{ passwordPolicy { minLength } }' });
    expect(anonymous.body.data).toMatchObject({ passwordPolicy: { minLength: 8 } });
  });

  it('holds on the websocket too: a session subscribes by hash only', async () => {
    const browser = await quickAs(server, 'member');
    const ws = browser.ws();
    try {
      const adHoc = await firstMessage(ws, { query: 'subscription { wireboardEvents { type } }' });
      expect(codeOf(adHoc)).toBe('FORBIDDEN');
      const mark = listenMark(server);
      const byHash = firstMessage(ws, { query: '', extensions: persisted(hashOf('WireboardEvents')) });
      await mark.opened(1);
      const posted = await post(
        server,
        { extensions: persisted(hashOf('PostWire')), variables: { input: WIRE } },
        { cookie: browser.cookie },
      );
      expect(codeOf(posted.body)).toBeUndefined();
      expect(await byHash).toMatchObject({ data: { wireboardEvents: { type: 'CREATED' } } });
    } finally {
      await ws.dispose();
    }
  });
});

describe("the app's Apollo Client", () => {
  /** Records each request's method and whether it carried the text, then fetches. */
  function recorder() {
    const sent: { method: string; text: boolean }[] = [];
    const fetcher: typeof fetch = (input, init) => {
      const url = new URL(String(input));
      sent.push({
        method: init?.method ?? 'GET',
        text: url.searchParams.has('query') || String(init?.body ?? '').includes('"query"'),
      });
      return fetch(input, init);
    };
    return { sent, fetcher };
  }

  async function boardAndEvent(server: TestServer) {
    vi.stubGlobal('WebSocket', WebSocket);
    const { sent, fetcher } = recorder();
    const { client, dispose } = createApolloClient({
      uri: server.graphqlUrl,
      wsUrl: server.wsUrl,
      fetch: fetcher,
    });
    try {
      const board = await client.query({ query: documents.WireboardListDocument, variables: { first: 5 } });
      const mark = listenMark(server);
      const event = new Promise<unknown>((resolve, reject) => {
        const live = client.subscribe({ query: documents.WireboardEventsDocument }).subscribe({
          next: (value) => {
            live.unsubscribe();
            resolve(value.data);
          },
          error: reject,
        });
      });
      await mark.opened(1);
      const buyer = await quickAs(server, 'member');
      await buyer.ok(documents.PostWireDocument, { input: WIRE as never });
      return { board: board.data, event: await event, sent };
    } finally {
      await dispose();
      vi.unstubAllGlobals();
    }
  }

  it('sends queries by hash over GET and subscriptions by hash, against a server that knows them', async () => {
    const server = await startTestServer();
    try {
      const { board, event, sent } = await boardAndEvent(server);
      expect(sent).toEqual([{ method: 'GET', text: false }]);
      expect(board).toMatchObject({ wireboard: { __typename: 'WireConnection' } });
      expect(event).toMatchObject({ wireboardEvents: { type: 'CREATED', wire: { __typename: 'Wire' } } });
    } finally {
      await server.stop();
    }
  });

  it('sends the text after PERSISTED_QUERY_NOT_FOUND (a tab older than the server), on both transports', async () => {
    const server = await startTestServer({ PERSISTED_QUERIES: 'off' });
    try {
      const { board, event, sent } = await boardAndEvent(server);
      expect(sent).toEqual([
        { method: 'GET', text: false },
        { method: 'POST', text: true },
      ]);
      expect(board).toMatchObject({ wireboard: { __typename: 'WireConnection' } });
      expect(event).toMatchObject({ wireboardEvents: { type: 'CREATED' } });
    } finally {
      await server.stop();
    }
  });
});
