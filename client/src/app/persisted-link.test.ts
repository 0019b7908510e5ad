// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

import { WireboardListDocument } from '../gql/graphql';
import { createApolloClient } from './apollo';
import { documentHash, maxGetVariablesLength } from './persisted-link';

/** A real HTTP server that records each request's method and target, and answers an empty board. */
let seen: { method: string; url: string; body: string }[] = [];
let server: http.Server;
let uri: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += String(chunk)));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body });
      res.writeHead(200, { 'content-type': 'application/json' });
      const page = { __typename: 'WireConnection', edges: [], totalCount: 0 };
      const pageInfo = { __typename: 'PageInfo', hasNextPage: false, endCursor: null };
      res.end(JSON.stringify({ data: { wireboard: { ...page, pageInfo } } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  uri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  // Node 20 has no WebSocket; the lazy graphql-ws client only checks that one exists
  vi.stubGlobal('WebSocket', class {});
});
afterAll(async () => {
  vi.unstubAllGlobals();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function board(text: string) {
  seen = [];
  const { client } = createApolloClient({ uri, wsUrl: 'ws://127.0.0.1:1/graphql' });
  await client
    .query({ query: WireboardListDocument, variables: { filter: { text }, first: 20 } })
    .catch(() => undefined);
  return seen;
}

it('asks for a query by GET with its codegen hash and without its text', async () => {
  const [request, ...more] = await board('cement');
  expect(more).toEqual([]);
  expect(request?.method).toBe('GET');
  const search = new URL(request!.url, uri).searchParams;
  expect(search.get('query')).toBeNull();
  expect(JSON.parse(search.get('extensions') ?? '{}')).toEqual({
    persistedQuery: { version: 1, sha256Hash: documentHash(WireboardListDocument) },
  });
});

it('posts a query whose variables would make too long a URL, still by hash', async () => {
  const [request] = await board('x'.repeat(maxGetVariablesLength));
  expect(request?.method).toBe('POST');
  const body = JSON.parse(request!.body) as { query?: string; extensions?: unknown };
  expect(body.query).toBeUndefined();
  expect(body.extensions).toEqual({
    persistedQuery: { version: 1, sha256Hash: documentHash(WireboardListDocument) },
  });
});
