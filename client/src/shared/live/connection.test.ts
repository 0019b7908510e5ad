import { describe, expect, it } from 'vitest';

import { appendPage, applyLiveEvent, applyLiveEventToList } from './connection';

type Node = { id: string; open: boolean };
const node = (id: string, open = true): Node => ({ id, open });
const connection = (...ids: string[]) => ({
  __typename: 'ThingConnection',
  edges: ids.map((id) => ({ __typename: 'ThingEdge', cursor: `c${id}`, node: node(id) })),
  pageInfo: { hasNextPage: false, endCursor: null },
  totalCount: ids.length,
});

describe('live list helpers', () => {
  it('appends a page without the nodes already listed', () => {
    const next = appendPage(connection('a', 'b'), connection('b', 'c'));
    expect(next.edges.map((edge) => edge.node.id)).toEqual(['a', 'b', 'c']);
  });

  it('returns the same connection when an event changes nothing', () => {
    const before = connection('a');
    expect(applyLiveEvent(before, 'UPDATED', node('z'))).toBe(before);
    expect(applyLiveEvent(before, 'REMOVED', node('z'))).toBe(before);
  });

  it('applies the same rules to a plain list, new nodes at the start or the end', () => {
    const list = [node('a'), node('b')];
    const keep = (n: Node) => n.open;
    expect(applyLiveEventToList(list, 'CREATED', node('c')).map((n) => n.id)).toEqual(['c', 'a', 'b']);
    expect(applyLiveEventToList(list, 'CREATED', node('c'), { at: 'end' }).map((n) => n.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(applyLiveEventToList(list, 'CREATED', node('a'))).toHaveLength(2);
    expect(applyLiveEventToList(list, 'UPDATED', node('b', false), { keep }).map((n) => n.id)).toEqual(['a']);
    expect(applyLiveEventToList(list, 'UPDATED', node('z'))).toBe(list);
    expect(applyLiveEventToList(list, 'REMOVED', node('a')).map((n) => n.id)).toEqual(['b']);
  });
});
