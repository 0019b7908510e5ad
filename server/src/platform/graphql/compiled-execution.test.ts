import {
  GraphQLError,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  execute,
  getOperationAST,
  parse,
  type ExecutionResult,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { compiledExecutor, isCompiled } from './compiled-execution.js';

/**
 * The compiled executor answers as graphql-js' `execute` does: the same data, and errors that are
 * graphql-js' own, at the same path and nodes, with what the resolver threw as `originalError`.
 */
class Refused extends Error {
  code = 'FORBIDDEN';
}

const Item = new GraphQLObjectType({
  name: 'Item',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLString) },
    secret: {
      type: GraphQLString,
      resolve: (item: { id: string }) => {
        if (item.id === 'b') throw new Refused(`not ${item.id}`);
        return `s-${item.id}`;
      },
    },
  },
});
const Page = new GraphQLObjectType({
  name: 'Page',
  fields: {
    items: { type: new GraphQLList(Item) },
    // a promise, read through a resolver (as `simple: false` keeps one)
    total: { type: GraphQLInt, resolve: (page: { total: Promise<number> }) => page.total },
  },
});
const Filter = new GraphQLInputObjectType({
  name: 'Filter',
  fields: {
    // non-null with a default: graphql-js fills it in, graphql-jit's coercion refuses it
    tags: { type: new GraphQLNonNull(new GraphQLList(GraphQLString)), defaultValue: [] },
    text: { type: GraphQLString },
  },
});
const calls: string[] = [];
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      page: {
        type: Page,
        args: { first: { type: GraphQLInt } },
        resolve: (_root, { first }: { first?: number }) => ({
          items: [{ id: 'a' }, { id: 'b' }, { id: 'c' }].slice(0, first ?? 3),
          total: Promise.resolve(3),
        }),
      },
      search: {
        type: new GraphQLList(GraphQLString),
        args: { filter: { type: new GraphQLNonNull(Filter) } },
        resolve: (_root, { filter }: { filter: { tags: string[]; text?: string } }) => [
          ...filter.tags,
          filter.text ?? '-',
        ],
      },
      refused: {
        type: GraphQLString,
        resolve: () => {
          throw new Refused('no');
        },
      },
    },
  }),
  mutation: new GraphQLObjectType({
    name: 'Mutation',
    fields: {
      add: {
        type: GraphQLString,
        args: { name: { type: new GraphQLNonNull(GraphQLString) } },
        resolve: (_root, { name }: { name: string }) => {
          calls.push(name);
          return name;
        },
      },
    },
  }),
});

const executor = compiledExecutor(schema);

async function run(query: string, variables: Record<string, unknown> = {}) {
  const document = parse(query);
  const operation = getOperationAST(document)!;
  const operationName = operation.name?.value ?? null;
  const compiled = (await executor({
    document,
    operation,
    operationName,
    request: { query, variables },
    context: {},
  } as unknown as Parameters<typeof executor>[0])) as ExecutionResult;
  const plain = await execute({ schema, document, variableValues: variables, contextValue: {} });
  return { compiled, plain, compiledUsed: isCompiled(document, operationName) };
}

/** What graphql-js' errors say: message, path, locations, their nodes' field, what was thrown. */
const errorsOf = (result: ExecutionResult) =>
  result.errors?.map((error) => {
    expect(error).toBeInstanceOf(GraphQLError);
    expect(error.extensions).toBeTypeOf('object');
    return {
      message: error.message,
      path: error.path,
      locations: error.locations,
      node: (error.nodes?.[0] as { name?: { value: string } } | undefined)?.name?.value,
      thrown: error.originalError?.constructor.name,
    };
  });

describe('compiled execution', () => {
  it('answers a query as graphql-js does, awaiting a promise behind a resolver', async () => {
    const { compiled, plain, compiledUsed } = await run(
      'query P($n: Int) { page(first: $n) { total items { id } } }',
      { n: 2 },
    );
    expect(compiledUsed).toBe(true);
    expect(compiled).toEqual(plain);
    expect(compiled.data).toEqual({ page: { total: 3, items: [{ id: 'a' }, { id: 'b' }] } });
  });

  it("gives a resolver's error as graphql-js does: located, with the thrown error kept", async () => {
    const { compiled, plain, compiledUsed } = await run(
      'query { page { items { id ...S } } refused } fragment S on Item { hidden: secret }',
    );
    expect(compiledUsed).toBe(true);
    expect(compiled.data).toEqual(plain.data);
    const errors = errorsOf(compiled);
    expect(errors).toEqual(errorsOf(plain));
    expect(errors).toEqual([
      expect.objectContaining({ path: ['page', 'items', 1, 'hidden'], node: 'secret', thrown: 'Refused' }),
      expect.objectContaining({ path: ['refused'], node: 'refused', thrown: 'Refused' }),
    ]);
    expect(compiled.errors![0]!.originalError).toBeInstanceOf(Refused);
  });

  it('refuses invalid variables with graphql-js’ own errors, running nothing', async () => {
    const { compiled, plain } = await run('mutation M($name: String!) { add(name: $name) }', {});
    expect(compiled.data).toBeUndefined();
    expect(errorsOf(compiled)).toEqual(errorsOf(plain));
    expect(compiled.errors![0]!.message).toMatch(/^Variable "\$name" of required type/);
    expect(calls).toEqual([]);
  });

  it('runs a mutation once', async () => {
    calls.length = 0;
    const { compiled } = await run('mutation M($name: String!) { add(name: $name) }', { name: 'x' });
    expect(compiled).toEqual({ data: { add: 'x' } });
    // `run` executes with graphql-js too
    expect(calls).toEqual(['x', 'x']);
  });

  it('runs in graphql-js an operation whose valid variables graphql-jit refuses, from then on', async () => {
    const query = 'query S($f: Filter!) { search(filter: $f) }';
    const first = await run(query, { f: { text: 't' } });
    expect(first.compiled).toEqual({ data: { search: ['t'] } });
    expect(first.compiled).toEqual(first.plain);
    expect(first.compiledUsed).toBe(false);
  });
});
