import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { Webhook, WebhookDelivery } from '../../server/src/webhook/webhook.entity.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { GqlClient, errorOf, quickAs } from '../helpers/clients.js';
import { createPartner, createWire, sessionCookieFor, createAccount } from '../helpers/factories.js';
import { createDatabase, dropDatabase } from '../helpers/database.js';
import { startSmtpCapture } from '../helpers/smtp.js';

/**
 * Webhooks end to end: a real receiver on loopback, the server's own job queue (graphile-worker
 * in this test's database), real SMTP for the "turned off" mail.
 */
const CREATE = `mutation C($input: CreateWebhookInput!) {
  createWebhook(input: $input) { secret webhook { id name url field enabled disabledReason } } }`;
const UPDATE = `mutation U($id: ID!, $input: UpdateWebhookInput!) { updateWebhook(id: $id, input: $input) { id enabled disabledReason failingSince } }`;
const DELIVERIES = `query D($id: ID!, $status: WebhookDeliveryStatus) { webhook(id: $id) { enabled disabledReason
  deliveries(first: 50, status: $status) { totalCount edges { node { id event status attempts responseStatus error redeliveryOf body } } } } }`;
const REDELIVER = `mutation R($id: ID!) { redeliverWebhookDelivery(id: $id) { id status redeliveryOf } }`;
const RESPOND = `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`;
const ACCEPT = `mutation A($id: ID!) { acceptResponse(id: $id) { id status } }`;
const PARTNER_DOC = `subscription { myResponseEvents { type response { id status quote { amount currency } } } }`;

type Received = { headers: http.IncomingHttpHeaders; body: string; json: Record<string, unknown> };

/**
 * An HTTP receiver on loopback (on `port`, or any free one) that keeps every request and answers
 * with the next planned status.
 */
