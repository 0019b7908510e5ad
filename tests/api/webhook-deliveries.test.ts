import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { startSmtpCapture } from '../helpers/smtp.js';
import { inject } from 'vitest';
import { WebhookDelivery } from '../../server/src/webhook/webhook.entity.js';
import { GqlClient, buyerClient, errorOf, partnerClient } from '../helpers/clients.js';
import { createWire } from '../helpers/factories.js';
import { createDatabase, dropDatabase } from '../helpers/database.js';
import {
  ACCEPT,
  CREATE_WEBHOOK,
  FAST_JOBS,
  PARTNER_DOC,
  REDELIVER,
  RESPOND,
  UPDATE_WEBHOOK,
  deliveriesOf,
  eventually,
  signatureOf,
  startReceiver,
  webhookFor,
  type Created,
  type Received,
} from '../helpers/webhooks.js';

/**
 * Webhook deliveries end to end: a real receiver on loopback, the server's own job queue
 * (graphile-worker in this test's database), real SMTP for the "turned off" mail.
 */
let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  receiver = await startReceiver();
  server = await startTestServer({ ...FAST_JOBS, SMTP_URL: smtp.url });
});
afterAll(async () => {
  await server?.stop();
  await receiver?.stop();
  await smtp?.stop();
});

const seller = (s: TestServer = server) => partnerClient(s);
const buyer = (s: TestServer = server) => buyerClient(s);
const hookFor = (owner: GqlClient, query: string, extra: Record<string, unknown> = {}) =>
  webhookFor(owner, receiver.url, query, extra);

