import { describe, expect, it } from 'vitest';
import { Partner } from '../../server/src/partner/partner.entity.js';
import { Product } from '../../server/src/product/product.entity.js';
import { PropertyListing } from '../../server/src/listing/property-listing.entity.js';
import { ListingStatus } from '../../server/src/listing/listing.enums.js';
import { OfferedProduct } from '../../server/src/response/offered-product.entity.js';
import { WireResponse } from '../../server/src/response/response.entity.js';
import { WireKind } from '../../server/src/wire/wire.enums.js';
import { Wire } from '../../server/src/wire/wire.entity.js';
import { GqlClient, quickAs } from '../helpers/clients.js';
import { createPartner, createWire } from '../helpers/factories.js';
import {
  RESPOND,
  WIRE,
  quoteFixture,
  respondInput,
  type Responded,
  type WireView,
} from '../helpers/quotes.js';

let counting = false;
let statements = 0;
// housekeeping's periodic statements are not the request's
const q = quoteFixture((sql) => void (counting && !/EXPIRED|delete from/i.test(sql) && statements++));
const { seller, buyer, product, listing, writtenFor } = q;

describe('itemised quotes (materials wires)', () => {
  it('copies name and unit into each line, prices it and makes the total the quote', async () => {
    const owner = await buyer();
    const wire = await createWire(q.server, owner.member);
    const s = await seller();
    const cement = await product(s.partner);
    const sand = await product(s.partner, { name: 'Sharp sand', unit: 'tonne' });
    const { respondToWire } = await s.client.ok<Responded, unknown>(RESPOND, {
      input: respondInput(wire.id, {
        offeredProducts: [
          { productId: cement.id, quantity: 40, unitPrice: '4500' },
          { productId: sand.id, quantity: 2.5, unitPrice: '1200.50' },
        ],
      }),
    });
    // 40 × 4500 + 2.5 × 1200.50 = 180000 + 3001.25
    expect(respondToWire.quote).toEqual({ amount: '183001.25', currency: 'NGN' });
    expect(respondToWire.offeredProducts).toEqual([
      {
        name: 'Dangote cement 42.5R',
        unit: 'bag (50 kg)',
        quantity: 40,
        unitPrice: { amount: '4500.00', currency: 'NGN' },
        lineTotal: { amount: '180000.00', currency: 'NGN' },
        product: { id: cement.id, name: 'Dangote cement 42.5R' },
      },
      {
        name: 'Sharp sand',
        unit: 'tonne',
        quantity: 2.5,
        unitPrice: { amount: '1200.50', currency: 'NGN' },
        lineTotal: { amount: '3001.25', currency: 'NGN' },
        product: { id: sand.id, name: 'Sharp sand' },
      },
    ]);
    expect(respondToWire.offeredProperty).toBeNull();
  });

  it('accepts a given amount equal to the total, in the quote currency, and rounds a line half up', async () => {
    const owner = await buyer();
    const wire = await createWire(q.server, owner.member);
    const s = await seller();
    const rods = await product(s.partner, { name: 'Iron rod 12 mm', unit: 'length' });
    // 0.125 × 10.10 = 1.2625 → 1.26; 3 × 0.05 = 0.15
    const { respondToWire } = await s.client.ok<Responded, unknown>(RESPOND, {
      input: respondInput(wire.id, {
        quote: { amount: '1.41', currency: 'USD' },
        offeredProducts: [
          { productId: rods.id, quantity: 0.125, unitPrice: '10.10' },
          { productId: rods.id, quantity: 3, unitPrice: '0.05' },
        ],
      }),
    });
    expect(respondToWire.quote).toEqual({ amount: '1.41', currency: 'USD' });
    expect(respondToWire.offeredProducts.map((line) => [line.lineTotal, line.unitPrice.currency])).toEqual([
      [{ amount: '1.26', currency: 'USD' }, 'USD'],
      [{ amount: '0.15', currency: 'USD' }, 'USD'],
    ]);
  });

  it('shows the lines to the buyer and the partner only; a later hidden or deleted product leaves the line', async () => {
    const owner = await buyer();
    const wire = await createWire(q.server, owner.member);
    const s = await seller();
    const cement = await product(s.partner);
    const blocks = await product(s.partner, { name: '9-inch blocks', unit: 'piece' });
    const { respondToWire } = await s.client.ok<Responded, unknown>(RESPOND, {
      input: respondInput(wire.id, {
        offeredProducts: [
          { productId: cement.id, quantity: 10, unitPrice: '4500' },
          { productId: blocks.id, quantity: 500, unitPrice: '450' },
        ],
      }),
    });

    const seen = await owner.client.ok<WireView, unknown>(WIRE, { id: wire.id });
    expect(seen.wire.responses).toHaveLength(1);
    expect(seen.wire.responses[0]!.quote.amount).toBe('270000.00');
    expect(seen.wire.responses[0]!.offeredProducts.map((line) => [line.name, line.lineTotal.amount])).toEqual(
      [
        ['Dangote cement 42.5R', '45000.00'],
        ['9-inch blocks', '225000.00'],
      ],
    );

    // another partner, a member and a visitor see no response, so no line
    for (const other of [
      (await seller()).client,
      await quickAs(q.server, 'member'),
      new GqlClient(q.server),
    ]) {
      const view = await other.ok<WireView, unknown>(WIRE, { id: wire.id });
      expect(view.wire.responses).toEqual([]);
      expect(view.wire.myResponse).toBeNull();
    }
    const admin = await quickAs(q.server, 'admin');
    expect((await admin.ok<WireView, unknown>(WIRE, { id: wire.id })).wire.responses[0]!.id).toBe(
      respondToWire.id,
    );

    const em = q.server.em();
    await em.nativeUpdate(Product, { id: cement.id }, { hidden: true });
    await em.nativeDelete(Product, { id: blocks.id });
    const later = (await owner.client.ok<WireView, unknown>(WIRE, { id: wire.id })).wire.responses[0]!;
    expect(later.offeredProducts.map((line) => [line.name, line.unit, line.product])).toEqual([
      ['Dangote cement 42.5R', 'bag (50 kg)', null],
      ['9-inch blocks', 'piece', null],
    ]);
    // the partner still sees its own hidden product
    const own = (await s.client.ok<WireView, unknown>(WIRE, { id: wire.id })).wire.responses[0]!;
    expect(own.offeredProducts[0]!.product).toEqual({ id: cement.id, hidden: true });
  });

  it('answers a repeated idempotency key with the first response and its lines', async () => {
    const owner = await buyer();
    const wire = await createWire(q.server, owner.member);
    const s = await seller();
    const cement = await product(s.partner);
    const variables = {
      key: `quote-${wire.id}`,
      input: respondInput(wire.id, {
        offeredProducts: [{ productId: cement.id, quantity: 2, unitPrice: '4600' }],
      }),
    };
    const first = await s.client.ok<Responded, unknown>(RESPOND, variables);
    const again = await s.client.ok<Responded, unknown>(RESPOND, variables);
    expect(again.respondToWire).toEqual(first.respondToWire);
    expect(await writtenFor(wire)).toEqual({ responses: 1, lines: 1 });
  });
});

