import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/test-server.js';
import { buyerClient, partnerClient, quickAs, type GqlClient } from '../helpers/clients.js';
import { createListing, createProduct, createWire } from '../helpers/factories.js';

/** `updatedSince` on every list whose type has `updatedAt`: exactly the records changed since. */
const server = useTestServer({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });

type Stamped = { id: string; updatedAt: string };
type Read = (client: GqlClient, since: string | null) => Promise<Stamped[]>;

const connection =
  (query: string, field: string): Read =>
  async (client, since) => {
    const data = await client.ok<Record<string, { edges: { node: Stamped }[] }>, object>(query, { since });
    return data[field]!.edges.map((edge) => edge.node);
  };

/** The list with `since` = a millisecond after its oldest change holds exactly the records changed since. */
async function expectSince(client: GqlClient, read: Read): Promise<void> {
  const all = await read(client, null);
  expect(all.length).toBeGreaterThanOrEqual(2);
  const oldest = Math.min(...all.map((record) => Date.parse(record.updatedAt)));
  const since = new Date(oldest + 1).toISOString();
  const changed = all.filter((record) => Date.parse(record.updatedAt) >= oldest + 1).map((r) => r.id);
  expect((await read(client, since)).map((record) => record.id).sort()).toEqual(changed.sort());
  // and an instant after every change: nothing
  const latest = Math.max(...all.map((record) => Date.parse(record.updatedAt)));
  expect(await read(client, new Date(latest + 1).toISOString())).toEqual([]);
}

describe('updatedSince', () => {
  it('on a partner’s products, listings, webhooks and wireboard', async () => {
    const seller = await partnerClient(server);
    await createProduct(server, seller.partner, { name: 'Cement A' });
    await createProduct(server, seller.partner, { name: 'Cement B' });
    await createListing(server, seller.partner);
    await createListing(server, seller.partner);
    for (const name of ['ERP', 'CRM'])
      await seller.client.ok(
        `mutation($input: CreateWebhookInput!) { createWebhook(input: $input) { secret } }`,
        {
          input: {
            name,
            url: 'http://127.0.0.1:9/hooks',
            query: 'subscription { myResponseEvents { type } }',
          },
        },
      );
    const buyer = await buyerClient(server);
    await createWire(server, buyer.member, { title: 'Blocks one' });
    await createWire(server, buyer.member, { title: 'Blocks two' });

    await expectSince(
      seller.client,
      connection(
        `query($since: DateTimeISO) { myProducts(filter: { updatedSince: $since }) { edges { node { id updatedAt } } } }`,
        'myProducts',
      ),
    );
    await expectSince(
      seller.client,
      connection(
        `query($since: DateTimeISO) { myPropertyListings(filter: { updatedSince: $since }) { edges { node { id updatedAt } } } }`,
        'myPropertyListings',
      ),
    );
    await expectSince(seller.client, async (client, since) => {
      const data = await client.ok<{ myWebhooks: Stamped[] }, object>(
        `query($since: DateTimeISO) { myWebhooks(updatedSince: $since) { id updatedAt } }`,
        { since },
      );
      return data.myWebhooks;
    });
    await expectSince(
      seller.client,
      connection(
        `query($since: DateTimeISO) { partnerWireboard(updatedSince: $since, first: 100) { edges { node { id updatedAt } } } }`,
        'partnerWireboard',
      ),
    );
  });

  it('on the admin tables: wires, members, partners', async () => {
    const admin = await quickAs(server, 'admin');
    await partnerClient(server);
    await partnerClient(server);
    await expectSince(
      admin,
      connection(
        `query($since: DateTimeISO) { adminWires(filter: { updatedSince: $since }, first: 100) { edges { node { id updatedAt } } } }`,
        'adminWires',
      ),
    );
    await expectSince(
      admin,
      connection(
        `query($since: DateTimeISO) { adminMembers(filter: { updatedSince: $since }, first: 100) { edges { node { id updatedAt } } } }`,
        'adminMembers',
      ),
    );
    await expectSince(
      admin,
      connection(
        `query($since: DateTimeISO) { adminPartners(filter: { updatedSince: $since }, first: 100) { edges { node { id updatedAt } } } }`,
        'adminPartners',
      ),
    );
  });
});
