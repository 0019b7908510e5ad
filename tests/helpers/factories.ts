import { randomBytes } from 'node:crypto';
import { Role } from '../../server/src/auth/role.js';
import type { Member } from '../../server/src/member/member.entity.js';
import type { TestServer } from './test-server.js';

export const DEFAULT_PASSWORD = 'a sturdy passphrase 42';

export type AccountRole = 'member' | 'partner' | 'admin';

const ROLE: Record<AccountRole, Role> = { member: Role.MEMBER, partner: Role.PARTNER, admin: Role.ADMIN };

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`;
}

/** An account made through the service (as an admin or the seed would), with DEFAULT_PASSWORD. */
export async function createAccount(
  server: TestServer,
  options: { role?: AccountRole; email?: string; password?: string | null; displayName?: string } = {},
): Promise<Member> {
  return server.app.services.members.createMember(server.em(), {
    email: options.email ?? uniqueEmail(options.role ?? 'member'),
    password: options.password === undefined ? DEFAULT_PASSWORD : options.password,
    displayName: options.displayName ?? 'Test Person',
    role: ROLE[options.role ?? 'member'],
  });
}

/** Signs `member` in without a password round trip: a real session row and its cookie. */
export async function sessionCookieFor(server: TestServer, member: Member): Promise<string> {
  const { token } = await server.app.services.sessions.create(server.em(), member, {
    userAgent: 'test',
    ip: '127.0.0.1',
  });
  return `bw_session=${token}`;
}
