import { ApolloServer } from '@apollo/server';
import { GraphQLObjectType, GraphQLSchema, GraphQLString, execute } from 'graphql';
import { describe, expect, it } from 'vitest';
import { compiledExecution } from './compiled-execution.js';

/**
 * patches/@apollo+server+*.patch: the request context Apollo hands a gateway's executor (our
 * compiled execution, compiled-execution.ts) gives the answer's status through a class's accessors
 * rather than an object literal's, whose accessor pair V8 allocates in its old space, from where it
 * kept every request alive through young-generation collections (docs/BENCHMARK.md, figure 1,
 * sixth pass). The status still reads and writes the answer's, and the headers still reach it.
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
