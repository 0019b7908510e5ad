import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VapidKeys } from '../../server/src/push/vapid-keys.js';
import { buyerClient, GqlClient, errorOf } from '../helpers/clients.js';
import { createAccount, createPartner, createWire, sessionCookieFor } from '../helpers/factories.js';
import { startPushReceiver, type TestDevice } from '../helpers/push-receiver.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/**
 * Web Push end to end: notifications queued with their change, encrypted for
 * each browser (RFC 8291), signed with the server's VAPID key (RFC 8292) and posted to a push
 * service on loopback that decrypts them with keys made here as a browser makes them.
 */
const RESPOND = `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`;
const REGISTER = `mutation P($input: RegisterPushSubscriptionInput!) { registerPushSubscription(input: $input) { id endpoint userAgent lastPushedAt } }`;
const UNREGISTER = `mutation U($endpoint: String!) { unregisterPushSubscription(endpoint: $endpoint) }`;
const MINE = `{ myPushSubscriptions { id endpoint userAgent lastPushedAt } }`;
const PUBLIC_KEY = `{ webPushPublicKey }`;
const SET_PUSH = `mutation S($kind: NotificationKind!, $push: Boolean!) {
  updateNotificationSettings(input: [{ kind: $kind, push: $push }]) { kind email push } }`;

type Mine = { myPushSubscriptions: { id: string; endpoint: string; lastPushedAt: string | null }[] };

