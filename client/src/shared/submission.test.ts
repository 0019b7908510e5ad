import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSubmission } from './submission';

describe('useSubmission', () => {
  it('sends once for clicks in the same tick; a retry after a failure repeats the key, a success renews it', async () => {
    const { result } = renderHook(() => useSubmission());
    const keys: string[] = [];
    let fail = true;
    const send = (key: string) => {
      keys.push(key);
      return fail ? Promise.reject(new Error('network')) : Promise.resolve(key);
    };
    await act(async () => {
      const answers = await Promise.allSettled([1, 2, 3].map(() => result.current.run(send)));
      expect(answers.map((a) => a.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    });
    expect(keys).toHaveLength(1);
    fail = false;
    await act(async () => {
      expect(await result.current.run(send)).toBe(keys[0]);
    });
    await act(async () => {
      await result.current.run(send);
    });
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('is busy while a submission is in flight', async () => {
    const { result } = renderHook(() => useSubmission());
    let finish!: () => void;
    let pending!: Promise<unknown>;
    act(() => {
      pending = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await pending;
    });
    expect(result.current.busy).toBe(false);
  });
});
