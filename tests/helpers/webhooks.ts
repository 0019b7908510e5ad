import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GqlClient } from './clients.js';

/** Webhook operations and a receiver on loopback, for the webhook tests. */
export const CREATE_WEBHOOK = `mutation C($input: CreateWebhookInput!) {
  createWebhook(input: $input) { secret webhook { id name url field enabled disabledReason } } }`;
export const UPDATE_WEBHOOK = `mutation U($id: ID!, $input: UpdateWebhookInput!) { updateWebhook(id: $id, input: $input) { id enabled disabledReason failingSince } }`;
const DELIVERIES = `query D($id: ID!, $status: WebhookDeliveryStatus) { webhook(id: $id) { enabled disabledReason
  deliveries(first: 50, status: $status) { totalCount edges { node { id event status attempts responseStatus error redeliveryOf body } } } } }`;
export const REDELIVER = `mutation R($id: ID!) { redeliverWebhookDelivery(id: $id) { id status redeliveryOf } }`;
export const RESPOND = `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`;
export const ACCEPT = `mutation A($id: ID!) { acceptResponse(id: $id) { id status } }`;
export const PARTNER_DOC = `subscription { myResponseEvents { type response { id status quote { amount currency } } } }`;

export type Received = { headers: http.IncomingHttpHeaders; body: string; json: Record<string, unknown> };

/**
 * An HTTP receiver on loopback (on `port`, or any free one) that keeps every request and answers
 * with the next planned status.
 */
export async function startReceiver(port = 0) {
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

export const signatureOf = (secret: string, timestamp: string, body: string) =>
  `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** Polls until `check` gives a value (for state the worker writes). */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  ms = 15_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const FAST_JOBS = {
  WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  WEBHOOK_RETRY_BASE_MS: '100',
  JOB_POLL_INTERVAL_MS: '100',
};

export type Created = {
  createWebhook: { secret: string; webhook: { id: string; field: string; enabled: boolean } };
};

/** Registers a webhook of `owner` to `url` for the subscription `query`. */
export async function webhookFor(
  owner: GqlClient,
  url: string,
  query: string,
  extra: Record<string, unknown> = {},
) {
  const { createWebhook } = await owner.ok<Created, unknown>(CREATE_WEBHOOK, {
    input: { name: 'ERP', url, query, ...extra },
  });
  return createWebhook;
}

export type DeliveryRow = {
  id: string;
  event: string;
  status: string;
  attempts: number;
  responseStatus: number | null;
  error: string | null;
  redeliveryOf: string | null;
  body: string;
};
export type DeliveriesView = {
  webhook: {
    enabled: boolean;
    disabledReason: string | null;
    deliveries: { totalCount: number; edges: { node: DeliveryRow }[] };
  };
};

export async function deliveriesOf(owner: GqlClient, id: string, status?: string) {
  return (await owner.ok<DeliveriesView, unknown>(DELIVERIES, { id, status })).webhook;
}
