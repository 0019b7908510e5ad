import type { EntityManager } from '@mikro-orm/postgresql';
import { GraphQLError } from 'graphql';
import type { WebSocket } from 'ws';
import type { AuthError, Context } from '../../common/context.js';
import { signInRefusal } from '../../auth/access-rules.js';
import type { ErrorCode } from '../../common/errors.js';
import type { Role } from '../../common/role.js';

/**
 * What ends or changes the sessions of an account, as the accounts publish it after the commit
 * (their MEMBER bus messages, from every process): the account disabled, its sessions (one, or
 * all but `except`) ended, its API tokens (one, or all) revoked or one rotated, or what it may do
 * changed.
 */
export type SessionEnd =
  | { type: 'DISABLED'; memberId: string }
  | { type: 'SESSIONS_ENDED'; memberId: string; sessionId?: string; except?: string }
  | { type: 'TOKENS_REVOKED'; memberId: string; tokenId?: string }
  | { type: 'TOKEN_ROTATED'; memberId: string; tokenId: string }
  | { type: 'VIEWER_CHANGED'; memberId: string };

type Refused = { ok: false; reason: AuthError };

/** What the socket sessions read and listen to, given by the composition root (app/server.ts). */
export type SocketSessionSources = {
  config: { retryAfterSeconds: number };
  orm: { em: { fork(): unknown } };
  apiTokens: {
    validate(
      em: EntityManager,
      token: string,
    ): Promise<{ ok: true; member: { role: Role }; token: { expiresAt: Date | null } } | Refused>;
  };
  sessions: {
    validate(
      em: EntityManager,
      token: string,
    ): Promise<{ ok: true; member: { role: Role }; session: { expiresAt: Date } } | Refused>;
  };
  /** Calls `listener` with every SessionEnd of every process; returns how to stop. */
  onSessionEnd(listener: (end: SessionEnd) => void): () => void;
};

/** Websocket close codes of an ended or changed session (the client's `apollo.ts` knows them). */
export const WS_CLOSE = {
  /** The session ended (signed out, password changed, account deleted, expired): sign out locally. */
  SESSION_EXPIRED: 4401,
  /** The account was disabled: sign out locally. */
  USER_DISABLED: 4403,
  /** What the account may do changed (role, partner status): reconnect and read the viewer again. */
  VIEWER_CHANGED: 4205,
} as const;

/** Node's timers fire at once above 2^31-1 ms (24.8 days); a long expiry is checked again daily. */
const MAX_TIMER_MS = 24 * 60 * 60 * 1000;
/** The expiry of a credential that has none (a token without expiry): re-checked daily. */
const FAR_FUTURE = new Date(8.64e15);
/** After a failed check (database unavailable) the expiry timer tries again this much later. */
const RETRY_MS = 60_000;

type Tracked = {
  memberId: string;
  sessionId: string | null;
  /** The API token the socket signed in with (then `sessionId` is null). */
  tokenId: string | null;
  /** The credential it presented: a session token or an API token. */
  token: string;
  role: Role;
  expiresAt: Date;
  timer: NodeJS.Timeout | null;
};

/** The error an operation gets on a socket whose session ended, before the socket closes. */
export function operationRefused(
  code: ErrorCode,
  message: string,
  extensions: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}

/**
 * The signed-in websockets of this process, by member and session, so that every way a session
 * ends ends its sockets too: the MEMBER bus messages (from every process, after commit), a timer
 * at the session's expiry, and a check of the session before each new operation (in case a
 * message was missed, e.g. while the bus reconnected).
 */
export class SocketSessions {
  private readonly sockets = new Map<WebSocket, Tracked>();
  private readonly byMember = new Map<string, Set<WebSocket>>();
  private readonly stopListening: () => void;

  constructor(private readonly services: SocketSessionSources) {
    this.stopListening = services.onSessionEnd((message) => this.onMessage(message));
  }

  /** Tracks a socket signed in with `context` (anonymous ones need nothing). */
  add(socket: WebSocket, context: Context): void {
    const viewer = context.actor.viewer;
    const credential = context.session ?? context.token;
    if (!viewer || !credential) return;
    const tracked: Tracked = {
      memberId: viewer.id,
      sessionId: context.actor.sessionId,
      tokenId: context.token?.id ?? null,
      token: context.session?.token ?? context.token!.secret,
      role: viewer.role,
      // a token that does not expire is checked again daily (MAX_TIMER_MS)
      expiresAt: (context.session ? context.session.expiresAt : context.token!.expiresAt) ?? FAR_FUTURE,
      timer: null,
    };
    this.sockets.set(socket, tracked);
    let sockets = this.byMember.get(viewer.id);
    if (!sockets) this.byMember.set(viewer.id, (sockets = new Set()));
    sockets.add(socket);
    socket.once('close', () => this.forget(socket));
    this.schedule(socket, tracked);
  }