async function startReceiver(port = 0) {
  const received: Received[] = [];
  const plan: number[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: request.headers, body, json: JSON.parse(body) as Record<string, unknown> });
      const status = plan.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status === 200 ? 'ok' : 'receiver is down');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    plan,
    /** The first request matching `test`, waiting for it. */
    async waitFor(test: (r: Received) => boolean, ms = 15_000): Promise<Received> {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = received.find(test);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no delivery matched; got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const signatureOf = (secret: string, timestamp: string, body: string) =>
  `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** Polls until `check` gives a value (for state the worker writes). */
async function eventually<T>(check: () => Promise<T | null | undefined | false>, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const FAST_JOBS = {
  WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  WEBHOOK_RETRY_BASE_MS: '100',
  JOB_POLL_INTERVAL_MS: '100',
};

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

async function seller(s: TestServer = server) {
  const made = await createPartner(s);
  const client = new GqlClient(s);
  client.cookie = made.cookie;
  return { ...made, client };
}

async function buyer(s: TestServer = server) {
  const member = await createAccount(s, { password: null });
  const client = new GqlClient(s);
  client.cookie = await sessionCookieFor(s, member);
  return { member, client };
}

type Created = {
  createWebhook: { secret: string; webhook: { id: string; field: string; enabled: boolean } };
};

async function webhookFor(owner: GqlClient, query: string, extra: Record<string, unknown> = {}) {
  const { createWebhook } = await owner.ok<Created, unknown>(CREATE, {
    input: { name: 'ERP', url: receiver.url, query, ...extra },
  });
  return createWebhook;
}

type DeliveryRow = {
  id: string;
  event: string;
  status: string;
  attempts: number;
  responseStatus: number | null;
  error: string | null;
  redeliveryOf: string | null;
  body: string;
};
type DeliveriesView = {
  webhook: {
    enabled: boolean;
    disabledReason: string | null;
    deliveries: { totalCount: number; edges: { node: DeliveryRow }[] };
  };
};

async function deliveriesOf(owner: GqlClient, id: string, status?: string) {
  return (await owner.ok<DeliveriesView, unknown>(DELIVERIES, { id, status })).webhook;
}

describe('registering a webhook', () => {
  it('checks the document against the schema and the owner’s access, all form problems at once', async () => {
    const member = await quickAs(server, 'member');
    const attempt = (input: Record<string, unknown>) =>
      member.request(CREATE, { input: { name: 'ERP', url: receiver.url, query: PARTNER_DOC, ...input } });

    const both = await attempt({ url: 'ftp://example.com/x', query: 'query { me { id } }' });
    expect(both.errors?.map((e) => e.extensions?.fieldPath)).toEqual([
      ['input', 'url'],
      ['input', 'query'],
    ]);
    expect(errorOf(await attempt({ query: 'subscription { nope }' }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'query',
    });
    expect(
      errorOf(
        await attempt({ query: 'subscription { myResponseEvents { type } wireboardEvents { type } }' }),
      ),
    ).toEqual({ code: 'BAD_USER_INPUT', field: 'query' });
    expect(
      errorOf(
        await attempt({ query: 'subscription ($id: ID!) { wireResponseEvents(wireId: $id) { type } }' }),
      ),
    ).toEqual({ code: 'BAD_USER_INPUT', field: 'query' });
    // a buyer may not follow partners' events: the same refusal as over a websocket
    expect(errorOf(await attempt({}))).toEqual({ code: 'FORBIDDEN', field: 'query' });
    // nor the responses to someone else's wire, nor to none
    const stranger = await buyer();
    const theirs = await createWire(server, stranger.member);
    const follow = (id: string) =>
      attempt({ query: `subscription { wireResponseEvents(wireId: "${id}") { type } }` });
    expect(errorOf(await follow(theirs.id))).toEqual({ code: 'FORBIDDEN', field: 'query' });
    expect(errorOf(await follow('00000000-0000-4000-8000-000000000000'))).toEqual({
      code: 'NOT_FOUND',
      field: 'query',
    });
    expect(errorOf(await attempt({ name: '  ' }))).toEqual({ code: 'BAD_USER_INPUT', field: 'name' });
    expect(errorOf(await attempt({ secret: 'short' }))).toEqual({ code: 'BAD_USER_INPUT', field: 'secret' });
    expect(await server.em().count(Webhook, {})).toBe(0);
  });

  it('refuses private and local addresses unless configured for development', async () => {
    const partner = await seller();
    server.config.webhooks.allowPrivateTargets = false;
    try {
      for (const url of [
        receiver.url,
        'http://localhost:9/x',
        'http://169.254.169.254/latest/meta-data',
        'http://[::1]:8080/',
        'http://10.1.2.3/',
      ]) {
        const result = await partner.client.request(CREATE, {
          input: { name: 'ERP', url, query: PARTNER_DOC },
        });
        expect(errorOf(result), url).toEqual({ code: 'BAD_USER_INPUT', field: 'url' });
        expect(result.errors?.[0]?.message).toMatch(/private or local address/);
      }
    } finally {
      server.config.webhooks.allowPrivateTargets = true;
    }
  });

  it('is managed with a WEBHOOKS token, not with a READ one', async () => {
    const partner = await seller();
    const token = async (scopes: string[]) => {
      const { createApiToken } = await partner.client.ok<{ createApiToken: { secret: string } }, unknown>(
        `mutation T($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }`,
        { input: { name: `hooks ${scopes.join()}`, scopes } },
      );
      const client = new GqlClient(server);
      client.bearer = createApiToken.secret;
      return client;
    };
    const reader = await token(['READ']);
    const input = { name: 'ERP', url: receiver.url, query: PARTNER_DOC };
    expect(errorOf(await reader.request(CREATE, { input })).code).toBe('FORBIDDEN');
    const manager = await token(['WEBHOOKS']);
    const created = await manager.ok<Created, unknown>(CREATE, { input });
    expect(created.createWebhook.webhook).toMatchObject({ field: 'myResponseEvents', enabled: true });
    expect(created.createWebhook.secret).toMatch(/^whsec_/);
    const listed = await manager.ok<{ myWebhooks: { id: string }[] }, never>(`{ myWebhooks { id } }`);
    expect(listed.myWebhooks.map((w) => w.id)).toEqual([created.createWebhook.webhook.id]);
  });
});

describe('deliveries', () => {
  it('POSTs each event the owner may see, signed, with the subscription’s result as data', async () => {
    const partner = await seller();
    const owner = await buyer();
    const { secret, webhook } = await webhookFor(partner.client, PARTNER_DOC);
    const wire = await createWire(server, owner.member);
    const buyerHook = await webhookFor(
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

    const accepted = await receiver.waitFor(
      (r) =>
        r.headers['buildwire-webhook'] === webhook.id && JSON.stringify(r.json.data).includes('"ACCEPTED"'),
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

    // the buyer's webhook heard of the new response on their wire
    const created = await receiver.waitFor((r) => r.headers['buildwire-webhook'] === buyerHook.webhook.id);
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
    const { webhook } = await webhookFor(partner.client, PARTNER_DOC);
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

  it('turns a webhook off after failing for the disable window, tells its owner, and redelivers once back on', async () => {
    server.config.webhooks.disableAfterMs = 600;
    const partner = await seller();
    const owner = await buyer();
    try {
      const { webhook } = await webhookFor(partner.client, PARTNER_DOC, { name: 'Flaky ERP' });
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

      receiver.plan.length = 0;
      // a disabled webhook cannot redeliver; turned back on it can
      expect(errorOf(await partner.client.request(REDELIVER, { id: failed.id })).code).toBe('CONFLICT');
      const on = await partner.client.ok<
        { updateWebhook: { enabled: boolean; disabledReason: string | null } },
        unknown
      >(UPDATE, { id: webhook.id, input: { enabled: true } });
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
      const { createWebhook } = await partner.client.ok<Created, unknown>(CREATE, {
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
