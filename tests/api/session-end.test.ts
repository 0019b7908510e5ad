import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { Session } from '../../server/src/member/session.entity.js';
import { PartnerStatus } from '../../server/src/partner/partner.enums.js';
import { Wire } from '../../server/src/wire/wire.entity.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { GqlClient, quickAs } from '../helpers/clients.js';
import { createAccount, createPartner, DEFAULT_PASSWORD, sessionCookieFor } from '../helpers/factories.js';
import { listenMark, subscribe, type Live } from '../helpers/live.js';

/**
 * Every way a session ends ends the websockets riding on it, in every server process (two
 * servers on one database, as two processes behind a load balancer), and nothing more runs on it.
 */
const BOARD = `subscription { wireboardEvents { type wire { title } } }`;
const PARTNER_BOARD = `subscription { partnerWireboardEvents { type wire { title } } }`;
const MY_PARTNER_EVENTS = `subscription { myPartnerEvents { partner { status statusReason } } }`;
const ME = `query { me { id } }`;
const POST = `mutation P($input: PostWireInput!) { postWire(input: $input) { id } }`;
const wireInput = (title: string) => ({
  input: {
    kind: 'PROPERTY',
    title,
    location: { label: 'Lagos', lat: 6.5244, lng: 3.3792 },
    property: { deal: 'BUY', propertyType: 'LAND' },
  },
});

let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  a = await startTestServer();
  b = await startTestServer({}, { databaseUrl: a.databaseUrl });
});
afterAll(async () => {
  await b?.stop();
  await a?.stop();
});

type Socket = {
  ws: Client;
  live: Live;
  closed: Promise<number>;
  isClosed: () => boolean;
  server: TestServer;
};

/** A socket per server with `cookie`, each with a live `query` that is really listening. */
async function openSockets(cookie: string, query = BOARD, servers = [a, b]): Promise<Socket[]> {
  const mark = listenMark(...servers);
  const sockets = servers.map((server) => {
    const client = new GqlClient(server);
    client.cookie = cookie;
    let closedCode: number | null = null;
    let resolve: (code: number) => void = () => {};
    const closed = new Promise<number>((r) => (resolve = r));
    const ws = client.ws({
      onClose: (event) => {
        closedCode ??= (event as { code: number }).code;
        resolve(closedCode);
      },
    });
    return { ws, live: subscribe(ws, query), closed, isClosed: () => closedCode !== null, server };
  });
  await mark.opened(servers.length);
  return sockets;
}

/** The close codes of `sockets`, once all have closed. */
const closeCodes = (sockets: Socket[]) => Promise.all(sockets.map((s) => s.closed));

/** What a new socket with `cookie` answers to `query`: its data, an error code, or its close code. */
async function overNewSocket(server: TestServer, cookie: string | null, query: string, variables = {}) {
  const client = new GqlClient(server);
  client.cookie = cookie;
  let closedWith: number | null = null;
  const ws = client.ws({ onClose: (event) => void (closedWith ??= (event as { code: number }).code) });
  try {
    const result = await new Promise<unknown>((resolve) => {
      ws.subscribe(
        { query, variables },
        {
          next: (value) => resolve(value.errors ? { code: value.errors[0]?.extensions?.code } : value.data),
          error: (error) =>
            resolve(
              Array.isArray(error)
                ? { code: (error[0] as { extensions?: { code?: string } }).extensions?.code }
                : { closed: (error as { code?: number }).code ?? closedWith },
            ),
          complete: () => {},
        },
      );
    });
    return result;
  } finally {
    await ws.dispose();
  }
}

/** Barrier: a wire posted now reaches each of `sockets` (so they were not closed with the others). */
async function stillLive(sockets: Socket[], title: string) {
  const poster = await quickAs(a, 'member');
  const counts = sockets.map((socket) => socket.live.received.length);
  await poster.ok(POST, wireInput(title));
  for (const [i, socket] of sockets.entries()) {
    const events = await socket.live.next(counts[i]! + 1);
    expect(events.at(-1)?.data).toEqual({ wireboardEvents: { type: 'CREATED', wire: { title } } });
    expect(socket.isClosed()).toBe(false);
  }
}

async function disposeAll(sockets: Socket[]) {
  await Promise.all(sockets.map((s) => s.ws.dispose()));
}

