import { parse, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { selects } from './selection.js';

/** `selects` for the root field `board` of `source`'s operation. */
function selectsIn(source: string, name: string): boolean {
  const document = parse(source);
  const operation = document.definitions.find(
    (d) => d.kind === 'OperationDefinition',
  ) as OperationDefinitionNode;
  const fragments = Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition')
      .map((d) => [d.name.value, d]),
  );
  const fieldNodes = (operation.selectionSet.selections as FieldNode[]).filter(
    (f) => f.name.value === 'board',
  );
  return selects({ fieldNodes, fragments }, name);
}

describe('selects', () => {
  it('finds a field selected directly, in an inline fragment or through named fragments', () => {
    expect(selectsIn('{ board { edges { cursor } totalCount } }', 'totalCount')).toBe(true);
    expect(selectsIn('{ board { ... on Connection { totalCount } } }', 'totalCount')).toBe(true);
    expect(
      selectsIn(
        '{ board { ...A } } fragment A on Connection { ...B } fragment B on Connection { totalCount }',
        'totalCount',
      ),
    ).toBe(true);
  });

  it('does not find a field that is not selected, or only deeper down', () => {
    expect(selectsIn('{ board { edges { cursor } } }', 'totalCount')).toBe(false);
    expect(selectsIn('{ board { edges { node { totalCount } } } }', 'totalCount')).toBe(false);
    expect(selectsIn('{ other { totalCount } board { edges { cursor } } }', 'totalCount')).toBe(false);
    // a fragment that spreads itself (invalid, but never a loop here)
    expect(
      selectsIn('{ board { ...A } } fragment A on Connection { ...A edges { cursor } }', 'totalCount'),
    ).toBe(false);
  });
});
