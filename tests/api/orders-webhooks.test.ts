import { afterAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/test-server.js';
import { FAST_JOBS, startReceiver, webhookFor } from '../helpers/webhooks.js';
import { acceptedQuote, CONFIRM, inDays } from '../helpers/orders.js';

/** A webhook follows orderEvents like any subscription: each change of the owner's orders is POSTed. */
const server = useTestServer(FAST_JOBS);
const receiverReady = startReceiver();
afterAll(async () => (await receiverReady).stop());

describe('a webhook on orderEvents', () => {
  it("delivers its owner's order changes with their action", async () => {
    const receiver = await receiverReady;
    const { seller, orderId } = await acceptedQuote(server);
    const hook = await webhookFor(
      seller.client,
      receiver.url,
      'subscription { orderEvents { type action order { id status } } }',
    );
    expect(hook.webhook).toMatchObject({ field: 'orderEvents', enabled: true });
    await seller.client.ok(CONFIRM, { input: { orderId, deliveryDate: inDays(1) } });
    const delivery = await receiver.waitFor(
      (request) => JSON.stringify(request.json).includes('order.confirmed'),
      20_000,
    );
    expect(delivery.json).toMatchObject({
      event: 'orderEvents.UPDATED',
      data: { orderEvents: { type: 'UPDATED', action: 'order.confirmed', order: { id: orderId } } },
    });
  });
});
