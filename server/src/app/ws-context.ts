import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Actor } from '../common/actor.js';
import type { Context } from '../common/context.js';
import { Loaders } from '../common/loaders.js';

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
