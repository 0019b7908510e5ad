import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
} from 'graphql';

/** A validation rule refusing operations nested deeper than `max` (fragments included). */
export function depthLimit(max: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map(
      context
        .getDocument()
        .definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [])),
    );
    const depthOf = (set: SelectionSetNode | undefined, depth: number, seen: Set<string>): number => {
      if (!set) return depth;
      let deepest = depth;
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet, depth + 1, seen));
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet, depth, seen));
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          if (fragment && !seen.has(name)) {
            deepest = Math.max(deepest, depthOf(fragment.selectionSet, depth, new Set([...seen, name])));
          }
        }
      }
      return deepest;
    };
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, 0, new Set());
        if (depth > max) {
          context.reportError(
            new GraphQLError(`This query is nested ${depth} levels deep; the limit is ${max}.`, {
              nodes: [node],
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          );
        }
      },
    };
  };
}

/**
 * The estimated cost of an operation: one per field, and a field taking `first` multiplies what
 * it selects by that page size (default 20). Fragments are expanded.
 */
export function operationCost(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown>,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    if (
      definition.kind === Kind.OPERATION_DEFINITION &&
      (!operationName || definition.name?.value === operationName)
    ) {
      operation ??= definition;
    }
  }
  const pageSize = (field: FieldNode): number | null => {
    const arg = field.arguments?.find((a) => a.name.value === 'first');
    if (!arg) return null;
    const value =
      arg.value.kind === Kind.VARIABLE ? variables[arg.value.name.value] : valueFromAST(arg.value);
    return typeof value === 'number' && value > 0 ? value : 20;
  };
  const costOf = (set: SelectionSetNode | undefined, seen: Set<string>): number => {
    if (!set) return 0;
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const children = costOf(selection.selectionSet, seen);
        const size = pageSize(selection);
        total += size === null ? 1 + children : 1 + size * Math.max(1, children);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        total += costOf(selection.selectionSet, seen);
      } else if (!seen.has(selection.name.value)) {
        const fragment = fragments.get(selection.name.value);
        total += costOf(fragment?.selectionSet, new Set([...seen, selection.name.value]));
      }
    }
    return total;
  };
  return operation ? costOf(operation.selectionSet, new Set()) : 0;
}

function valueFromAST(node: ValueNode): unknown {
  return node.kind === Kind.INT ? Number(node.value) : undefined;
}

/** Refuses an operation whose estimated cost is above `max`, before it runs. */
export function costLimitPlugin(max: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          const cost = operationCost(document, request.operationName, request.variables ?? {});
          if (cost > max) {
            throw new GraphQLError(`This query costs ${cost}; the limit is ${max}. Ask for fewer items.`, {
              extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
