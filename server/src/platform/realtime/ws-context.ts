import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Actor } from '../../common/actor.js';
import type { Context } from '../../common/context.js';
import { Loaders } from '../../common/loaders.js';

/**
 * A websocket operation's context: the connection's viewer and request facts, with an
 * EntityManager fork made only when something reads it. A live board subscriber never does (its
 * events use the shared ones of `EventScope`), so an idle subscription holds no fork; assigning
 * `actor.em` (as an event's payload resolver does) replaces it.
 */
export function operationContext(connection: Context, orm: MikroORM): Context {
  const { viewer, ip, userAgent, sessionId, tokenId } = connection.actor;
  let em: EntityManager | null = null;
  const actor: Actor = {
    get em(): EntityManager {
      return (em ??= orm.em.fork() as EntityManager);
    },
    set em(value: EntityManager) {
      em = value;
    },
    viewer,
    ip,
    userAgent,
    sessionId,
    tokenId,
  };
  const context: Context = {
    actor,
    loaders: new Loaders(() => context.actor.em),
    session: connection.session,
    authError: connection.authError,
    token: connection.token,
    limitedTo: connection.limitedTo ?? null,
    cookie: null,
    reqId: connection.reqId,
    log: connection.log,
    resolvers: connection.resolvers,
  };
  return context;
}

/** The actor of a connection: who and from where; its operations each have their own `em`. */
const CONNECTION_ACTOR = Object.create(null, {
  em: {
    get: () => {
      throw new Error("a websocket connection has no EntityManager; its operations' contexts do");
    },
  },
}) as object;
/** The loaders of a connection: none (the same guard, shared by all connections). */
const CONNECTION_LOADERS = new Loaders(() => (CONNECTION_ACTOR as Actor).em);

/**
 * A socket's lasting context, kept as long as it is open: the viewer and request facts of
 * `context` (its handshake's), with no EntityManager, loaders or closures of its own, since
 * thousands of idle subscribers each hold one. Operations run in `operationContext`s made from it.
 */
export function connectionContext(context: Context): Context {
  const { viewer, ip, userAgent, sessionId, tokenId } = context.actor;
  const actor = Object.assign(Object.create(CONNECTION_ACTOR) as Actor, {
    viewer,
    ip,
    userAgent,
    sessionId,
    tokenId,
  });
  return {
    actor,
    loaders: CONNECTION_LOADERS,
    session: context.session,
    authError: context.authError,
    token: context.token,
    limitedTo: context.limitedTo ?? null,
    cookie: null,
    reqId: context.reqId,
    log: context.log,
    resolvers: context.resolvers,
  };
}

/** What a context tells about its subscriber: a payload that reads none of it is the same for all. */
const ACTOR_FACTS = ['viewer', 'ip', 'userAgent', 'sessionId', 'tokenId'] as const;
const CONTEXT_FACTS = ['session', 'authError', 'token', 'limitedTo', 'cookie', 'device', 'cookies'] as const;
export type ViewerFact = (typeof ACTOR_FACTS)[number] | (typeof CONTEXT_FACTS)[number];

/** Facts compared by identity: objects of functions (HTTP's cookies; none over WebSocket). */
const BY_IDENTITY: readonly ViewerFact[] = ['cookie', 'device', 'cookies'];
const identities = new WeakMap<object, number>();
let nextIdentity = 0;

const ON_ACTOR: ReadonlySet<ViewerFact> = new Set(ACTOR_FACTS);
const COMPARED_BY_IDENTITY: ReadonlySet<ViewerFact> = new Set(BY_IDENTITY);
/**
 * Each object fact's string, made once: a connection's facts are read for every event its
 * subscriptions get, and are not changed while it is open (a changed viewer closes it).
 */
const serialized = new WeakMap<object, string>();

/** A fact of `context` as a comparable string (sets, e.g. a session limit's fields, as lists). */
export function factKey(context: Context, fact: ViewerFact): string {
  const value: unknown = ON_ACTOR.has(fact)
    ? context.actor[fact as (typeof ACTOR_FACTS)[number]]
    : context[fact as (typeof CONTEXT_FACTS)[number]];
  if (value == null) return value === null ? 'null' : 'undefined';
  if (COMPARED_BY_IDENTITY.has(fact)) {
    let id = identities.get(value);
    if (id === undefined) identities.set(value, (id = ++nextIdentity));
    return `#${id}`;
  }
  if (typeof value !== 'object') return JSON.stringify(value);
  let json = serialized.get(value);
  if (json === undefined) {
    json = JSON.stringify(value, (_key, v: unknown) =>
      v instanceof Set ? [...(v as Set<unknown>)].sort() : v,
    );
    serialized.set(value, json);
  }
  return json;
}

/** `context`'s values of `facts`, as one string (the key of a group of subscribers). */
export function factsKeyOf(context: Context, facts: readonly ViewerFact[]): string {
  let key = '';
  for (const fact of facts) key += `${fact}=${factKey(context, fact)}\n`;
  return key;
}

/** Makes each of `facts` on `target` read through to `source`, noting in `read` that it was. */
function watch(target: object, source: object, facts: readonly ViewerFact[], read: Set<ViewerFact>): void {
  for (const fact of facts) {
    Object.defineProperty(target, fact, {
      enumerable: true,
      get: () => {
        read.add(fact);
        return (source as Record<string, unknown>)[fact];
      },
    });
  }
}

/**
 * A context for running one live payload on behalf of `subscriber`, noting in `read` each fact
 * about the subscriber the payload's resolvers read (through the actor or the context), so the
 * result can be given to every other subscriber with the same values for those facts. Its
 * EntityManager is forked only if a resolver needs one that the event's scope did not provide.
 */
export function watchedContext(subscriber: Context, orm: MikroORM, read: Set<ViewerFact>): Context {
  let em: EntityManager | null = null;
  const actor = {
    get em(): EntityManager {
      return (em ??= orm.em.fork() as EntityManager);
    },
    set em(value: EntityManager) {
      em = value;
    },
  } as Actor;
  watch(actor, subscriber.actor, ACTOR_FACTS, read);
  const context = {
    actor,
    loaders: new Loaders(() => context.actor.em),
    reqId: subscriber.reqId,
    log: subscriber.log,
    resolvers: subscriber.resolvers,
  } as Context;
  watch(context, subscriber, CONTEXT_FACTS, read);
  return context;
}
