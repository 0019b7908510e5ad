import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from './errors.js';
import type { Role } from './role.js';

/** Who is signed in, as every layer below the resolvers knows them. */
export type Viewer = { readonly id: string; readonly role: Role; readonly email: string };

/**
 * What a service method is given instead of a transport's context: the unit of database work,
 * who acts, and from where. The same for HTTP, WebSocket, jobs and scripts.
 */
export type Actor = {
  em: EntityManager;
  viewer: Viewer | null;
  ip: string | null;
  userAgent: string | null;
  /** The session the viewer acts through, when it is a browser session. */
  sessionId: string | null;
  /** The API token the viewer acts through, when an integration does. */
  tokenId?: string | null;
};

/**
 * A request's actor, whose EntityManager is forked from `root` the first time something uses it:
 * a request that only reads rows no unit of work manages (the public board, through `readerOf`)
 * never builds one. Code that gives an actor another EntityManager (a transaction, an event's
 * scope) assigns `em` or spreads the actor with its own `em`, as with any other actor.
 */
export class RequestActor implements Actor {
  #root: EntityManager;
  #em: EntityManager | null = null;
  viewer: Viewer | null = null;
  sessionId: string | null = null;
  tokenId?: string | null;

  constructor(
    root: EntityManager,
    readonly ip: string | null,
    readonly userAgent: string | null,
  ) {
    this.#root = root;
  }

  get em(): EntityManager {
    // from the root itself, wherever it is first used (not a transaction MikroORM's context holds)
    return (this.#em ??= this.#root.fork({ disableContextResolution: true }));
  }

  set em(em: EntityManager) {
    this.#em = em;
  }

  /** The request's EntityManager once something has forked or set it, else the root. */
  get reader(): EntityManager {
    return this.#em ?? this.#root;
  }
}

/**
 * The EntityManager to read rows that no unit of work manages (read-only entities, counts): the
 * actor's own when it has one (it may hold the request's transaction: query-limits.ts `pin`),
 * else the root's, whose connection and MikroORM transaction context are the same.
 */
export function readerOf(actor: Actor): EntityManager {
  return actor instanceof RequestActor ? actor.reader : actor.em;
}

/** An actor with nobody signed in (jobs, scripts, the seed). */
export function systemActor(em: EntityManager): Actor {
  return { em, viewer: null, ip: null, userAgent: null, sessionId: null };
}

/** The signed-in viewer; `@auth` has already refused anonymous callers, this narrows the type. */
export function requireViewer(actor: Pick<Actor, 'viewer'>): Viewer {
  if (!actor.viewer) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return actor.viewer;
}
