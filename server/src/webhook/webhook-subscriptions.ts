import {
  GraphQLError,
  Kind,
  getOperationAST,
  parse,
  specifiedRules,
  subscribe,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { AppError } from '../common/errors.js';
import type { Context } from '../common/context.js';
import { replay } from '../events/replay.js';
import type { BusMessage, Topic } from '../events/topics.js';

/** A webhook's subscription document, checked: what it is and which root field it follows. */
export type WebhookDocument = { document: DocumentNode; field: string };

export type WebhookDocumentLimits = {
  maxTokens: number;
  rules: readonly ValidationRule[];
  /** The operation's cost (as the HTTP limits price it), refused above `maxCost`. */
  cost: (document: DocumentNode) => number;
  maxCost: number;
};

/** At most this long: a webhook's document is a selection, not a program. */
const MAX_QUERY_LENGTH = 10_000;

function refused(message: string, details?: Record<string, unknown>): AppError {
  return new AppError('BAD_USER_INPUT', message, { field: 'query', details });
}

/** The first error of a subscribe that did not start, as the AppError the caller sees. */
function asAppError(errors: readonly GraphQLError[]): AppError {
  const first = errors[0];
  const original = first?.originalError;
  if (original instanceof AppError) return original.at('query');
  return refused(first?.message ?? 'This subscription cannot run.');
}

/**
 * Runs webhooks' subscription documents through the app's own schema, so a webhook sees exactly
 * what the same subscription over a websocket would: the same access rules, filters and payload
 * resolvers, with its owner's access. A run replays one bus message (see `events/replay.ts`).
 */
export class WebhookSubscriptions {
  private readonly parsed = new Map<string, WebhookDocument>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly limits: WebhookDocumentLimits,
  ) {}

  /** Checks a document's form: one subscription operation, one root field, no variables. */
  check(query: string): WebhookDocument {
    const known = this.parsed.get(query);
    if (known) return known;
    if (!query.trim())
      throw refused('Give the subscription document, e.g. `subscription { myResponseEvents { type } }`.');
    if (query.length > MAX_QUERY_LENGTH)
      throw refused(`At most ${MAX_QUERY_LENGTH.toLocaleString('en')} characters.`);
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: this.limits.maxTokens });
    } catch (error) {
      throw refused(`Not valid GraphQL: ${(error as Error).message}`);
    }
    const errors = validate(this.schema, document, [...specifiedRules, ...this.limits.rules]);
    if (errors.length) throw refused(errors[0]!.message, { errors: errors.map((error) => error.message) });
    const operation = getOperationAST(document);
    if (!operation) throw refused('Give exactly one operation.');
    if (operation.operation !== 'subscription')
      throw refused('A webhook follows a subscription: start the document with `subscription`.');
    if (operation.variableDefinitions?.length)
      throw refused('A webhook has no variables: write the arguments in the document.');
    const roots = operation.selectionSet.selections;
    const root = roots[0];
    if (roots.length !== 1 || root?.kind !== Kind.FIELD)
      throw refused('Select exactly one subscription field, e.g. `myResponseEvents`.');
    const cost = this.limits.cost(document);
    if (cost > this.limits.maxCost)
      throw refused(`This document costs ${cost}; the limit is ${this.limits.maxCost}. Select less.`);
    const checked = { document, field: root.name.value };
    if (this.parsed.size > 500) this.parsed.clear();
    this.parsed.set(query, checked);
    return checked;
  }

  /**
   * Opens the subscription for `context`'s account without any event: refused as it would be
   * over a websocket (FORBIDDEN, NOT_FOUND…), else the bus topic its stream reads.
   */
  async probe(context: Context, document: WebhookDocument): Promise<Topic> {
    const { outcome, topics } = await this.open(context, document, null);
    if (!isIterator(outcome)) throw asAppError(outcome.errors ?? []);
    await outcome.return?.();
    const [topic, ...more] = topics;
    if (!topic || more.length)
      throw refused(`\`${document.field}\` cannot be followed by a webhook; choose another subscription.`);
    return topic;
  }

  /**
   * The result `message` gives this subscription for `context`'s account: null when it is not
   * for them (their subscription would not have seen it), else what a websocket would receive.
   */
  async run(
    context: Context,
    document: WebhookDocument,
    message: BusMessage,
  ): Promise<ExecutionResult | null> {
    const { outcome } = await this.open(context, document, message);
    if (!isIterator(outcome)) return outcome.errors?.length ? outcome : null;
    try {
      const first = await outcome.next();
      return first.done ? null : first.value;
    } finally {
      await outcome.return?.();
    }
  }

  private async open(context: Context, document: WebhookDocument, message: BusMessage | null) {
    const { result, topics } = replay(message, () =>
      subscribe({ schema: this.schema, document: document.document, contextValue: context }),
    );
    return { outcome: await result, topics };
  }
}

function isIterator(
  value: AsyncGenerator<ExecutionResult, void, void> | ExecutionResult,
): value is AsyncGenerator<ExecutionResult, void, void> {
  return typeof (value as AsyncGenerator<ExecutionResult>)[Symbol.asyncIterator] === 'function';
}