describe('property offers', () => {
  it("offers one of my ACTIVE listings; the amount defaults to the listing's price", async () => {
    const owner = await buyer();
    const wire = await createWire(q.server, owner.member, { kind: WireKind.PROPERTY });
    const s = await seller();
    const flat = await listing(s.partner);
    const { respondToWire } = await s.client.ok<Responded, unknown>(RESPOND, {
      input: respondInput(wire.id, { offeredPropertyId: flat.id }),
    });
    expect(respondToWire.quote).toEqual({ amount: '1800000.00', currency: 'NGN' });
    expect(respondToWire.offeredProperty).toEqual({
      id: flat.id,
      title: '3-bedroom flat, Yaba',
      status: 'ACTIVE',
    });
    expect(respondToWire.offeredProducts).toEqual([]);

    const seen = await owner.client.ok<WireView, unknown>(WIRE, { id: wire.id });
    expect(seen.wire.responses[0]!.offeredProperty).toEqual({ id: flat.id, title: '3-bedroom flat, Yaba' });
    // hidden later: the buyer no longer sees the listing, its partner does
    await q.server.em().nativeUpdate(PropertyListing, { id: flat.id }, { status: ListingStatus.HIDDEN });
    expect(
      (await owner.client.ok<WireView, unknown>(WIRE, { id: wire.id })).wire.responses[0]!.offeredProperty,
    ).toBeNull();
    expect(
      (await s.client.ok<WireView, unknown>(WIRE, { id: wire.id })).wire.responses[0]!.offeredProperty,
    ).toEqual({
      id: flat.id,
      title: '3-bedroom flat, Yaba',
    });
  });

  it('keeps a negotiated amount given with the listing', async () => {
    const owner = await buyer();
    const wire = await createWire(q.server, owner.member, { kind: WireKind.PROPERTY });
    const s = await seller();
    const flat = await listing(s.partner);
    const { respondToWire } = await s.client.ok<Responded, unknown>(RESPOND, {
      input: respondInput(wire.id, { offeredPropertyId: flat.id, quote: { amount: '1650000' } }),
    });
    expect(respondToWire.quote).toEqual({ amount: '1650000.00', currency: 'NGN' });
  });
});