describe('a websocket ends with its session, on every server process', () => {
  it('signed out: a socket without a session reads as a visitor and may not write', async () => {
    for (const server of [a, b]) {
      expect(await overNewSocket(server, null, ME)).toEqual({ me: null });
      expect(await overNewSocket(server, null, POST, wireInput('Anonymous'))).toEqual({
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it('signOut closes the sockets of that session (4401) and no other', async () => {
    const member = await createAccount(a, { password: null });
    const here = await sessionCookieFor(a, member);
    const elsewhere = await sessionCookieFor(a, member);
    const ended = await openSockets(here);
    const kept = await openSockets(elsewhere);
    const client = new GqlClient(a);
    client.cookie = here;
    await client.ok('mutation { signOut }');

    expect(await closeCodes(ended)).toEqual([4401, 4401]);
    await stillLive(kept, 'After one sign-out');
    for (const server of [a, b]) {
      expect(await overNewSocket(server, here, ME)).toEqual({ closed: 4401 });
      expect(await overNewSocket(server, elsewhere, ME)).toEqual({ me: { id: member.id } });
    }
    await disposeAll([...ended, ...kept]);
  });

  it('signOutEverywhere closes every socket of the account (4401)', async () => {
    const member = await createAccount(a, { password: null });
    const one = await sessionCookieFor(a, member);
    const two = await sessionCookieFor(a, member);
    const sockets = [...(await openSockets(one)), ...(await openSockets(two))];
    const client = new GqlClient(b);
    client.cookie = one;
    await client.ok('mutation { signOutEverywhere }');

    expect(await closeCodes(sockets)).toEqual([4401, 4401, 4401, 4401]);
    expect(await overNewSocket(a, two, POST, wireInput('After everywhere'))).toEqual({ closed: 4401 });
    await disposeAll(sockets);
  });

  it('changePassword closes the sockets of the other sessions (4401), not its own', async () => {
    const member = await createAccount(a);
    const changer = await sessionCookieFor(a, member);
    const other = await sessionCookieFor(a, member);
    const ended = await openSockets(other);
    const kept = await openSockets(changer);
    const client = new GqlClient(a);
    client.cookie = changer;
    await client.ok(`mutation C($input: ChangePasswordInput!) { changePassword(input: $input) }`, {
      input: { currentPassword: DEFAULT_PASSWORD, newPassword: 'another sturdy passphrase 43' },
    });

    expect(await closeCodes(ended)).toEqual([4401, 4401]);
    await stillLive(kept, 'After the password change');
    expect(await overNewSocket(b, other, ME)).toEqual({ closed: 4401 });
    await disposeAll([...ended, ...kept]);
  });

  it('deleteAccount closes every socket of the account (4401); none answers `me` afterwards', async () => {
    const member = await createAccount(a, { password: null });
    const cookie = await sessionCookieFor(a, member);
    const other = await sessionCookieFor(a, member);
    const sockets = [...(await openSockets(cookie)), ...(await openSockets(other))];
    const client = new GqlClient(b);
    client.cookie = cookie;
    await client.ok('mutation { deleteAccount }');

    expect(await closeCodes(sockets)).toEqual([4401, 4401, 4401, 4401]);
    expect(await overNewSocket(a, other, ME)).toEqual({ closed: 4401 });
    await disposeAll(sockets);
  });

  it('disabling the account closes its sockets (4403)', async () => {
    const member = await createAccount(a, { password: null });
    const sockets = await openSockets(await sessionCookieFor(a, member));
    const admin = await quickAs(b, 'admin');
    await admin.ok(`mutation { setMemberDisabled(id: "${member.id}", disabled: true) { id } }`);
    expect(await closeCodes(sockets)).toEqual([4403, 4403]);
    await disposeAll(sockets);
  });

  it("a partner's suspension ends its board in every process and is told on its open sockets, which stay open", async () => {
    const { partner, cookie } = await createPartner(a);
    const boards = await openSockets(cookie, PARTNER_BOARD);
    const watchers = await openSockets(cookie, MY_PARTNER_EVENTS);
    const admin = await quickAs(a, 'admin');
    await admin.ok(`mutation { suspendPartner(id: "${partner.id}", reason: "Checks") { id } }`);
    for (const socket of boards) expect(await socket.live.ended).toBe('complete');
    for (const socket of watchers) {
      expect((await socket.live.next())[0]?.data).toEqual({
        myPartnerEvents: { partner: { status: 'SUSPENDED', statusReason: 'Checks' } },
      });
    }
    // a board asked for while suspended ends at once
    for (const server of [a, b]) {
      const client = new GqlClient(server);
      client.cookie = cookie;
      const ws = client.ws();
      expect(await subscribe(ws, PARTNER_BOARD).ended).toBe('complete');
      await ws.dispose();
    }

    // reinstated: told on the same sockets, and a new board gets the wires again
    await admin.ok(`mutation { reinstatePartner(id: "${partner.id}") { id } }`);
    for (const socket of watchers) {
      expect((await socket.live.next(2))[1]?.data).toEqual({
        myPartnerEvents: { partner: { status: 'APPROVED', statusReason: null } },
      });
    }
    const live = await openSockets(cookie, PARTNER_BOARD);
    const poster = await quickAs(a, 'member');
    await poster.ok(POST, wireInput('After the reinstatement'));
    for (const socket of live) {
      expect((await socket.live.next())[0]?.data).toEqual({
        partnerWireboardEvents: { type: 'CREATED', wire: { title: 'After the reinstatement' } },
      });
    }
    expect(watchers.some((s) => s.isClosed())).toBe(false);
    await disposeAll([...boards, ...watchers, ...live]);
  });

  it('a partner approved while connected is told on its open sockets, which stay open', async () => {
    const { partner, cookie } = await createPartner(a, { status: PartnerStatus.PENDING });
    const sockets = await openSockets(cookie, MY_PARTNER_EVENTS);
    const admin = await quickAs(b, 'admin');
    await admin.ok(`mutation { approvePartner(id: "${partner.id}") { id } }`);
    for (const socket of sockets) {
      expect((await socket.live.next())[0]?.data).toEqual({
        myPartnerEvents: { partner: { status: 'APPROVED', statusReason: null } },
      });
    }
    expect(sockets.some((s) => s.isClosed())).toBe(false);
    await disposeAll(sockets);
  });

  it('a member promoted to admin (admin:create) reconnects (4205), as an admin', async () => {
    const member = await createAccount(a, { password: null });
    const cookie = await sessionCookieFor(a, member);
    const sockets = await openSockets(cookie);
    await a.app.services.members.createAdmin(a.em(), member.email, 'an admin passphrase 44');
    expect(await closeCodes(sockets)).toEqual([4205, 4205]);
    expect(await overNewSocket(b, cookie, `query { me { role } }`)).toEqual({ me: { role: 'ADMIN' } });
    await disposeAll(sockets);
  });

  it('closes a socket when its session expires (4401)', async () => {
    const member = await createAccount(a, { password: null });
    const cookie = await sessionCookieFor(a, member);
    const id = cookie.split('=')[1]!.split('.')[0]!;
    await a.em().nativeUpdate(Session, { id }, { expiresAt: new Date(Date.now() + 1500) });
    const clients = [a, b].map((server) => {
      const client = new GqlClient(server);
      client.cookie = cookie;
      let resolve: (code: number) => void = () => {};
      const closed = new Promise<number>((r) => (resolve = r));
      const ws = client.ws({ onClose: (event) => resolve((event as { code: number }).code) });
      subscribe(ws, BOARD);
      return { ws, closed };
    });
    // whether a socket opened before the expiry (its timer closes it) or after (refused), it ends with 4401
    expect(await Promise.all(clients.map((c) => c.closed))).toEqual([4401, 4401]);
    await Promise.all(clients.map((c) => c.ws.dispose()));
  });

  it('refuses the next operation on a socket whose session is gone even without a message (4401)', async () => {
    const member = await createAccount(a, { password: null });
    const cookie = await sessionCookieFor(a, member);
    const sockets = await openSockets(cookie);
    // removed behind the server's back: no bus message
    await a.em().nativeDelete(Session, { member: member.id });
    for (const socket of sockets) {
      const result = await new Promise<unknown>((resolve) =>
        socket.ws.subscribe(
          { query: POST, variables: wireInput('On a dead session') },
          {
            next: (value) => resolve(value),
            error: (error) => resolve(error),
            complete: () => {},
          },
        ),
      );
      // the operation's error, or the close that follows it, whichever the client saw first
      const outcome = Array.isArray(result)
        ? (result[0] as { extensions?: { code?: string } }).extensions?.code
        : (result as { code?: number }).code;
      expect([4401, 'SESSION_EXPIRED']).toContain(outcome);
      expect(await socket.closed).toBe(4401);
    }
    expect(await a.em().count(Wire, { title: 'On a dead session' })).toBe(0);
    await disposeAll(sockets);
  });
});
