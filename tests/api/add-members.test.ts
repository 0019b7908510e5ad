import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from '../../server/src/audit/audit.entity.js';
import { Member } from '../../server/src/member/member.entity.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { errorOf, GqlClient, quickAs } from '../helpers/clients.js';
import { createAccount, uniqueEmail } from '../helpers/factories.js';
import { linkIn } from '../helpers/mail-links.js';
import { startSmtpCapture } from '../helpers/smtp.js';

const ADD = `mutation A($input: [AddMemberInput!]!) {
  addMembers(input: $input) { added failed lines { line email added code field message member { id email role displayName } } }
}`;
const SIGN_IN_LINK = `mutation S($token: String!) { signInWithEmailLink(token: $token) { member { id hasPassword profileComplete } } }`;

type Line = {
  line: number;
  email: string;
  added: boolean;
  code: string | null;
  field: string | null;
  message: string | null;
  member: { id: string; email: string; role: string; displayName: string } | null;
};
type Added = { addMembers: { added: number; failed: number; lines: Line[] } };

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

describe('addMembers', () => {
  it('adds the good lines, reports each bad one, audits and emails every added account', async () => {
    const admin = await quickAs(server, 'admin');
    const existing = await createAccount(server);
    const [ada, bola, chi] = [uniqueEmail('ada'), uniqueEmail('bola'), uniqueEmail('chi')];
    const result = await admin.ok<Added, unknown>(ADD, {
      input: [
        { email: ` ${ada} `, displayName: 'Ada Obi', role: 'MEMBER' },
        { email: 'not-an-email', displayName: 'Nobody', role: 'MEMBER' },
        { email: ada.toUpperCase(), displayName: 'Ada Again', role: 'MEMBER' },
        { email: existing.email, displayName: 'Already Here', role: 'MEMBER' },
        { email: bola, displayName: 'Bola Admin', role: 'ADMIN' },
        { email: uniqueEmail('partner'), displayName: 'A Partner', role: 'PARTNER' },
        { email: uniqueEmail('noname'), displayName: '  ', role: 'MEMBER' },
        { email: chi, displayName: 'Chi Eze', role: 'MEMBER' },
      ],
    });
    const { added, failed, lines } = result.addMembers;
    expect({ added, failed }).toEqual({ added: 3, failed: 5 });
    expect(lines.map((l) => [l.line, l.added, l.code, l.field])).toEqual([
      [1, true, null, null],
      [2, false, 'BAD_USER_INPUT', 'email'],
      [3, false, 'BAD_USER_INPUT', 'email'],
      [4, false, 'EMAIL_ALREADY_IN_USE', 'email'],
      [5, true, null, null],
      [6, false, 'BAD_USER_INPUT', 'role'],
      [7, false, 'BAD_USER_INPUT', 'displayName'],
      [8, true, null, null],
    ]);
    expect(lines[2]?.message).toMatch(/line 1/);
    expect(lines[0]?.member).toMatchObject({ email: ada, role: 'MEMBER', displayName: 'Ada Obi' });
    expect(lines[4]?.member).toMatchObject({ email: bola, role: 'ADMIN' });

    const em = server.em();
    expect(await em.count(Member, { email: { $in: [ada, bola, chi] } })).toBe(3);
    const audit = await em.find(AuditEntry, {
      action: 'member.added',
      subjectId: { $in: lines.flatMap((l) => l.member?.id ?? []) },
    });
    expect(audit).toHaveLength(3);
    expect(audit.every((entry) => entry.actorId && entry.after?.email)).toBe(true);

    // each added person is emailed a sign-in link that signs them in (no password, profile to complete)
    const mail = await smtp.waitFor(chi, /You have been added to BuildWire/);
    const token = linkIn(mail.raw, '/membersEmail').searchParams.get('token');
    const chiBrowser = new GqlClient(server);
    const signedIn = await chiBrowser.ok<
      { signInWithEmailLink: { member: { id: string; hasPassword: boolean; profileComplete: boolean } } },
      unknown
    >(SIGN_IN_LINK, { token });
    expect(signedIn.signInWithEmailLink.member).toEqual({
      id: lines[7]?.member?.id,
      hasPassword: false,
      profileComplete: false,
    });
    await smtp.waitFor(ada, /You have been added/);
    await smtp.waitFor(bola, /You have been added/);
    expect(smtp.messages.some((m) => m.to.includes(existing.email))).toBe(false);
  });

  it('refuses a member and a partner (FORBIDDEN), a visitor (UNAUTHENTICATED), and adds nothing', async () => {
    const email = uniqueEmail('sneaky');
    for (const role of ['member', 'partner', 'anonymous'] as const) {
      const client = await quickAs(server, role);
      const result = await client.request(ADD, { input: [{ email, displayName: 'Sneaky', role: 'ADMIN' }] });
      expect(errorOf(result).code).toBe(role === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    }
    expect(await server.em().count(Member, { email })).toBe(0);
  });

  it('refuses an empty list and more than 200 lines as a whole', async () => {
    const admin = await quickAs(server, 'admin');
    expect(errorOf(await admin.request(ADD, { input: [] }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'input',
    });
    const many = Array.from({ length: 201 }, (_, i) => ({
      email: `m${i}@example.com`,
      displayName: 'M',
      role: 'MEMBER',
    }));
    expect(errorOf(await admin.request(ADD, { input: many })).code).toBe('BAD_USER_INPUT');
    expect(await server.em().count(Member, { email: 'm0@example.com' })).toBe(0);
  });
});
