import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './test-server.js';
import { GqlClient, errorOf, quickAs } from './clients.js';
import { listenMark, subscribe } from './live.js';
import { startSmtpCapture } from './smtp.js';

/**
 * What the admin-members test files share: their documents, a server per file with a real SMTP
 * server and an admin caller (exported live bindings, set by `useAdminServer`'s beforeAll).
 */
export const LIST = `query L($filter: AdminMembersFilter, $orderBy: AdminMembersOrder, $first: Int, $after: String) {
  adminMembers(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {
    edges { cursor node { id email displayName role status lastSeenAt partner { status } } }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;
export const DISABLE = `mutation D($id: ID!, $disabled: Boolean!, $reason: String) {
  setMemberDisabled(id: $id, disabled: $disabled, reason: $reason) { id disabled status }
}`;
export const SET_ROLE = `mutation R($id: ID!, $role: Role!) { setMemberRole(id: $id, role: $role) { id role } }`;
export const RESEND = `mutation S($id: ID!) { resendSignInLink(id: $id) }`;
export const DELETE = `mutation X($id: ID!, $reason: String) { deleteMember(id: $id, reason: $reason) }`;
export const AUDIT = `query A($filter: AuditLogFilter) {
  auditLog(filter: $filter, first: 50) { edges { node { action reason subjectId actor { id } changes { field before after } } } }
}`;
export const SIGN_IN = `mutation I($input: SignInInput!) { signIn(input: $input) { member { id } } }`;
export const BOARD = `subscription { wireboardEvents { type wire { title } } }`;

export type Row = {
  id: string;
  email: string;
  displayName: string | null;
  role: string;
  status: string;
  lastSeenAt: string | null;
  partner: { status: string } | null;
};
export type ListData = {
  adminMembers: {
    edges: { cursor: string; node: Row }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    totalCount: number;
  };
};
export type AuditData = {
  auditLog: {
    edges: {
      node: {
        action: string;
        reason: string | null;
        subjectId: string;
        actor: { id: string } | null;
        changes: { field: string; before: string | null; after: string | null }[];
      };
    }[];
  };
};

export const codeOf = (result: Parameters<typeof errorOf>[0]) => errorOf(result).code;

export let server: TestServer;
export let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
export let admin: GqlClient;
export let adminId: string;

/** One server (with a real SMTP server) per test file, and an admin caller: call at the top of the file. */
export function useAdminServer(): void {
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await startTestServer({ SMTP_URL: smtp.url });
    admin = await quickAs(server, 'admin');
    adminId = (await admin.ok<{ me: { id: string } }, never>('{ me { id } }')).me.id;
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });
}

export const list = (variables: Record<string, unknown>) =>
  admin.ok<ListData, Record<string, unknown>>(LIST, variables);

export async function auditOf(subjectId: string) {
  const data = await admin.ok<AuditData, unknown>(AUDIT, { filter: { subjectType: 'MEMBER', subjectId } });
  return data.auditLog.edges.map((edge) => edge.node);
}

/** A websocket of `cookie` with a live subscription that is really listening, and its close code. */
export async function openSocket(cookie: string) {
  const client = new GqlClient(server);
  client.cookie = cookie;
  let resolve: (code: number) => void = () => {};
  const closed = new Promise<number>((r) => (resolve = r));
  const ws = client.ws({ onClose: (event) => resolve((event as { code: number }).code) });
  const mark = listenMark(server);
  subscribe(ws, BOARD);
  await mark.opened(1);
  return { ws, closed };
}
