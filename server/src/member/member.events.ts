/**
 * What ends or changes the sessions of an account, published after the commit; every process
 * acts on the websockets riding on them (platform/realtime/ws-sessions.ts):
 * - `DISABLED`: the account was disabled (its sockets close with 4403);
 * - `SESSIONS_ENDED`: sign-out, sign-out everywhere, a password change (`except` the session
 *   that changed it) or the account's deletion; `sessionId` names the one session signed out,
 *   else every session of the account ends (close code 4401);
 * - `TOKENS_REVOKED`: an API token (`tokenId`), or every one of the account's, was revoked: the
 *   sockets riding on it close (4401);
 * - `TOKEN_ROTATED`: a token (`tokenId`) was rotated: its expiry moved to the end of the grace
 *   period, so the sockets riding on it read it again;
 * - `VIEWER_CHANGED`: what the account may do changed (its role): its sockets close with a code
 *   the client reconnects after, with its fresh viewer. (A partner's status is not the viewer's:
 *   it travels on `myPartnerEvents`, over sockets that stay open.)
 */
export type MemberMessage =
  | { topic: 'MEMBER'; type: 'DISABLED'; memberId: string }
  | { topic: 'MEMBER'; type: 'SESSIONS_ENDED'; memberId: string; sessionId?: string; except?: string }
  | { topic: 'MEMBER'; type: 'TOKENS_REVOKED'; memberId: string; tokenId?: string }
  | { topic: 'MEMBER'; type: 'TOKEN_ROTATED'; memberId: string; tokenId: string }
  | { topic: 'MEMBER'; type: 'VIEWER_CHANGED'; memberId: string };

declare module '../events/topics.js' {
  interface Topics {
    MEMBER: MemberMessage;
  }
}

declare module '../common/domain-events.js' {
  interface DomainEvents {
    /**
     * An account was deleted (account-deletion.ts), in that transaction: each slice erases what
     * it keeps about the person.
     */
    'member.deleted': { memberId: string };
  }
}