let server: TestServer;
let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
beforeAll(async () => {
  receiver = await startPushReceiver();
  server = await startTestServer({ PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true', JOB_POLL_INTERVAL_MS: '100' });
});
afterAll(async () => {
  await server?.stop();
  await receiver?.stop();
});

const buyer = () => buyerClient(server);
async function respond(wireId: string, message: string) {
  const partner = await createPartner(server);
  const client = new GqlClient(server);
  client.cookie = partner.cookie;
  await client.ok(RESPOND, { input: { wireId, message, quote: { amount: '120000' } } });
}
const register = (client: GqlClient, device: TestDevice, userAgent?: string) =>
  client.ok<
    { registerPushSubscription: { id: string; endpoint: string; userAgent: string | null } },
    unknown
  >(REGISTER, { input: { ...device, userAgent } });

describe('web push', () => {
  it('makes one VAPID key pair for every process, even two starting at once, and serves its public key', async () => {
    const [first, second] = await Promise.all(
      [1, 2].map(() => new VapidKeys(server.config).get(server.em())),
    );
    expect(first).toEqual(second);
    expect(Buffer.from(first!.publicKey, 'base64url')).toHaveLength(65);
    const anonymous = new GqlClient(server);
    const { webPushPublicKey } = await anonymous.ok<{ webPushPublicKey: string }, unknown>(PUBLIC_KEY);
    expect(webPushPublicKey).toBe(first!.publicKey);
  });

  it("pushes a new response to the buyer's browser: encrypted for it, signed by the server, opening the wire", async () => {
    const owner = await buyer();
    const device = receiver.device('phone-1');
    const { registerPushSubscription } = await register(owner.client, device, 'Pixel 8, Chrome');
    expect(registerPushSubscription).toMatchObject({
      endpoint: device.endpoint,
      userAgent: 'Pixel 8, Chrome',
    });
    const wire = await createWire(server, owner.member, { title: 'Granite chippings for the driveway' });

    await respond(wire.id, 'Ten tonnes of 3/4 granite, Friday.');
    const push = await receiver.waitFor('phone-1', () => true);
    expect(push.payload).toMatchObject({
      title: 'New response to "Granite chippings for the driveway"',
      url: `/wires/details?id=${wire.id}`,
      kind: 'NEW_RESPONSE',
    });
    expect(push.payload.body).toContain('Ten tonnes of 3/4 granite, Friday.');
    const { webPushPublicKey } = await owner.client.ok<{ webPushPublicKey: string }, unknown>(PUBLIC_KEY);
    expect(push.vapidKey).toBe(webPushPublicKey);
    expect(push.claims.aud).toBe(receiver.origin);
    expect(push.claims.sub).toBe('mailto:no-reply@buildwire.local');
    expect(push.claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBe(server.config.push.ttlSeconds);
    // the same notification as in the bell: the tag is its id
    const { notifications } = await owner.client.ok<
      { notifications: { edges: { node: { id: string } }[] } },
      unknown
    >(`{ notifications(first: 1) { edges { node { id } } } }`);
    expect(push.payload.tag).toBe(notifications.edges[0]!.node.id);
    await expect
      .poll(async () => (await owner.client.ok<Mine, unknown>(MINE)).myPushSubscriptions[0]?.lastPushedAt, {
        timeout: 10_000,
      })
      .toBeTruthy();
  });

  it('sends nothing for a kind whose push is off (the next push, once on again, is the barrier)', async () => {
    const owner = await buyer();
    await register(owner.client, receiver.device('tablet-2'));
    const wire = await createWire(server, owner.member, { title: 'Roofing sheets, 0.55 mm' });
    const off = await owner.client.ok<{ updateNotificationSettings: unknown[] }, unknown>(SET_PUSH, {
      kind: 'NEW_RESPONSE',
      push: false,
    });
    expect(off.updateNotificationSettings).toContainEqual({ kind: 'NEW_RESPONSE', email: true, push: false });
    const settings = await owner.client.ok<
      { notificationSettings: { kind: string; push: boolean }[] },
      unknown
    >(`{ notificationSettings { kind push } }`);
    expect(settings.notificationSettings).toContainEqual({ kind: 'NEW_RESPONSE', push: false });
    expect(settings.notificationSettings).toContainEqual({ kind: 'WIRE_EXPIRY', push: true });

    await respond(wire.id, 'First: forty sheets, red.');
    await owner.client.ok(SET_PUSH, { kind: 'NEW_RESPONSE', push: true });
    await respond(wire.id, 'Second: forty sheets, blue.');
    await receiver.waitFor('tablet-2', (push) => String(push.payload.body).includes('Second'));
    expect(receiver.received.filter((push) => push.device === 'tablet-2')).toHaveLength(1);
  });

  it('deletes a subscription its push service says is gone (410) and retries one that failed (500)', async () => {
    const owner = await buyer();
    const gone = receiver.device('gone-3');
    const flaky = receiver.device('flaky-3');
    await register(owner.client, gone);
    await register(owner.client, flaky);
    receiver.answer('gone-3', 410);
    receiver.answer('flaky-3', 500);
    const wire = await createWire(server, owner.member, { title: 'Sandcrete blocks, 6 inch' });
    await respond(wire.id, 'Blocks on Monday.');
    // the queue retries the 500 with back-off (a few seconds for the first retry)
    await receiver.waitFor('flaky-3', () => true, 30_000);
    expect(receiver.refused).toContainEqual({ device: 'flaky-3', status: 500 });
    await expect
      .poll(
        async () => (await owner.client.ok<Mine, unknown>(MINE)).myPushSubscriptions.map((s) => s.endpoint),
        {
          timeout: 20_000,
        },
      )
      .toEqual([flaky.endpoint]);
    expect(receiver.refused).toContainEqual({ device: 'gone-3', status: 410 });
  });

  it('keeps one subscription per browser, moves it to whoever signs in there, and ends it with the session', async () => {
    const first = await buyer();
    const device = receiver.device('shared-4');
    await register(first.client, device);
    await register(first.client, device);
    expect((await first.client.ok<Mine, unknown>(MINE)).myPushSubscriptions).toHaveLength(1);
    const second = await buyer();
    await register(second.client, device);
    expect((await first.client.ok<Mine, unknown>(MINE)).myPushSubscriptions).toHaveLength(0);
    expect((await second.client.ok<Mine, unknown>(MINE)).myPushSubscriptions).toHaveLength(1);
    expect(
      (
        await first.client.ok<{ unregisterPushSubscription: boolean }, unknown>(UNREGISTER, {
          endpoint: device.endpoint,
        })
      ).unregisterPushSubscription,
    ).toBe(false);

    await second.client.ok(`mutation { signOut }`);
    const em = server.em() as EntityManager;
    const [row] = await em.execute<{ n: number }[]>(
      `select count(*)::int as n from push_subscription where endpoint = ?`,
      [device.endpoint],
    );
    expect(row!.n).toBe(0);

    const third = await buyer();
    await register(third.client, device);
    const removed = await third.client.ok<{ unregisterPushSubscription: boolean }, unknown>(UNREGISTER, {
      endpoint: device.endpoint,
    });
    expect(removed.unregisterPushSubscription).toBe(true);
    expect((await third.client.ok<Mine, unknown>(MINE)).myPushSubscriptions).toHaveLength(0);
  });

  it('refuses a subscription that is not one, at the field concerned, changing nothing', async () => {
    const { client } = await buyer();
    const device = receiver.device('bad-5');
    const otherKey = webpush.generateVAPIDKeys().publicKey;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...device, endpoint: 'not a url' }, 'endpoint'],
      [{ ...device, endpoint: 'ftp://127.0.0.1/push' }, 'endpoint'],
      [{ ...device, endpoint: `http://user:secret@127.0.0.1/push` }, 'endpoint'],
      [{ ...device, endpoint: `https://push.example/${'x'.repeat(2000)}` }, 'endpoint'],
      [{ ...device, keys: { ...device.keys, p256dh: 'short' } }, 'p256dh'],
      // 65 bytes that are not a point of P-256
      [{ ...device, keys: { ...device.keys, p256dh: Buffer.alloc(65, 4).toString('base64url') } }, 'p256dh'],
      [{ ...device, keys: { ...device.keys, p256dh: otherKey.replace(/^B/, 'C') } }, 'p256dh'],
      [{ ...device, keys: { ...device.keys, auth: Buffer.alloc(8).toString('base64url') } }, 'auth'],
      [{ ...device, keys: { ...device.keys, auth: 'not base64!' } }, 'auth'],
    ];
    for (const [input, field] of cases) {
      const result = await client.request(REGISTER, { input });
      expect(errorOf(result), JSON.stringify(input).slice(0, 120)).toEqual({ code: 'BAD_USER_INPUT', field });
    }
    expect((await client.ok<Mine, unknown>(MINE)).myPushSubscriptions).toHaveLength(0);
  });
});

