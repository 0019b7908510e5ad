import {
  getArgumentValues,
  getNamedType,
  getVariableValues,
  GraphQLError,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
  type ValueNode,
} from 'graphql';
import type { Config } from '../../common/config.js';
import { PAGE_SIZE } from '../../common/paging.js';
import { operationOf } from '../graphql/operation-of.js';

/*
 * What query-limits.ts measures of an operation before it runs: its shape (depth, aliases,
 * directives: a validation rule) and its cost (priced from the variables the resolvers will get).
 */

export type Shape = { depth: number; aliases: number; directives: number };
/** A shape with its introspection's own depth: that of its deepest `__schema` / `__type` field. */
type Measured = Shape & { introspection: number };
const FLAT: Measured = { depth: 0, aliases: 0, directives: 0, introspection: 0 };

/**
 * How deep an introspection may nest, counted from its `__schema` / `__type` field: graphql-js's
 * `getIntrospectionQuery()` (every option) reaches 15 through its `ofType` chain.
 */
export const MAX_INTROSPECTION_DEPTH = 20;
/** Where a program gets the whole schema without introspecting it (server.ts serves it). */
const SCHEMA_HINT = 'Fetch the schema as SDL from /schema.graphql instead.';

/** The introspection root fields: what they select is answered from the schema in memory. */
const isIntrospectionRoot = (name: string) => name === '__schema' || name === '__type';

/**
 * One validation rule for an operation's depth (nested fields), aliases and directives, fragments
 * expanded. Each fragment is measured once, so fragments spreading fragments cannot make the
 * check itself slow; a fragment cycle counts as nothing here (graphql-js refuses it).
 * Introspection reads no data: a `__schema` / `__type` field counts as one level of the data depth
 * and what it selects has its own bound (`introspectionDepth`), deep enough for the standard
 * introspection query; graphql-js's own MaxIntrospectionDepthRule (one of the specified rules)
 * refuses introspection that loops through a type's lists.
 */
export function operationShapeRule(max: Shape & { introspectionDepth?: number }): ValidationRule {
  const maxIntrospection = max.introspectionDepth ?? MAX_INTROSPECTION_DEPTH;
  return (context) => {
    const fragments = new Map<string, Measured>();
    const measuring = new Set<string>();
    const fragmentShape = (name: string): Measured => {
      const known = fragments.get(name);
      if (known) return known;
      const fragment = context.getFragment(name);
      if (!fragment || measuring.has(name)) return FLAT;
      measuring.add(name);
      const inner = shapeOf(fragment.selectionSet);
      const shape = { ...inner, directives: inner.directives + (fragment.directives?.length ?? 0) };
      measuring.delete(name);
      fragments.set(name, shape);
      return shape;
    };
    const shapeOf = (set: SelectionSetNode): Measured => {
      const shape = { depth: 0, aliases: 0, directives: 0, introspection: 0 };
      for (const selection of set.selections) {
        shape.directives += selection.directives?.length ?? 0;
        let inner: Measured;
        if (selection.kind === Kind.FIELD) {
          if (selection.alias) shape.aliases++;
          const child = selection.selectionSet ? shapeOf(selection.selectionSet) : FLAT;
          inner = isIntrospectionRoot(selection.name.value)
            ? { ...child, depth: 1, introspection: child.depth + 1 }
            : { ...child, depth: child.depth + 1 };
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          inner = shapeOf(selection.selectionSet);
        } else {
          inner = fragmentShape(selection.name.value);
        }
        shape.depth = Math.max(shape.depth, inner.depth);
        shape.introspection = Math.max(shape.introspection, inner.introspection);
        shape.aliases += inner.aliases;
        shape.directives += inner.directives;
      }
      return shape;
    };
    const refuse = (message: string) =>
      context.reportError(new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }));
    return {
      OperationDefinition(node) {
        const shape = shapeOf(node.selectionSet);
        const directives =
          shape.directives +
          (node.directives?.length ?? 0) +
          (node.variableDefinitions ?? []).reduce((n, v) => n + (v.directives?.length ?? 0), 0);
        if (shape.depth > max.depth)
          refuse(`This query is nested ${shape.depth} levels deep; the limit is ${max.depth}.`);
        if (shape.introspection > maxIntrospection)
          refuse(
            `This introspection query is nested ${shape.introspection} levels deep; the limit is ${maxIntrospection}. ${SCHEMA_HINT}`,
          );
        if (shape.aliases > max.aliases)
          refuse(`This query uses ${shape.aliases} aliases; the limit is ${max.aliases}.`);
        if (directives > max.directives)
          refuse(`This query uses ${directives} directives; the limit is ${max.directives}.`);
      },
    };
  };
}

