import type { BaseContext, GraphQLRequestContext, GraphQLRequestListener } from '@apollo/server';
import { describe, expect, it } from 'vitest';
import { pluginGroup, type RequestPlugin } from './plugin-group.js';

type Ctx = GraphQLRequestContext<BaseContext>;
const ctx = {} as Ctx;

async function listenerOf(parts: RequestPlugin<BaseContext>[]): Promise<GraphQLRequestListener<BaseContext>> {
  return (await pluginGroup(parts).requestDidStart!(ctx)) as GraphQLRequestListener<BaseContext>;
}

describe('pluginGroup', () => {
  it("calls the parts' hooks in their order, waiting for those that wait", async () => {
    const calls: string[] = [];
    let finishSlow!: () => void;
    const listener = await listenerOf([
      {
        requestDidStart: () => ({
          willSendResponse: () =>
            new Promise<void>((resolve) => (finishSlow = resolve)).then(() => void calls.push('a done')),
        }),
      },
      { requestDidStart: () => undefined },
      { requestDidStart: () => ({ willSendResponse: () => void calls.push('c') }) },
    ]);
    expect(listener.didResolveOperation).toBeUndefined();
    const sent = listener.willSendResponse!(ctx as never);
    expect(calls).toEqual(['c']);
    finishSlow();
    await sent;
    expect(calls).toEqual(['c', 'a done']);
  });

  it('runs every hook of a step when one throws, and the step fails with that error', async () => {
    const calls: string[] = [];
    const refusal = new Error('refused');
    const listener = await listenerOf([
      {
        requestDidStart: () => ({
          didResolveOperation: () => {
            calls.push('a');
            throw refusal;
          },
        }),
      },
      { requestDidStart: () => ({ didResolveOperation: async () => void calls.push('b') }) },
    ]);
    await expect(listener.didResolveOperation!(ctx as never)).rejects.toBe(refusal);
    expect(calls).toEqual(['a', 'b']);
  });

  it("fails a step with a waiting hook's rejection", async () => {
    const listener = await listenerOf([
      { requestDidStart: () => ({ willSendResponse: () => undefined }) },
      { requestDidStart: () => ({ willSendResponse: () => Promise.reject(new Error('late')) }) },
    ]);
    await expect(listener.willSendResponse!(ctx as never)).rejects.toThrow('late');
  });
});
