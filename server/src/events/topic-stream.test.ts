import { describe, expect, it } from 'vitest';
import type { Channel } from './channel.js';
import type { EventBus } from './event-bus.js';
import { Gate } from './gate.js';
import { replay } from './replay.js';
import { topicStream } from './topic-stream.js';
import type { MessageOf } from './topics.js';

/** A message of a topic the domains declare (the events layer imports none of them). */
type WireMessage = MessageOf<'WIRE'>;

/** A promise settled from outside (the event's load, in these tests). */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The bus as a topic stream sees it: its WIRE handlers, called in order as a message is sent. */
function fakeBus() {
  const handlers = new Set<(message: WireMessage) => void>();
  const bus = {
    on: (_topic: string, handler: (message: WireMessage) => void) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    onReset: () => () => {},
  } as unknown as EventBus;
  return { bus, send: (message: WireMessage) => handlers.forEach((handler) => handler(message)), handlers };
}

const wireMessage = (wireId: string): WireMessage => ({ topic: 'WIRE', type: 'CREATED', wireId });

/** Every value `channel` hands on, as it does. */
function listen(channel: Channel<WireMessage>): WireMessage[] {
  const got: WireMessage[] = [];
  channel.listen({ deliver: (message) => got.push(message), ended: () => {} });
  return got;
}

describe('Gate', () => {
  it('resumes its waiters in order once its promise settles, fulfilled or not, and those coming later at once', async () => {
    for (const outcome of ['fulfilled', 'rejected'] as const) {
      const load = deferred<void>();
      const errors: unknown[] = [];
      const gate = new Gate(load.promise, (error) => errors.push(error));
      const resumed: string[] = [];
      gate.wait({ resume: () => resumed.push('a') });
      gate.wait({
        resume: () => {
          resumed.push('b');
          throw new Error('b failed');
        },
      });
      gate.wait({ resume: () => resumed.push('c') });
      expect(gate.open).toBe(false);
      expect(resumed).toEqual([]);
      if (outcome === 'fulfilled') load.resolve();
      else load.reject(new Error('load failed'));
      await load.promise.catch(() => {});
      // a waiter that throws holds back none of the others, and its error is told
      expect(resumed).toEqual(['a', 'b', 'c']);
      expect(errors).toEqual([new Error('b failed')]);
      expect(gate.open).toBe(true);
      gate.wait({ resume: () => resumed.push('d') });
      expect(resumed).toEqual(['a', 'b', 'c', 'd']);
    }
  });
});

describe('topicStream waiting for the event (`ready`)', () => {
  it("checks each stream's messages once their event is ready, in the order heard, with no promise per stream", async () => {
    const { bus, send } = fakeBus();
    const loads = new Map<string, ReturnType<typeof deferred<void>>>();
    const gates = new Map<string, Gate>();
    const gateOf = (message: WireMessage) => {
      let gate = gates.get(message.wireId);
      if (!gate) {
        const load = deferred<void>();
        loads.set(message.wireId, load);
        gates.set(message.wireId, (gate = new Gate(load.promise, () => {})));
      }
      return gate;
    };
    const checked: string[] = [];
    const streams = ['even', 'all'].map((name) =>
      topicStream(
        bus,
        'WIRE',
        (message) => {
          checked.push(`${name} ${message.wireId}`);
          return name === 'all' || Number(message.wireId) % 2 === 0;
        },
        { ready: gateOf },
      ),
    );
    const got = streams.map(listen);
    send(wireMessage('1'));
    send(wireMessage('2'));
    // each event's load started as it arrived, and no check ran before its event was ready
    expect([...loads.keys()]).toEqual(['1', '2']);
    expect(checked).toEqual([]);
    // the later event ready first: it still waits behind the earlier one
    loads.get('2')!.resolve();
    await loads.get('2')!.promise;
    expect(checked).toEqual([]);
    loads.get('1')!.resolve();
    await loads.get('1')!.promise;
    expect(checked).toEqual(['even 1', 'even 2', 'all 1', 'all 2']);
    expect(got.map((messages) => messages.map((message) => message.wireId))).toEqual([['2'], ['1', '2']]);
    // an event whose load is done is checked as it is heard
    send(wireMessage('4'));
    expect(got[0]!.map((message) => message.wireId)).toEqual(['2']);
    loads.get('4')!.resolve();
    await loads.get('4')!.promise;
    expect(got[0]!.map((message) => message.wireId)).toEqual(['2', '4']);
  });

  it('gives a stream whose check fails once the event is ready its failure delivery (an error, never silence)', async () => {
    const { bus, send } = fakeBus();
    const load = deferred<void>();
    const gate = new Gate(load.promise, () => {});
    const failed = wireMessage('failed');
    const stream = topicStream(
      bus,
      'WIRE',
      () => {
        throw new Error('the load failed');
      },
      { ready: () => gate, failure: () => failed },
    );
    const got = listen(stream);
    send(wireMessage('1'));
    load.reject(new Error('the load failed'));
    await load.promise.catch(() => {});
    expect(got).toEqual([failed]);
  });

  it('stops listening when the client leaves while it waits, and hands nothing on after', async () => {
    const { bus, send, handlers } = fakeBus();
    const load = deferred<void>();
    const gate = new Gate(load.promise, () => {});
    const stream = topicStream(bus, 'WIRE', () => true, { ready: () => gate });
    const got = listen(stream);
    send(wireMessage('1'));
    await stream.return();
    expect(handlers.size).toBe(0);
    load.resolve();
    await load.promise;
    expect(got).toEqual([]);
  });

  it("waits for a replayed message's event too (a webhook's delivery)", async () => {
    const load = deferred<void>();
    const gate = new Gate(load.promise, () => {});
    const checked: string[] = [];
    const { result: stream } = replay(wireMessage('7'), () =>
      topicStream(
        fakeBus().bus,
        'WIRE',
        (message) => {
          checked.push(message.wireId);
          return true;
        },
        { ready: () => gate },
      ),
    );
    const first = stream.next();
    expect(checked).toEqual([]);
    load.resolve();
    await expect(first).resolves.toEqual({ value: wireMessage('7'), done: false });
    expect(checked).toEqual(['7']);
    await expect(stream.next()).resolves.toEqual({ value: undefined, done: true });
  });
});