describe('deliveries', () => {
  it('POSTs each event the owner may see, signed, with the subscription’s result as data', async () => {
    const partner = await seller();
    const owner = await buyer();
    const { secret, webhook } = await hookFor(partner.client, PARTNER_DOC);
    const wire = await createWire(server, owner.member);
    const buyerHook = await hookFor(
      owner.client,
      `subscription { wireResponseEvents(wireId: "${wire.id}") { type response { id message } } }`,
    );
    const { respondToWire } = await partner.client.ok<{ respondToWire: { id: string } }, unknown>(RESPOND, {
      input: {
        wireId: wire.id,
        message: 'Forty bags tomorrow',
        quote: { amount: '190000', currency: 'NGN' },
      },
    });
    await owner.client.ok(ACCEPT, { id: respondToWire.id });

    // the acceptance's event (the CREATED one, run by a job that may start after the acceptance,
    // can show the response as ACCEPTED too: a payload is the state when it runs)
    const accepted = await receiver.waitFor(
      (r) => r.headers['buildwire-webhook'] === webhook.id && r.json.event === 'myResponseEvents.UPDATED',
    );
    expect(accepted.json).toMatchObject({
      webhookId: webhook.id,
      event: 'myResponseEvents.UPDATED',
      data: {
        myResponseEvents: {
          type: 'UPDATED',
          response: {
            id: respondToWire.id,
            status: 'ACCEPTED',
            quote: { amount: '190000.00', currency: 'NGN' },
          },
        },
      },
    });
    const timestamp = String(accepted.headers['buildwire-timestamp']);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(120);
    expect(accepted.headers['buildwire-signature']).toBe(signatureOf(secret, timestamp, accepted.body));
    expect(accepted.headers['content-type']).toBe('application/json');

    // the buyer's webhook heard of the new response on their wire (deliveries run concurrently, so
    // the acceptance's UPDATED may reach the receiver first)
    const created = await receiver.waitFor(
      (r) =>
        r.headers['buildwire-webhook'] === buyerHook.webhook.id &&
        JSON.stringify(r.json.data).includes('"CREATED"'),
    );
    expect(created.json.data).toEqual({
      wireResponseEvents: {
        type: 'CREATED',
        response: { id: respondToWire.id, message: 'Forty bags tomorrow' },
      },
    });
    expect(created.headers['buildwire-signature']).toBe(
      signatureOf(buyerHook.secret, String(created.headers['buildwire-timestamp']), created.body),
    );

    // the worker records the outcome once the receiver has answered: wait for it
    const row = await eventually(async () => {
      const view = await deliveriesOf(partner.client, webhook.id, 'DELIVERED');
      return view.deliveries.edges.find((edge) => edge.node.id === accepted.headers['buildwire-delivery']);
    });
    expect(row.node).toMatchObject({ status: 'DELIVERED', attempts: 1, responseStatus: 200, error: null });
  });

  it('retries after a 500 with back-off, then delivers, keeping the same event id', async () => {
    const partner = await seller();
    const owner = await buyer();
    const { webhook } = await hookFor(partner.client, PARTNER_DOC);
    receiver.plan.push(500, 500);
    const wire = await createWire(server, owner.member);
    const { respondToWire } = await partner.client.ok<{ respondToWire: { id: string } }, unknown>(RESPOND, {
      input: { wireId: wire.id, message: 'Sand, 2 tonnes', quote: { amount: '50000', currency: 'NGN' } },
    });
    const mine = (r: Received) => r.headers['buildwire-webhook'] === webhook.id;
    await eventually(async () => receiver.received.filter(mine).length >= 3 && true);
    const attempts = receiver.received.filter(mine);
    expect(new Set(attempts.map((a) => a.json.id)).size).toBe(1);
    expect(new Set(attempts.map((a) => a.headers['buildwire-delivery'])).size).toBe(1);
    expect(JSON.stringify(attempts[0]!.json.data)).toContain(respondToWire.id);
    const row = await eventually(async () => {
      const view = await deliveriesOf(partner.client, webhook.id);
      const node = view.deliveries.edges[0]?.node;
      return node?.status === 'DELIVERED' ? node : null;
    });
    expect(row).toMatchObject({ attempts: 3, responseStatus: 200, error: null });
  });

  it('refuses a private address again at delivery: a literal, and a name that resolves to one', async () => {
    const partner = await seller();
    const owner = await buyer();
    const port = new URL(receiver.url).port;
    // registered while private targets were allowed (development), delivered after they no longer are
    const literal = await webhookFor(partner.client, `http://[::ffff:7f00:1]:${port}/hooks`, PARTNER_DOC);
    const named = await webhookFor(partner.client, `http://localhost:${port}/hooks`, PARTNER_DOC);
    server.config.webhooks.allowPrivateTargets = false;
    try {
      const wire = await createWire(server, owner.member);
      await partner.client.ok(RESPOND, {
        input: { wireId: wire.id, message: 'Gravel', quote: { amount: '7000', currency: 'NGN' } },
      });
      for (const { webhook } of [literal, named]) {
        const row = await eventually(async () => {
          const found = await server.em().findOne(WebhookDelivery, { webhook: webhook.id });
          return found && found.attempts >= 1 ? found : null;
        });
        expect(row.error).toMatch(/private or local address/);
        expect(row.status).not.toBe('DELIVERED');
      }
      const ids = new Set([literal.webhook.id, named.webhook.id]);
      expect(receiver.received.filter((r) => ids.has(String(r.headers['buildwire-webhook'])))).toEqual([]);
    } finally {
      for (const { webhook } of [literal, named])
        await partner.client.ok(UPDATE_WEBHOOK, { id: webhook.id, input: { enabled: false } });
      server.config.webhooks.allowPrivateTargets = true;
    }
  });

  it('turns a webhook off after failing for the disable window, tells its owner, and redelivers once back on', async () => {
    server.config.webhooks.disableAfterMs = 600;
    const partner = await seller();
    const owner = await buyer();
    try {
      const { webhook } = await hookFor(partner.client, PARTNER_DOC, { name: 'Flaky ERP' });
      receiver.plan.push(...Array<number>(200).fill(503));
      const wire = await createWire(server, owner.member);
      await partner.client.ok(RESPOND, {
        input: { wireId: wire.id, message: 'Blocks', quote: { amount: '75000', currency: 'NGN' } },
      });
      const off = await eventually(async () => {
        const view = await deliveriesOf(partner.client, webhook.id);
        return view.enabled ? null : view;
      });
      expect(off.disabledReason).toBe('FAILING');
      const failed = off.deliveries.edges[0]!.node;
      expect(failed).toMatchObject({ status: 'FAILED', responseStatus: 503 });
      expect(failed.attempts).toBeGreaterThan(1);
      const mail = await smtp.waitFor(partner.member.email, /Flaky ERP/);
      expect(mail.raw).toMatch(/was turned off/);
      // the owner's bell has it too, with the last error as the reason; its email cannot be turned off
      expect(mail.raw).not.toMatch(/List-Unsubscribe/i);
      const bell = await partner.client.ok<
        { notifications: { edges: { node: { kind: string; link: string; reason: string | null } }[] } },
        unknown
      >(`{ notifications(first: 5) { edges { node { kind link reason } } } }`, {});
      expect(bell.notifications.edges.map((edge) => edge.node)).toContainEqual({
        kind: 'INTEGRATION',
        link: '/userinfo#webhooks',
        reason: expect.stringMatching(/503/),
      });

      receiver.plan.length = 0;
      // a disabled webhook cannot redeliver; turned back on it can
      expect(errorOf(await partner.client.request(REDELIVER, { id: failed.id })).code).toBe('CONFLICT');
      const on = await partner.client.ok<
        { updateWebhook: { enabled: boolean; disabledReason: string | null } },
        unknown
      >(UPDATE_WEBHOOK, { id: webhook.id, input: { enabled: true } });
      expect(on.updateWebhook).toMatchObject({ enabled: true, disabledReason: null });
      const { redeliverWebhookDelivery } = await partner.client.ok<
        { redeliverWebhookDelivery: { id: string; redeliveryOf: string } },
        unknown
      >(REDELIVER, { id: failed.id });
      expect(redeliverWebhookDelivery.redeliveryOf).toBe(failed.id);
      const again = await receiver.waitFor(
        (r) => r.headers['buildwire-delivery'] === redeliverWebhookDelivery.id,
      );
      expect(again.json.id).toBe(JSON.parse(failed.body).id);
      expect(again.body).toBe(failed.body);
    } finally {
      server.config.webhooks.disableAfterMs = 24 * 3600 * 1000;
    }
  });

  it('loses no delivery across a restart: a retry queued by one process is sent by the next', async () => {
    const databaseUrl = await createDatabase(
      inject('templateDatabaseUrl'),
      'bw_test',
      new URL(inject('templateDatabaseUrl')).pathname.slice(1),
    );
    // a receiver that is not listening yet: the first attempt is refused
    const later = await startReceiver();
    const port = new URL(later.url).port;
    await later.stop();
    let first: TestServer | null = await startTestServer(FAST_JOBS, { databaseUrl });
    let second: TestServer | null = null;
    let revived: Awaited<ReturnType<typeof startReceiver>> | null = null;
    try {
      // the retry is due after this process has stopped
      first.config.webhooks.retryBaseMs = 2000;
      const partner = await seller(first);
      const owner = await buyer(first);
      const { createWebhook } = await partner.client.ok<Created, unknown>(CREATE_WEBHOOK, {
        input: { name: 'ERP', url: `http://127.0.0.1:${port}/hooks`, query: PARTNER_DOC },
      });
      const wire = await createWire(first, owner.member);
      await partner.client.ok(RESPOND, {
        input: { wireId: wire.id, message: 'Rods', quote: { amount: '99000', currency: 'NGN' } },
      });
      const failed = await eventually(async () => {
        const row = await first!.em().findOne(WebhookDelivery, { webhook: createWebhook.webhook.id });
        return row && row.attempts === 1 ? row : null;
      });
      expect(failed.error).toMatch(/ECONNREFUSED/);
      expect(failed.status).toBe('PENDING');
      await first.stop();
      first = null;

      // the receiver comes up only now: whatever reaches it was sent by the next process
      revived = await startReceiver(Number(port));
      second = await startTestServer(FAST_JOBS, { databaseUrl });
      const delivered = await revived.waitFor(() => true);
      expect(delivered.headers['buildwire-delivery']).toBe(failed.id);
      const row = await eventually(async () => {
        const found = await second!.em().findOneOrFail(WebhookDelivery, { id: failed.id });
        return found.status === 'DELIVERED' ? found : null;
      });
      expect(row.attempts).toBeGreaterThanOrEqual(2);
    } finally {
      await first?.stop();
      await second?.stop();
      await revived?.stop();
      await dropDatabase(databaseUrl).catch(() => {});
    }
  });
});