  /**
   * Whether the socket's session still holds, read from the database; when it does not, the
   * socket is closed with the reason and the operation gets the matching error.
   */
  async check(socket: WebSocket): Promise<GraphQLError | null> {
    const tracked = this.sockets.get(socket);
    if (!tracked) return null;
    let found:
      { ok: true; member: { role: Role }; expiresAt: Date | null } | { ok: false; reason: AuthError };
    try {
      const em = this.services.orm.em.fork() as EntityManager;
      if (tracked.tokenId) {
        const checked = await this.services.apiTokens.validate(em, tracked.token);
        found = checked.ok
          ? { ok: true, member: checked.member, expiresAt: checked.token.expiresAt }
          : checked;
      } else {
        const checked = await this.services.sessions.validate(em, tracked.token);
        found = checked.ok
          ? { ok: true, member: checked.member, expiresAt: checked.session.expiresAt }
          : checked;
      }
    } catch {
      return operationRefused('UNAVAILABLE', 'The service is unavailable. Please try again.', {
        retryAfter: this.services.config.retryAfterSeconds,
      });
    }
    if (!found.ok) {
      // a token's socket says which end it met (TOKEN_REVOKED, TOKEN_EXPIRED) in its close reason
      if (found.reason === 'USER_DISABLED') this.close(socket, 'USER_DISABLED', true);
      else this.close(socket, 'SESSION_EXPIRED', true, tracked.tokenId ? found.reason : undefined);
      const refusal = signInRefusal(found.reason);
      return operationRefused(refusal.code, refusal.message);
    }
    if (found.member.role !== tracked.role) {
      this.close(socket, 'VIEWER_CHANGED', true);
      // the socket closes (4205): a new one is opened with the account's new rights
      return operationRefused('FORBIDDEN', 'Your account changed. Please try again.', {
        reason: 'ROLE_CHANGED',
      });
    }
    tracked.expiresAt = found.expiresAt ?? FAR_FUTURE;
    return null;
  }

  /** Stops listening and forgets every socket (the server is closing them). */
  dispose(): void {
    this.stopListening();
    for (const socket of [...this.sockets.keys()]) this.forget(socket);
  }

  private onMessage(message: SessionEnd): void {
    for (const socket of this.byMember.get(message.memberId) ?? []) {
      const tracked = this.sockets.get(socket);
      if (!tracked) continue;
      if (message.type === 'DISABLED') this.close(socket, 'USER_DISABLED');
      else if (message.type === 'VIEWER_CHANGED') this.close(socket, 'VIEWER_CHANGED');
      else if (message.type === 'TOKENS_REVOKED') {
        // an integration's socket ends with its token, not with the account's browser sessions
        if (tracked.tokenId && (!message.tokenId || message.tokenId === tracked.tokenId))
          this.close(socket, 'SESSION_EXPIRED', false, 'TOKEN_REVOKED');
      } else if (message.type === 'TOKEN_ROTATED') {
        // its expiry moved to the end of the grace period: read it again, and close at it
        if (tracked.tokenId === message.tokenId)
          void this.check(socket).then(() => {
            if (this.sockets.has(socket)) this.schedule(socket, tracked);
          });
      } else if (
        !tracked.tokenId &&
        (message.sessionId ? tracked.sessionId === message.sessionId : tracked.sessionId !== message.except)
      )
        this.close(socket, 'SESSION_EXPIRED');
    }
  }

  /**
   * Closes `socket` with `kind`'s code and, as its reason, `reason` (an API token's own end) or
   * the kind's name; `afterReply` lets the refused operation's error go out first.
   */
  private close(
    socket: WebSocket,
    kind: keyof typeof WS_CLOSE,
    afterReply = false,
    reason: string = kind,
  ): void {
    this.forget(socket);
    if (afterReply) setImmediate(() => socket.close(WS_CLOSE[kind], reason));
    else socket.close(WS_CLOSE[kind], reason);
  }

  private forget(socket: WebSocket): void {
    const tracked = this.sockets.get(socket);
    if (!tracked) return;
    if (tracked.timer) clearTimeout(tracked.timer);
    this.sockets.delete(socket);
    const sockets = this.byMember.get(tracked.memberId);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.byMember.delete(tracked.memberId);
  }

  /** At the session's expiry (as last read) the session is checked again: closed, or rescheduled. */
  private schedule(socket: WebSocket, tracked: Tracked, delay?: number): void {
    if (tracked.timer) clearTimeout(tracked.timer);
    const wait = delay ?? Math.min(Math.max(tracked.expiresAt.getTime() - Date.now(), 0), MAX_TIMER_MS);
    tracked.timer = setTimeout(() => {
      tracked.timer = null;
      void this.check(socket).then((refused) => {
        if (!this.sockets.has(socket)) return;
        this.schedule(socket, tracked, refused ? RETRY_MS : undefined);
      });
    }, wait);
    tracked.timer.unref();
  }
}
