import { describe, expect, it } from 'vitest';
import { Member } from '../../server/src/member/member.entity.js';
import { Partner } from '../../server/src/partner/partner.entity.js';
import { Wire } from '../../server/src/wire/wire.entity.js';
import { PartnerStatus } from '../../server/src/partner/partner.enums.js';
import { WireKind, WireStatus } from '../../server/src/wire/wire.enums.js';
import { useTestServer } from '../helpers/test-server.js';
import { GqlClient } from '../helpers/clients.js';
import { sessionCookieFor } from '../helpers/factories.js';

const server = useTestServer({ SEED: 'true' });

describe('demo seed', () => {
  it('gives the demo partners approved businesses and the buyers open wires that reach them', async () => {
    const em = server.em();
    const partners = await em.find(Partner, {}, { populate: ['member'] });
    expect(partners.map((p) => p.status)).toEqual([PartnerStatus.APPROVED, PartnerStatus.APPROVED]);
    const wires = await em.find(Wire, { status: WireStatus.OPEN });
    expect(new Set(wires.map((w) => w.kind))).toEqual(
      new Set([WireKind.PROPERTY, WireKind.BUILDING_MATERIALS]),
    );
    for (const partner of partners) {
      const client = new GqlClient(server);
      client.cookie = await sessionCookieFor(server, partner.member);
      const data = await client.ok<{ partnerWireboard: { totalCount: number } }, never>(
        `query { partnerWireboard { totalCount } }`,
      );
      expect(data.partnerWireboard.totalCount).toBeGreaterThan(0);
    }
  });

  it("fills the demo supplier's catalogue: the public storefront lists it and its search finds a product", async () => {
    const visitor = new GqlClient(server);
    type Catalogue = {
      products: {
        totalCount: number;
        edges: { node: { name: string; inStock: boolean; partner: { businessName: string } } }[];
      };
    };
    const all = await visitor.ok<Catalogue, never>(
      `query { products(first: 20) { totalCount edges { node { name inStock partner { businessName } } } } }`,
    );
    expect(all.products.totalCount).toBe(5);
    expect(new Set(all.products.edges.map((edge) => edge.node.partner.businessName))).toEqual(
      new Set(['Lagos Cement Depot']),
    );
    expect(all.products.edges.filter((edge) => !edge.node.inStock)).toHaveLength(1);
    const found = await visitor.ok<Catalogue, { text: string }>(
      `query Q($text: String) { products(filter: { text: $text }) { totalCount edges { node { name inStock partner { businessName } } } } }`,
      { text: 'cement' },
    );
    expect(found.products.edges.map((edge) => edge.node.name)).toEqual(['Portland cement, grade 42.5']);
  });
  it("has a quote waiting on a buyer's wire, itemised from the supplier's catalogue, told to the buyer and counted", async () => {
    const em = server.em();
    const wire = await em.findOneOrFail(Wire, { title: '40 bags of cement delivered to Lekki by Friday' });
    const buyer = new GqlClient(server);
    buyer.cookie = await sessionCookieFor(
      server,
      await em.findOneOrFail(Member, { email: 'amaka.buyer@example.com' }),
    );
    const seen = await buyer.ok<
      {
        wire: {
          responseCount: number;
          responses: {
            status: string;
            quote: { amount: string };
            partner: { businessName: string };
            offeredProducts: { name: string; quantity: number; lineTotal: { amount: string } }[];
          }[];
        };
        unreadNotificationCount: number;
      },
      { id: string }
    >(
      `query Q($id: ID!) {
        wire(id: $id) { responseCount responses { status quote { amount } partner { businessName } offeredProducts { name quantity lineTotal { amount } } } }
        unreadNotificationCount
      }`,
      { id: wire.id },
    );
    expect(seen.wire.responseCount).toBe(1);
    expect(seen.wire.responses).toEqual([
      {
        status: 'SENT',
        quote: { amount: '372000.00' },
        partner: { businessName: 'Lagos Cement Depot' },
        offeredProducts: [
          { name: 'Portland cement, grade 42.5', quantity: 40, lineTotal: { amount: '372000.00' } },
        ],
      },
    ]);
    expect(seen.unreadNotificationCount).toBe(1);

    const supplier = new GqlClient(server);
    supplier.cookie = await sessionCookieFor(
      server,
      await em.findOneOrFail(Member, { email: 'sales@lagoscement.example.com' }),
    );
    const dashboard = await supplier.ok<{ partnerDashboard: { responsesSent: number } }, never>(
      `query { partnerDashboard { responsesSent } }`,
    );
    expect(dashboard.partnerDashboard.responsesSent).toBe(1);
  });
});
