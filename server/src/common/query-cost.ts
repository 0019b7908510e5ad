import { Kind, type FieldNode } from 'graphql';

/*
 * What a list's filters make PostgreSQL do, declared by the domain that owns the list as
 * type-graphql's `complexity` of its query field (the field's `extensions.complexity`, which the
 * operation's pricing reads: platform limits, query-measures.ts). The prices were measured on the
 * benchmark's database (docs/BENCHMARK.md, figure 5); what an operation's statements really take
 * is charged after it ran, beyond its estimate (COST_PER_DATABASE_MS).
 */

/** A filter's price on a page of the list, and on its `totalCount` (an EXPLAIN and a bounded count). */
export type FilterPrice = { page: number; count: number };

/** What type-graphql hands a `complexity` estimator (the part of it read here). */
export type CostEstimate = {
  args: Record<string, unknown>;
  /** The field's price by its shape: itself, and a page's worth of what it selects. */
  childComplexity: number;
  node: FieldNode;
};

/** A filtered total: the planner asked, then at most a thousand and one rows counted. */
export const FILTERED_COUNT = 400;

/** Whether `node` selects `name` directly, or may (through a fragment). */
function maySelect(node: FieldNode, name: string): boolean {
  return (node.selectionSet?.selections ?? []).some((selection) =>
    selection.kind === Kind.FIELD ? selection.name.value === name : true,
  );
}

/**
 * A list field's `complexity`: its shape's price, plus each filter of `args[filterArg]` that is
 * given (not null, not an empty string or list) at its page price, and, when `totalCount` is
 * selected with any priced filter, `FILTERED_COUNT` and each such filter's count price.
 */
export function filteredListCost(
  prices: Record<string, FilterPrice>,
  filterArg = 'filter',
): (estimate: CostEstimate) => number {
  return ({ args, childComplexity, node }) => {
    const filter = args[filterArg];
    if (!filter || typeof filter !== 'object') return childComplexity;
    const given = Object.entries(prices).filter(([name]) => {
      const value = (filter as Record<string, unknown>)[name];
      return (
        value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && !value.length)
      );
    });
    if (!given.length) return childComplexity;
    const counted = maySelect(node, 'totalCount');
    return given.reduce(
      (total, [, price]) => total + price.page + (counted ? price.count : 0),
      childComplexity + (counted ? FILTERED_COUNT : 0),
    );
  };
}