/**
 * What an operation's cost depends on, once priced: the variables that reach the arguments of its
 * paged fields (the rest of the cost is the document's alone), and the costs seen per their values.
 */
type CostMemo = { variables: string[]; costs: Map<string, number> };
const costMemos = new WeakMap<GraphQLSchema, WeakMap<OperationDefinitionNode, CostMemo>>();
/** Costs kept per operation (per distinct values of its paging variables). */
const COSTS_PER_OPERATION = 64;

/**
 * The estimated cost of an operation: one per field, and a list field taking `first` multiplies
 * what it selects by the page size it will really use: the argument as graphql-js will pass it
 * (a literal, the variable's value, the variable's default, else the argument's default), within
 * 1..PAGE_SIZE.max. Fragments are expanded (each priced once). The same operation (a document the
 * server parsed once and keeps) with the same values for its paging variables is priced once.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown>,
): number {
  const operation = operationOf(document, operationName);
  if (!operation) return 0;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables, { maxErrors: 1 });
  // variables that do not fit their types stop the operation before it runs: price the defaults
  const values = coerced.coerced ?? {};
  let memos = costMemos.get(schema);
  if (!memos) costMemos.set(schema, (memos = new WeakMap()));
  const memo = memos.get(operation);
  const keyOf = (names: string[]) =>
    (coerced.coerced ? '' : '!') +
    names.map((name) => (name in values ? JSON.stringify(values[name]) : '-')).join('\u0000');
  const known = memo?.costs.get(keyOf(memo.variables));
  if (known !== undefined) return known;
  const { cost, pagingVariables } = priceOperation(schema, document, operation, values);
  // the paging variables are the operation's own: found by its first pricing, the same ever after
  const kept = memo ?? { variables: [...pagingVariables].sort(), costs: new Map<string, number>() };
  if (!memo) memos.set(operation, kept);
  if (kept.costs.size >= COSTS_PER_OPERATION) kept.costs.clear();
  kept.costs.set(keyOf(kept.variables), cost);
  return cost;
}

/** The variables a value (an argument's) refers to, at any depth of its objects and lists. */
function collectVariables(value: ValueNode, into: Set<string>): void {
  if (value.kind === Kind.VARIABLE) into.add(value.name.value);
  else if (value.kind === Kind.LIST) for (const item of value.values) collectVariables(item, into);
  else if (value.kind === Kind.OBJECT) for (const field of value.fields) collectVariables(field.value, into);
}

