import { describe, expect, it } from 'vitest';
import { Session } from '../../server/src/member/session.entity.js';
import { startTestServer, useTestServer } from '../helpers/test-server.js';
import { GqlClient, quickAs, errorOf } from '../helpers/clients.js';
import { listenMark, subscribe } from '../helpers/live.js';

const ME = `{ me { id sessionExpiresAt } }`;
const REFRESH = `mutation { refreshSession { sessionExpiresAt member { id sessionExpiresAt } } }`;
const DISABLE = `mutation D($id: ID!, $disabled: Boolean!) { setMemberDisabled(id: $id, disabled: $disabled) { id disabled } }`;
const codeOf = (result: Parameters<typeof errorOf>[0]) => errorOf(result).code;

const server = useTestServer();

describe('refreshSession', () => {
  it('pushes the expiry of this session a full lifetime ahead and sets the cookie again', async () => {
    const client = await quickAs(server, 'member');
    const id = client.cookie!.split('=')[1]!.split('.')[0]!;
    await server.em().nativeUpdate(Session, { id }, { expiresAt: new Date(Date.now() + 60_000) });
    const before = await client.ok<{ me: { sessionExpiresAt: string } }, never>(ME);
    expect(Date.parse(before.me.sessionExpiresAt) - Date.now()).toBeLessThan(61_000);

    const cookieBefore = client.cookie;
    const result = await client.request(REFRESH);
    expect(result.errors).toBeUndefined();
    expect(result.headers.getSetCookie().join(';')).toMatch(/bw_session=/);
    expect(client.cookie).toBe(cookieBefore);
    const data = result.data as {
      refreshSession: { sessionExpiresAt: string; member: { sessionExpiresAt: string } };
    };
    const days = (Date.parse(data.refreshSession.sessionExpiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(data.refreshSession.member.sessionExpiresAt).toBe(data.refreshSession.sessionExpiresAt);
    const row = await server.em().findOneOrFail(Session, { id });
    expect(row.expiresAt.toISOString()).toBe(data.refreshSession.sessionExpiresAt);
  });

  it('needs a session', async () => {
    const anonymous = await quickAs(server, 'anonymous');
    expect(codeOf(await anonymous.request(REFRESH))).toBe('UNAUTHENTICATED');
  });
});

describe('setMemberDisabled', () => {
  it('is for admins only', async () => {
    const member = await quickAs(server, 'member');
    const { me } = await member.ok<{ me: { id: string } }, never>(ME);
    expect(codeOf(await member.request(DISABLE, { id: me.id, disabled: true }))).toBe('FORBIDDEN');
    const admin = await quickAs(server, 'admin');
    expect(codeOf(await admin.request(DISABLE, { id: 'nope', disabled: true }))).toBe('BAD_USER_INPUT');
  });

  it('closes the open websockets of the account with 4403 in every process, at once', async () => {
    const second = await startTestServer({}, { databaseUrl: server.databaseUrl });
    try {
      const member = await quickAs(server, 'member');
      const { me } = await member.ok<{ me: { id: string } }, never>(ME);
      const closed: number[] = [];
      const onFirst = member.ws({ onClose: (event) => closed.push((event as { code: number }).code) });
      const memberOnSecond = new GqlClient(second);
      memberOnSecond.cookie = member.cookie;
      const onSecond = memberOnSecond.ws({
        onClose: (event) => closed.push((event as { code: number }).code),
      });
      const bystander = await quickAs(second, 'member');
      const bystanderClosed: number[] = [];
      const bystanderWs = bystander.ws({
        onClose: (event) => bystanderClosed.push((event as { code: number }).code),
      });
      const board = `subscription { wireboardEvents { type wire { title } } }`;
      const mark = listenMark(server, second);
      subscribe(onFirst, board);
      subscribe(onSecond, board);
      const bystanderLive = subscribe(bystanderWs, board);
      await mark.opened(3);

      const admin = await quickAs(server, 'admin');
      const started = Date.now();
      const result = await admin.ok<{ setMemberDisabled: { disabled: boolean } }, unknown>(DISABLE, {
        id: me.id,
        disabled: true,
      });
      expect(result.setMemberDisabled.disabled).toBe(true);
      await expect.poll(() => closed.sort(), { timeout: 5_000 }).toEqual([4403, 4403]);
      expect(Date.now() - started).toBeLessThan(5_000);
      // barrier: a later event still reaches the bystander, so its socket was not closed with the others
      await bystander.ok(`mutation P($input: PostWireInput!) { postWire(input: $input) { id } }`, {
        input: {
          kind: 'PROPERTY',
          title: 'After the disable',
          location: { label: 'Lagos', lat: 6.5, lng: 3.4 },
          property: { deal: 'BUY', propertyType: 'LAND' },
        },
      });
      expect((await bystanderLive.next())[0]?.data).toEqual({
        wireboardEvents: { type: 'CREATED', wire: { title: 'After the disable' } },
      });
      expect(bystanderClosed).toEqual([]);
      expect(codeOf(await member.request('mutation { signOut }'))).toBe('USER_DISABLED');
      await bystanderWs.dispose();
    } finally {
      await second.stop();
    }
  });
});
