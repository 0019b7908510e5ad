import 'reflect-metadata';
import { buildSchema, parse } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { operationCost } from './query-measures.js';

const schema = buildSchema(`
  type Query { list(first: Int = 20, after: String, filter: Filter): Page, hello(text: String): String }
  input Filter { text: String, near: Int }
  type Page { edges: [Edge] }
  type Edge { node: Item }
  type Item { id: ID, name: String }
`);
const PAGED = parse(`query Paged($n: Int, $f: Filter, $t: String) {
  list(first: $n, filter: $f) { edges { node { id name } } }
  hello(text: $t)
}`);

describe('operationCost, kept per operation and paging values', () => {
  it('prices each distinct page size, from its paging variables only, and works it out once', () => {
    const getFields = vi.spyOn(schema.getQueryType()!, 'getFields');
    try {
      const five = operationCost(schema, PAGED, 'Paged', { n: 5, t: 'a' });
      const walked = getFields.mock.calls.length;
      expect(walked).toBeGreaterThan(0);
      // 1 (list) + 5 × (1 edges + 1 node + 2 fields) + 1 (hello)
      expect(five).toBe(1 + 5 * 4 + 1);
      // another text for `hello` is not a paging value: the kept cost, no walk
      expect(operationCost(schema, PAGED, 'Paged', { n: 5, t: 'b' })).toBe(five);
      expect(getFields.mock.calls.length).toBe(walked);
      // another page size, another filter (an argument of the paged field): priced anew
      expect(operationCost(schema, PAGED, 'Paged', { n: 50, t: 'a' })).toBe(1 + 50 * 4 + 1);
      expect(operationCost(schema, PAGED, 'Paged', { n: 5, f: { text: 'x' } })).toBe(five);
      expect(getFields.mock.calls.length).toBeGreaterThan(walked);
      // no variable: the argument's default (20); a variable given as null: the default page size
      expect(operationCost(schema, PAGED, 'Paged', {})).toBe(1 + 20 * 4 + 1);
      expect(operationCost(schema, PAGED, 'Paged', { n: null })).toBe(1 + 20 * 4 + 1);
      // above the largest page: priced as the largest
      expect(operationCost(schema, PAGED, 'Paged', { n: 5000 })).toBe(1 + 100 * 4 + 1);
    } finally {
      getFields.mockRestore();
    }
  });

  it('prices variables that do not fit their types as the defaults, however the memo was filled', () => {
    expect(operationCost(schema, PAGED, 'Paged', { n: 7 })).toBe(1 + 7 * 4 + 1);
    // `n` is fine but `f` is not: the operation will not run; its variables are priced as absent
    expect(operationCost(schema, PAGED, 'Paged', { n: 7, f: { text: 3 } })).toBe(1 + 20 * 4 + 1);
    expect(operationCost(schema, PAGED, 'Paged', { n: 7, f: { text: 'ok' } })).toBe(1 + 7 * 4 + 1);
  });

  it('keeps each operation of a document apart, and a literal page size needs no variable', () => {
    const document = parse(`
      query Small { list(first: 2) { edges { node { id } } } }
      query Large($n: Int = 90) { list(first: $n) { edges { node { id } } } }`);
    expect(operationCost(schema, document, 'Small', {})).toBe(1 + 2 * 3);
    expect(operationCost(schema, document, 'Large', {})).toBe(1 + 90 * 3);
    expect(operationCost(schema, document, 'Small', { n: 3 })).toBe(1 + 2 * 3);
    expect(operationCost(schema, document, 'Large', { n: 3 })).toBe(1 + 3 * 3);
  });
});

describe('operationCost, by what graphql-js runs', () => {
  it('prices a field selected again through a fragment once, at its dearest selection', () => {
    const direct = parse(`{ list(first: 5) { edges { node { id name } } } }`);
    const twice = parse(`{ list(first: 5) { edges { node { id name } } } ...Again }
      fragment Again on Query { list(first: 5) { edges { node { id } } } }`);
    const aliased = parse(
      `{ a: list(first: 5) { edges { node { id name } } } b: list(first: 5) { edges { node { id } } } }`,
    );
    const cost = (document: ReturnType<typeof parse>) => operationCost(schema, document, undefined, {});
    expect(cost(twice)).toBe(cost(direct));
    // two aliases are two fields: each is priced
    expect(cost(aliased)).toBe(1 + 5 * 4 + 1 + 5 * 3);
  });

  it('prices a fragment spread many times without walking it each time', () => {
    const spreads = Array.from({ length: 20 }, (_, i) => `f${i}: list(first: 1) { ...E }`).join(' ');
    const document = parse(`{ ${spreads} } fragment E on Page { edges { node { id name } } }`);
    expect(operationCost(schema, document, undefined, {})).toBe(20 * (1 + 1 * 4));
  });
});
