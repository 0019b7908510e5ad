import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';

import { operationOf } from './operation-of.js';

describe('operationOf', () => {
  it('finds the named operation, the only one without a name, and none when it is ambiguous or unknown', () => {
    const two = parse('query A { me { id } } subscription B { wireboardEvents { type } }');
    expect(operationOf(two, 'B')?.operation).toBe('subscription');
    expect(operationOf(two, 'A')?.name?.value).toBe('A');
    expect(operationOf(two, undefined)).toBeNull();
    expect(operationOf(two, 'C')).toBeNull();
    expect(operationOf(parse('{ me { id } }'), null)?.operation).toBe('query');
  });

  it('answers the same node again for the same document and name', () => {
    const document = parse('query A { me { id } }');
    const first = operationOf(document, 'A');
    expect(operationOf(document, 'A')).toBe(first);
    expect(operationOf(document, null)).toBe(first);
  });
});
