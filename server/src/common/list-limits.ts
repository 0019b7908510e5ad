import { Extensions } from 'type-graphql';

/** The schema extension holding a list input's maximum length (read by platform/graphql/list-inputs.ts). */
export const MAX_ITEMS = 'maxItems';

/**
 * The most items a list input takes, written once beside its field: the schema states it in the
 * field's description and the server refuses a longer list at its path (BAD_USER_INPUT), before
 * anything reads its items.
 *
 * On an input class's list property: `@MaxItems(10)`. On a resolver method, for its list
 * arguments by name: `@MaxItems({ ids: 100 })`. A list of enum values needs none: it takes at
 * most one of each value.
 */
export function MaxItems(max: number | Readonly<Record<string, number>>) {
  return Extensions({ [MAX_ITEMS]: max });
}
