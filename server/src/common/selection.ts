import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Whether the field being resolved selects `name` directly on its result: through fragments too
 * (inline or named), whatever their type condition. `@skip`/`@include` are not read, so a field
 * they leave out may still count as selected: what depends on it may do work for nothing, never
 * leave out what is asked for.
 */
export function selects(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, name: string): boolean {
  // named fragments already looked into (made on the first spread: most selections have none)
  let seen: Set<string> | undefined;
  const inSet = (set: SelectionSetNode | undefined): boolean => {
    if (!set) return false;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === name) return true;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (inSet(selection.selectionSet)) return true;
      } else {
        const spread = selection.name.value;
        if (seen?.has(spread)) continue;
        (seen ??= new Set()).add(spread);
        if (inSet(info.fragments[spread]?.selectionSet)) return true;
      }
    }
    return false;
  };
  return info.fieldNodes.some((node) => inSet(node.selectionSet));
}