describe('web push, as configured for production', () => {
  let strict: TestServer;
  let assets: string;
  const keys = webpush.generateVAPIDKeys();
  beforeAll(async () => {
    // a built client of one file: the service worker as the build copies it
    assets = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-push-assets-'));
    fs.copyFileSync('client/public/sw.js', path.join(assets, 'sw.js'));
    fs.writeFileSync(path.join(assets, 'index.html'), '<!doctype html><title>BuildWire</title>');
    strict = await startTestServer({
      BUILD_ASSETS_DIR: assets,
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://buildwire.example/contact',
    });
  });
  afterAll(async () => {
    await strict?.stop();
    fs.rmSync(assets, { recursive: true, force: true });
  });

  it('refuses http and private or loopback endpoints', async () => {
    const client = new GqlClient(strict);
    client.cookie = await sessionCookieFor(strict, await createAccount(strict, { password: null }));
    const device = receiver.device('strict-6');
    for (const endpoint of [
      device.endpoint,
      'http://push.example.com/send/abc',
      'https://127.0.0.1/send/abc',
      'https://10.1.2.3/send/abc',
      'https://[::1]/send/abc',
      'https://[::7f00:1]:4291/send/abc',
      'https://[64:ff9b::a9fe:a9fe]/send/abc',
      'https://2130706433/send/abc',
      'https://0177.0.0.1/send/abc',
    ]) {
      const result = await client.request(REGISTER, { input: { ...device, endpoint } });
      expect(errorOf(result), endpoint).toEqual({ code: 'BAD_USER_INPUT', field: 'endpoint' });
    }
  });

  it('uses the configured VAPID key pair', async () => {
    const { webPushPublicKey } = await new GqlClient(strict).ok<{ webPushPublicKey: string }, unknown>(
      PUBLIC_KEY,
    );
    expect(webPushPublicKey).toBe(keys.publicKey);
  });

  it('serves the service worker at /sw.js as JavaScript, revalidated, and lets pages register it', async () => {
    const response = await fetch(`${strict.url}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain("addEventListener('notificationclick'");
    const page = await fetch(`${strict.url}/userinfo`);
    expect(page.headers.get('content-security-policy')).toMatch(/worker-src 'self'/);
  });

  it('refuses a VAPID configuration that cannot work', () => {
    const push = strict.config.push;
    const base = { appBaseUrl: 'http://localhost:4000', mailFrom: 'BuildWire <no-reply@buildwire.local>' };
    expect(() => new VapidKeys({ ...base, push: { ...push, vapidPrivateKey: undefined } })).toThrow(/both/);
    const other = webpush.generateVAPIDKeys();
    expect(() => new VapidKeys({ ...base, push: { ...push, vapidPrivateKey: other.privateKey } })).toThrow(
      /not the key/,
    );
    expect(() => new VapidKeys({ ...base, push: { ...push, vapidSubject: 'http://example.com' } })).toThrow(
      /VAPID_SUBJECT/,
    );
  });
});