/** `operationCost` worked out, with the variables its paged fields' arguments read. */
function priceOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  values: Record<string, unknown>,
): { cost: number; pagingVariables: Set<string> } {
  const pagingVariables = new Set<string>();
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  // each fragment's cost by response key, priced once (a fragment spread many times stays cheap to price)
  const priced = new Map<string, Map<string, number>>();
  const pricing = new Set<string>();
  const fragmentCosts = (name: string): Map<string, number> => {
    const known = priced.get(name);
    if (known) return known;
    const fragment = fragments.get(name);
    if (!fragment || pricing.has(name)) return new Map();
    pricing.add(name);
    const costs = keyedCosts(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value));
    pricing.delete(name);
    priced.set(name, costs);
    return costs;
  };
  const sum = (costs: Map<string, number>) => [...costs.values()].reduce((a, b) => a + b, 0);
  /**
   * A selection set's cost by response key: graphql-js merges the fields of one key (a field
   * selected directly and again through a fragment on the same type runs once), so a key costs
   * its dearest selection, not their sum. Fragments on another type are their own keys.
   */
  const keyedCosts = (set: SelectionSetNode, parent: GraphQLNamedType | null | undefined) => {
    const costs = new Map<string, number>();
    const add = (key: string, cost: number) => costs.set(key, Math.max(costs.get(key) ?? 0, cost));
    const merge = (inner: Map<string, number>, type: GraphQLNamedType | null | undefined) => {
      if (type === parent) for (const [key, cost] of inner) add(key, cost);
      else add(`\u0000${costs.size}`, sum(inner));
    };
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const field =
          isObjectType(parent) || isInterfaceType(parent)
            ? parent.getFields()[selection.name.value]
            : undefined;
        const children = selection.selectionSet
          ? sum(keyedCosts(selection.selectionSet, field && getNamedType(field.type)))
          : 0;
        // introspection is answered from the schema in memory: 1 a field, its lists not multiplied
        const introspecting =
          (parent != null && isIntrospectionType(parent)) || isIntrospectionRoot(selection.name.value);
        const size = field && !introspecting ? pageSizeOf(field, selection, values) : null;
        const declared = introspecting ? undefined : field?.extensions.complexity;
        if (size !== null || declared !== undefined)
          for (const argument of selection.arguments ?? []) collectVariables(argument.value, pagingVariables);
        const shaped = size === null ? 1 + children : 1 + size * Math.max(1, children);
        add(
          selection.alias?.value ?? selection.name.value,
          declared === undefined ? shaped : declaredCost(field!, selection, values, shaped),
        );
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        merge(keyedCosts(selection.selectionSet, type), type);
      } else {
        const fragment = fragments.get(selection.name.value);
        merge(
          fragmentCosts(selection.name.value),
          fragment && schema.getType(fragment.typeCondition.name.value),
        );
      }
    }
    return costs;
  };
  const costOf = (set: SelectionSetNode, parent: GraphQLNamedType | null | undefined) =>
    sum(keyedCosts(set, parent));
  return { cost: costOf(operation.selectionSet, schema.getRootType(operation.operation)), pagingVariables };
}

/**
 * A field's price as its domain declares it (type-graphql's `complexity`, in its extensions): a
 * number is the field's own price in place of 1; an estimator gets the field's arguments, the
 * node and its price by shape (`childComplexity`), and answers the whole. Arguments that do not
 * coerce (refused before anything runs) price as the shape alone.
 */
function declaredCost(
  field: GraphQLField<unknown, unknown>,
  node: FieldNode,
  variables: Record<string, unknown>,
  shaped: number,
): number {
  const declared = field.extensions.complexity as
    | number
    | ((estimate: { args: Record<string, unknown>; childComplexity: number; node: FieldNode }) => unknown)
    | undefined;
  if (typeof declared === 'number') return shaped - 1 + declared;
  if (typeof declared !== 'function') return shaped;
  let args: Record<string, unknown>;
  try {
    args = getArgumentValues(field, node, variables);
  } catch {
    return shaped;
  }
  const priced = declared({ args, childComplexity: shaped, node });
  return typeof priced === 'number' && Number.isFinite(priced) ? Math.max(shaped, Math.ceil(priced)) : shaped;
}

/** The page a list field taking `first` (or `last`) will serve (null for other fields). */
function pageSizeOf(
  field: GraphQLField<unknown, unknown>,
  node: FieldNode,
  variables: Record<string, unknown>,
): number | null {
  if (!field.args.some((arg) => arg.name === 'first')) return null;
  let asked: unknown;
  try {
    const { first, last } = getArgumentValues(field, node, variables);
    asked = typeof first === 'number' ? first : last;
  } catch {
    return PAGE_SIZE.max;
  }
  const size = typeof asked === 'number' ? asked : PAGE_SIZE.default;
  return Math.min(PAGE_SIZE.max, Math.max(1, size));
}

/**
 * The token, shape and cost limits of `config` for a document run outside a request (a
 * webhook's subscription), so that it is held to what any operation is held to.
 */
export function documentLimits(config: Config, schema: GraphQLSchema) {
  return {
    maxTokens: config.maxQueryTokens,
    rules: [
      operationShapeRule({
        depth: config.maxQueryDepth,
        aliases: config.maxQueryAliases,
        directives: config.maxQueryDirectives,
      }),
    ],
    cost: (document: DocumentNode) => operationCost(schema, document, null, {}),
    maxCost: config.maxQueryCost,
  };
}
