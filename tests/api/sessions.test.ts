import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/test-server.js';
import { errorOf, GqlClient, quickAs } from '../helpers/clients.js';
import { createAccount, DEFAULT_PASSWORD, sessionCookieFor } from '../helpers/factories.js';
import { listenMark, subscribe } from '../helpers/live.js';

const SESSIONS = `query { mySessions { id createdAt lastSeenAt device ip current } }`;
const REVOKE = `mutation R($id: ID!) { revokeSession(id: $id) }`;
const SIGN_IN = `mutation S($input: SignInInput!) { signIn(input: $input) { member { id } } }`;
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

type Sessions = {
  mySessions: { id: string; device: string; ip: string | null; current: boolean; lastSeenAt: string }[];
};

const server = useTestServer();

/** Signs in through `signIn` from a browser that says it is `userAgent`. */
async function signInFrom(email: string, userAgent: string): Promise<GqlClient> {
  const client = new GqlClient(server);
  const result = await client.request(
    SIGN_IN,
    { input: { email, password: DEFAULT_PASSWORD } },
    {
      'user-agent': userAgent,
    },
  );
  expect(result.errors).toBeUndefined();
  return client;
}

describe('mySessions and revokeSession', () => {
  it("lists the account's live sessions with a readable device and marks this one", async () => {
    const member = await createAccount(server);
    const laptop = await signInFrom(member.email, CHROME_LINUX);
    await signInFrom(member.email, SAFARI_IPHONE);
    await signInFrom((await createAccount(server)).email, CHROME_LINUX); // someone else's

    const { mySessions } = await laptop.ok<Sessions, never>(SESSIONS);
    expect(mySessions).toHaveLength(2);
    expect(mySessions.map((s) => s.device).sort()).toEqual(['Chrome on Linux', 'Safari on iOS']);
    expect(mySessions.filter((s) => s.current)).toHaveLength(1);
    expect(mySessions.find((s) => s.current)?.device).toBe('Chrome on Linux');
    expect(mySessions.every((s) => s.ip)).toBe(true);
  });

  it("revoking another account's session, or an unknown id, is NOT_FOUND and ends nothing", async () => {
    const owner = await createAccount(server, { password: null });
    const ownerClient = new GqlClient(server);
    ownerClient.cookie = await sessionCookieFor(server, owner);
    const [ownSession] = (await ownerClient.ok<Sessions, never>(SESSIONS)).mySessions;

    const stranger = await quickAs(server, 'member');
    expect(errorOf(await stranger.request(REVOKE, { id: ownSession!.id }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(errorOf(await stranger.request(REVOKE, { id: 'no-such-session' }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await ownerClient.ok<Sessions, never>(SESSIONS)).mySessions).toHaveLength(1);
  });

  it("revoking one of one's sessions refuses its cookie and closes its websocket (4401); the others go on", async () => {
    const member = await createAccount(server, { password: null });
    const here = new GqlClient(server);
    here.cookie = await sessionCookieFor(server, member);
    const there = new GqlClient(server);
    there.cookie = await sessionCookieFor(server, member);

    const mark = listenMark(server);
    let closed: (code: number) => void = () => {};
    const closedWith = new Promise<number>((resolve) => (closed = resolve));
    const ws = there.ws({ onClose: (event) => closed((event as { code: number }).code) });
    subscribe(ws, `subscription { wireboardEvents { type } }`);
    await mark.opened(1);

    const sessions = (await here.ok<Sessions, never>(SESSIONS)).mySessions;
    const other = sessions.find((s) => !s.current)!;
    expect(await here.ok(REVOKE, { id: other.id })).toEqual({ revokeSession: true });

    expect(await closedWith).toBe(4401);
    expect(errorOf(await there.request(SESSIONS)).code).toBe('SESSION_EXPIRED');
    const left = (await here.ok<Sessions, never>(SESSIONS)).mySessions;
    expect(left.map((s) => s.id)).toEqual([sessions.find((s) => s.current)!.id]);
    await ws.dispose();
  });

  it('revoking the current session signs this browser out', async () => {
    const member = await createAccount(server, { password: null });
    const client = new GqlClient(server);
    client.cookie = await sessionCookieFor(server, member);
    const [current] = (await client.ok<Sessions, never>(SESSIONS)).mySessions;
    await client.ok(REVOKE, { id: current!.id });
    expect(client.cookie).toBeNull();
    expect((await client.ok<{ me: null }, never>(`query { me { id } }`)).me).toBeNull();
  });
});
