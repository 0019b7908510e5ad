import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  execute,
  type DocumentNode,
  type FieldNode,
  type SelectionNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { refuseVariables } from './variable-values.js';

type Gateway = ApolloServerOptionsWithGateway<BaseContext>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;
type Compiled = CompiledQuery<Record<string, unknown>, Record<string, unknown>>;

/*
 * Queries and mutations run as functions graphql-jit compiled once per operation, instead of
 * graphql-js walking the document on every request (docs/BENCHMARK.md, figure 1b). They plug in
 * through Apollo's `gateway` option, so parsing, validation, the query limits, every plugin and
 * `formatError` stay as they are, and they call the schema's own resolvers, so the access rules
 * hold. A compiled run reads a field without a resolver as a plain property (no await), so a field
 * whose value may be a promise (a lazy `totalCount`) keeps a resolver (`simple: false`).
 * Variables are coerced by graphql-js first (`refuseVariables`: its errors, as BAD_USER_INPUT at
 * the field). Subscriptions, documents graphql-jit cannot compile, and operations whose valid
 * variables its own coercion refuses run in graphql-js.
 */

/** The compiled operations of a document (null: graphql-js runs it), by operation name. */
const compiledByDocument = new WeakMap<DocumentNode, Map<string, Compiled | null>>();

function compiledFor(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode | undefined,
  operationName: string | null,
): Compiled | null {
  if (!operation || operation.operation === 'subscription') return null;
  let byName = compiledByDocument.get(document);
  if (!byName) compiledByDocument.set(document, (byName = new Map()));
  const key = operationName ?? '';
  let compiled = byName.get(key);
  if (compiled === undefined) {
    const result = compileQuery(schema, document, operationName ?? undefined);
    compiled = isCompiledQuery(result) ? (result as Compiled) : null;
    byName.set(key, compiled);
  }
  return compiled;
}

/** Whether the operation of this name in the document runs compiled (tests). */
export function isCompiled(document: DocumentNode, operationName: string | null): boolean {
  return Boolean(compiledByDocument.get(document)?.get(operationName ?? ''));
}

/** An error of a compiled run, as graphql-js' `execute` gives it (see `graphqlErrorOf`). */
type RunError = {
  message: string;
  locations?: GraphQLError['locations'];
  path?: GraphQLError['path'];
  originalError?: unknown;
  extensions?: GraphQLError['extensions'];
};

/**
 * graphql-jit's errors are made by a constructor of its own: `extensions` may be missing (Apollo
 * reads `extensions.code`) and the rest are not graphql-js' own fields. Each becomes the error
 * graphql-js would have made, located at the field, with what a resolver threw as its
 * `originalError` (what `formatError` answers from).
 */
function graphqlErrorOf(
  error: RunError,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): GraphQLError {
  const thrown = error.originalError;
  // graphql-js keeps an error that already says where it happened
  if (thrown instanceof GraphQLError && Array.isArray(thrown.path)) return thrown;
  const nodes = error.path ? fieldNodesAt(document, operation, error.path) : undefined;
  const converted = new GraphQLError(error.message, {
    nodes,
    path: error.path,
    originalError: thrown instanceof Error ? thrown : undefined,
    extensions: error.extensions,
  });
  if (!nodes) (converted as { locations: GraphQLError['locations'] }).locations = error.locations;
  return converted;
}

/**
 * The field nodes of the operation at a response path (`['postWire']`, `['a', 0, 'b']`), through
 * fragments: what graphql-js puts in an error's `nodes` (format-error.ts reads the arguments there).
 */
function fieldNodesAt(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  path: readonly (string | number)[],
): FieldNode[] | undefined {
  const collect = (selections: readonly SelectionNode[], name: string, into: FieldNode[]): void => {
    for (const selection of selections) {
      if (selection.kind === Kind.FIELD) {
        if ((selection.alias ?? selection.name).value === name) into.push(selection);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        collect(selection.selectionSet.selections, name, into);
      } else {
        const fragment = document.definitions.find(
          (d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value,
        );
        if (fragment?.kind === Kind.FRAGMENT_DEFINITION)
          collect(fragment.selectionSet.selections, name, into);
      }
    }
  };
  let selections = operation.selectionSet.selections;
  let nodes: FieldNode[] = [];
  for (const key of path) {
    if (typeof key === 'number') continue;
    nodes = [];
    collect(selections, key, nodes);
    if (nodes.length === 0) return undefined;
    selections = nodes.flatMap((node) => node.selectionSet?.selections ?? []);
  }
  return nodes.length ? nodes : undefined;
}

/** The executor: an operation's compiled function (made on its document's first run), else graphql-js. */
export function compiledExecutor(schema: GraphQLSchema): Executor {
  return async ({ document, operation, operationName, request, context }) => {
    const variableValues = request.variables ?? {};
    // variables that do not fit: BAD_USER_INPUT at their paths, the first ones (variable-values.ts)
    const refused = operation && refuseVariables(schema, document, operation, variableValues);
    if (refused) return { errors: refused } satisfies ExecutionResult;
    const compiled = compiledFor(schema, document, operation, operationName);
    if (!compiled || !operation)
      return execute({ schema, document, contextValue: context, variableValues, operationName });
    const result = await compiled.query(undefined, context, variableValues);
    if (!('data' in result)) {
      // its own coercion refused variables graphql-js accepts (it has no default for a missing
      // non-null input field): this operation runs in graphql-js from now on
      compiledByDocument.get(document)?.set(operationName ?? '', null);
      return execute({ schema, document, contextValue: context, variableValues, operationName });
    }
    if (result.errors)
      return {
        ...result,
        errors: result.errors.map((e) => graphqlErrorOf(e as RunError, document, operation)),
      };
    return result;
  };
}

/**
 * Apollo Server's `gateway`: the schema as it is, run by `compiledExecutor` (or `executor`: the
 * test of the request context Apollo gives it, apollo-patches.test.ts).
 */
export function compiledExecution(
  schema: GraphQLSchema,
  executor: Executor = compiledExecutor(schema),
): Gateway {
  return {
    load: async () => ({ schema, executor }),
    onSchemaLoadOrUpdate: (callback) => {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => {};
    },
    stop: async () => {},
  };
}
