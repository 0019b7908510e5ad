import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { GraphQLObjectType, GraphQLSchema, GraphQLString, execute } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compiledExecution } from './compiled-execution.js';

// the negotiator Apollo itself loads (one of its dependencies, not ours)
const requireFromApollo = createRequire(createRequire(import.meta.url).resolve('@apollo/server'));
const Negotiator = requireFromApollo('negotiator') as {
  prototype: { mediaType(...args: unknown[]): unknown };
};

/**
 * patches/@apollo+server+*.patch: the request context Apollo hands a gateway's executor (our
 * compiled execution, compiled-execution.ts) gives the answer's status through a class's accessors
 * rather than an object literal's, whose accessor pair V8 allocates in its old space, from where it
 * kept every request alive through young-generation collections (docs/BENCHMARK.md, figure 1).
 * The status still reads and writes the answer's, and the headers still reach it.
 */
describe("Apollo's request context for a gateway (patched)", () => {
  it('has no accessor of its own for the status, which still reaches the answer', async () => {
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({ name: 'Query', fields: { hello: { type: GraphQLString } } }),
    });
    const seen: { http?: { status?: number; headers: { set(name: string, value: string): void } } } = {};
    const apollo = new ApolloServer({
      gateway: compiledExecution(schema, async (requestContext) => {
        seen.http = requestContext.response?.http as typeof seen.http;
        expect(seen.http?.status).toBeUndefined();
        seen.http!.status = 203;
        seen.http!.headers.set('x-through-gateway', 'yes');
        return execute({ schema, document: requestContext.document!, rootValue: { hello: 'hi' } });
      }),
    });
    await apollo.start();
    try {
      const answer = await apollo.executeOperation({ query: '{ hello }' });
      expect(answer.body.kind === 'single' && answer.body.singleResult.data).toEqual({ hello: 'hi' });
      expect(answer.http.status).toBe(203);
      expect(answer.http.headers.get('x-through-gateway')).toBe('yes');
      expect(Object.getOwnPropertyDescriptor(seen.http, 'status')).toBeUndefined();
      expect(seen.http?.status).toBe(203);
    } finally {
      await apollo.stop();
    }
  });
});

/**
 * patches/@apollo+server+*.patch, the second part: what Apollo worked out anew for every request
 * from the same inputs is kept per input (docs/BENCHMARK.md, figure 1): the sha-256
 * of a query text, and whether an Accept header prefers the legacy incremental format (none is
 * negotiated without Accept). The answer's content type is left to Apollo (the server's own
 * plugin, http-protocol.ts, sets it before Apollo would negotiate it).
 */
describe("Apollo's per-request hash and negotiation (patched)", () => {
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: { hello: { type: GraphQLString, resolve: () => 'hi' } },
    }),
  });
  const apollo = new ApolloServer({ schema });
  beforeAll(() => apollo.start());
  afterAll(() => apollo.stop());
  // a text and a header no other test sends: what this file's process has kept does not count
  const unique = `${process.pid}${Date.now()}`;
  const query = `query Patched${unique} { hello }`;
  const post = async (accept?: string) => {
    const headers = new HeaderMap([['content-type', 'application/json']]);
    if (accept) headers.set('accept', accept);
    const answer = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: 'POST', headers, search: '', body: { query } },
      context: async () => ({}),
    });
    const body = answer.body.kind === 'complete' ? answer.body.string : '';
    return { type: answer.headers.get('content-type'), body: JSON.parse(body) as unknown };
  };

  it('hashes a query text once', async () => {
    const createHash = vi.spyOn(crypto, 'createHash');
    try {
      await post();
      const first = createHash.mock.calls.length;
      await post();
      await post();
      expect(first).toBeGreaterThanOrEqual(1);
      expect(createHash.mock.calls.length).toBe(first);
    } finally {
      createHash.mockRestore();
    }
  });

  it('negotiates an Accept header once, and none when there is no Accept', async () => {
    const mediaType = vi.spyOn(Negotiator.prototype, 'mediaType');
    try {
      const accept = `application/graphql-response+json, application/x-patched-${unique};q=0.5`;
      const first = await post(accept);
      const negotiated = mediaType.mock.calls.length;
      const again = await post(accept);
      const without = await post();
      // the legacy-incremental question once, and the answer's type (Apollo's own, unpatched) each time
      expect(mediaType.mock.calls.length - negotiated).toBe(1);
      expect(negotiated).toBe(2);
      expect(first).toEqual({
        type: 'application/graphql-response+json; charset=utf-8',
        body: { data: { hello: 'hi' } },
      });
      expect(again).toEqual(first);
      expect(without).toEqual({ type: 'application/json; charset=utf-8', body: { data: { hello: 'hi' } } });
    } finally {
      mediaType.mockRestore();
    }
  });
});
