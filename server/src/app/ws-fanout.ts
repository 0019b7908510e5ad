import {
  createSourceEventStream,
  execute,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Context } from '../common/context.js';
import { factKey, watchedContext, type ViewerFact } from './ws-context.js';

/** One execution of a payload: its result and the subscriber facts it read, with their values. */
type Run = { result: ExecutionResult; facts: readonly (readonly [ViewerFact, string])[] };

const matches = (run: Run, subscriber: Context) =>
  run.facts.every(([fact, value]) => factKey(subscriber, fact) === value);

/**
 * What a payload is guessed to read about its subscriber before any run of its document has said
 * (what `@auth` reads): anonymous subscribers share one run, each signed-in viewer has its own.
 */
const VIEWER_CLASS: readonly ViewerFact[] = ['viewer', 'token', 'limitedTo'];

/**
 * The subscribers of one event with the same document, operation and variables. Subscribers are
 * grouped by their values for the facts the document's payload is expected to read (`expected`:
 * what its last run read); each group runs the payload once, all groups at once (so their loads
 * batch together). A run is only given to a subscriber whose values match every fact it actually
 * read; one that does not is grouped again by those facts, and runs alone if it still differs.
 */
class PayloadGroup {
  private readonly runs = new Map<string, Promise<Run>>();

  async resultFor(
    subscriber: Context,
    expected: readonly ViewerFact[],
    run: () => Promise<Run>,
  ): Promise<ExecutionResult> {
    const shared = await this.runFor(subscriber, expected, run);
    if (matches(shared, subscriber)) return shared.result;
    const regrouped = await this.runFor(
      subscriber,
      shared.facts.map(([fact]) => fact),
      run,
    );
    return matches(regrouped, subscriber) ? regrouped.result : (await run()).result;
  }

  /** The run of the subscribers with the same values of `facts` (started by the first of them). */
  private runFor(subscriber: Context, facts: readonly ViewerFact[], run: () => Promise<Run>): Promise<Run> {
    const key = facts.map((fact) => `${fact}=${factKey(subscriber, fact)}`).join('\n');
    let shared = this.runs.get(key);
    if (!shared) this.runs.set(key, (shared = run()));
    return shared;
  }
}

/**
 * graphql-ws `subscribe` that executes each event's payload once per group of equivalent
 * subscribers (`PayloadGroup`) instead of once per subscriber. Each subscriber keeps its own
 * source stream (its own access checks, `topicStream`'s `accept`); only the payload is shared.
 * The results are shared objects: nothing downstream may change them.
 */
export class LiveFanOut {
  private readonly documents = new WeakMap<DocumentNode, number>();
  /** What the last run of each document read about its subscriber. */
  private readonly expected = new WeakMap<DocumentNode, readonly ViewerFact[]>();
  private nextDocument = 0;
  /** The groups of each event (a bus message), kept while the message is referenced. */
  private readonly events = new WeakMap<object, Map<string, PayloadGroup>>();
  /** The event each shared result was made for (to time its delivery). */
  readonly eventOf = new WeakMap<ExecutionResult, object>();

  constructor(
    private readonly orm: MikroORM,
    /** The subscriber's lasting context (its connection's) for an operation's context. */
    private readonly subscriberOf: (operation: Context) => Context,
    /** Told of each run (for /metrics). */
    private readonly onRun: () => void = () => {},
  ) {}

  readonly subscribe = async (
    args: ExecutionArgs,
  ): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> => {
    const source = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in source)) return source;
    const subscriber = this.subscriberOf(args.contextValue as Context);
    // the operation's own context (and any EntityManager its subscribe forked) is not kept for
    // the subscription's life: payloads run in contexts of their own (`watchedContext`)
    args.contextValue = subscriber;
    const key = this.keyOf(args);
    return new LiveResults(source[Symbol.asyncIterator](), this, key, subscriber, args);
  };

  /** The group key of an operation: its (shared, parsed once) document, name and variables. */
  private keyOf(args: ExecutionArgs): string {
    let id = this.documents.get(args.document);
    if (id === undefined) this.documents.set(args.document, (id = ++this.nextDocument));
    return `${id}\n${args.operationName ?? ''}\n${JSON.stringify(args.variableValues ?? {})}`;
  }

  /** The result of `event` for `subscriber`: its group's, run now if the group has none yet. */
  async payload(
    event: unknown,
    key: string,
    subscriber: Context,
    args: ExecutionArgs,
  ): Promise<ExecutionResult> {
    const run = () => this.run(args, event, subscriber);
    if (typeof event !== 'object' || event === null) return (await run()).result;
    let groups = this.events.get(event);
    if (!groups) this.events.set(event, (groups = new Map()));
    let group = groups.get(key);
    if (!group) groups.set(key, (group = new PayloadGroup()));
    return group.resultFor(subscriber, this.expected.get(args.document) ?? VIEWER_CLASS, run);
  }

  private async run(args: ExecutionArgs, event: unknown, subscriber: Context): Promise<Run> {
    this.onRun();
    const read = new Set<ViewerFact>();
    const result = await execute({
      ...args,
      rootValue: event,
      contextValue: watchedContext(subscriber, this.orm, read),
    });
    if (typeof event === 'object' && event !== null) this.eventOf.set(result, event);
    this.expected.set(args.document, [...read]);
    return { result, facts: [...read].map((fact) => [fact, factKey(subscriber, fact)] as const) };
  }
}

/** A subscriber's results: its source events, each mapped to the payload of its group. */
class LiveResults implements AsyncIterableIterator<ExecutionResult> {
  // fields rather than a closure: thousands of these live as long as their subscriptions
  constructor(
    private readonly source: AsyncIterator<unknown>,
    private readonly fanOut: LiveFanOut,
    private readonly key: string,
    private readonly subscriber: Context,
    private readonly args: ExecutionArgs,
  ) {}

  async next(): Promise<IteratorResult<ExecutionResult>> {
    const step = await this.source.next();
    if (step.done) return { value: undefined, done: true };
    try {
      const value = await this.fanOut.payload(step.value, this.key, this.subscriber, this.args);
      return { value, done: false };
    } catch (error) {
      await this.return();
      throw error;
    }
  }

  async return(): Promise<IteratorResult<ExecutionResult>> {
    await this.source.return?.();
    return { value: undefined, done: true };
  }

  async throw(error?: unknown): Promise<IteratorResult<ExecutionResult>> {
    await this.return();
    throw error;
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<ExecutionResult> {
    return this;
  }
}
