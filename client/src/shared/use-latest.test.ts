import { renderHook } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';

import { useLatest } from './use-latest';

describe('useLatest', () => {
  it('is one ref whose value follows each render, read by an effect that does not restart', () => {
    const heard: string[] = [];
    let starts = 0;
    const { result, rerender } = renderHook(
      ({ value }) => {
        const latest = useLatest(value);
        useEffect(() => {
          starts++;
          heard.push(latest.current);
        }, [latest]);
        useEffect(() => {
          heard.push(`after render: ${latest.current}`);
        });
        return latest;
      },
      { initialProps: { value: 'first' } },
    );
    const ref = result.current;
    rerender({ value: 'second' });
    expect(result.current).toBe(ref);
    expect(ref.current).toBe('second');
    expect(starts).toBe(1);
    expect(heard).toEqual(['first', 'after render: first', 'after render: second']);
  });
});
