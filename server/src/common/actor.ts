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

/** An actor with nobody signed in (jobs, scripts, the seed). */
export function systemActor(em: EntityManager): Actor {
  return { em, viewer: null, ip: null, userAgent: null, sessionId: null };
}

/** The signed-in viewer; `@auth` has already refused anonymous callers, this narrows the type. */
export function requireViewer(actor: Pick<Actor, 'viewer'>): Viewer {
  if (!actor.viewer) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return actor.viewer;
}