describe('no N+1', () => {
  /** A wire with `count` responses, each from its own partner offering two of its products. */
  async function wireWithQuotes(count: number): Promise<{ wire: Wire; owner: GqlClient }> {
    const owner = await buyer();
    const wire = await createWire(q.server, owner.member, { title: `quoted ${count} times` });
    const em = q.server.em();
    for (let i = 0; i < count; i++) {
      const { partner } = await createPartner(q.server);
      const products = [
        await product(partner),
        await product(partner, { name: 'Sharp sand', unit: 'tonne' }),
      ];
      const response = em.create(WireResponse, {
        wire: em.getReference(Wire, wire.id),
        partner: em.getReference(Partner, partner.id),
        message: `quote ${i}`,
        quoteAmount: '47000.00',
        quoteCurrency: 'NGN',
      });
      em.persist(response);
      products.forEach((p, position) =>
        em.persist(
          em.create(OfferedProduct, {
            response,
            product: em.getReference(Product, p.id),
            name: p.name,
            unit: p.unit,
            quantity: 10,
            unitPrice: '4700.00',
            currency: 'NGN',
            position,
          }),
        ),
      );
    }
    await em.flush();
    return { wire, owner: owner.client };
  }

  it('reads a wire with 5 or 50 itemised responses in the same number of statements', async () => {
    const count = async ({ wire, owner }: { wire: Wire; owner: GqlClient }, expected: number) => {
      await owner.ok(WIRE, { id: wire.id }); // warm-up: the session's last-seen write and the like
      statements = 0;
      counting = true;
      const data = await owner.ok<WireView, unknown>(WIRE, { id: wire.id });
      counting = false;
      expect(data.wire.responses).toHaveLength(expected);
      expect(
        data.wire.responses.every((r) => r.offeredProducts.length === 2 && r.offeredProducts[0]!.product),
      ).toBe(true);
      return statements;
    };
    const five = await count(await wireWithQuotes(5), 5);
    const fifty = await count(await wireWithQuotes(50), 50);
    expect(five).toBeGreaterThan(0);
    expect(fifty).toBe(five);
  });
  it('reads a property wire with 5 or 50 listing offers in the same number of statements', async () => {
    const OFFERS = `query W($id: ID!) { wire(id: $id) { responses { id
      offeredProperty { id title price { amount currency } location { label } images { id } partner { businessName } } } } }`;
    const make = async (count: number) => {
      const owner = await buyer();
      const wire = await createWire(q.server, owner.member, { kind: WireKind.PROPERTY });
      const em = q.server.em();
      for (let i = 0; i < count; i++) {
        const { partner } = await createPartner(q.server);
        const flat = await listing(partner);
        em.persist(
          em.create(WireResponse, {
            wire: em.getReference(Wire, wire.id),
            partner: em.getReference(Partner, partner.id),
            message: `flat ${i}`,
            quoteAmount: flat.price,
            quoteCurrency: flat.currency,
            offeredProperty: em.getReference(PropertyListing, flat.id),
          }),
        );
      }
      await em.flush();
      return { wire, owner: owner.client };
    };
    const count = async ({ wire, owner }: { wire: Wire; owner: GqlClient }, expected: number) => {
      await owner.ok(OFFERS, { id: wire.id });
      statements = 0;
      counting = true;
      const data = await owner.ok<
        { wire: { responses: { offeredProperty: { id: string } | null }[] } },
        unknown
      >(OFFERS, { id: wire.id });
      counting = false;
      expect(data.wire.responses).toHaveLength(expected);
      expect(data.wire.responses.every((r) => r.offeredProperty)).toBe(true);
      return statements;
    };
    const five = await count(await make(5), 5);
    const fifty = await count(await make(50), 50);
    expect(five).toBeGreaterThan(0);
    expect(fifty).toBe(five);
  });
});
