import { beforeAll, describe, expect, it } from 'vitest';
import { ListingStatus } from '../../server/src/listing/listing.enums.js';
import { WireKind } from '../../server/src/wire/wire.enums.js';
import { Wire } from '../../server/src/wire/wire.entity.js';
import { errorOf } from '../helpers/clients.js';
import { createWire } from '../helpers/factories.js';
import { RESPOND, quoteFixture, respondInput, type Seller } from '../helpers/quotes.js';

const q = quoteFixture();
const { seller, buyer, product, listing, writtenFor } = q;

describe('refusals: BAD_USER_INPUT at the field, nothing written', () => {
  type Setup = { materials: Wire; property: Wire; s: Seller; other: Seller };
  let setup: Setup;
  beforeAll(async () => {
    const owner = await buyer();
    setup = {
      materials: await createWire(q.server, owner.member),
      property: await createWire(q.server, owner.member, { kind: WireKind.PROPERTY }),
      s: await seller(),
      other: await seller(),
    };
  });

  const line = (productId: string, overrides: Record<string, unknown> = {}) => ({
    productId,
    quantity: 10,
    unitPrice: '4500',
    ...overrides,
  });

  const cases: [string, (s: Setup) => Promise<{ wire: Wire; input: Record<string, unknown> }>, string][] = [
    [
      "another partner's product",
      async ({ materials, s, other }) => ({
        wire: materials,
        input: {
          offeredProducts: [line((await product(s.partner)).id), line((await product(other.partner)).id)],
        },
      }),
      'offeredProducts[1].productId',
    ],
    [
      'a hidden product',
      async ({ materials, s }) => ({
        wire: materials,
        input: { offeredProducts: [line((await product(s.partner, { hidden: true })).id)] },
      }),
      'offeredProducts[0].productId',
    ],
    [
      'an unknown product',
      async ({ materials }) => ({
        wire: materials,
        input: { offeredProducts: [line('00000000-0000-4000-8000-000000000000')] },
      }),
      'offeredProducts[0].productId',
    ],
    [
      'a malformed product id',
      async ({ materials }) => ({ wire: materials, input: { offeredProducts: [line('cement')] } }),
      // refused as an id before the quote is read: its path is ['input', 'offeredProducts', 0, 'productId']
      'productId',
    ],
    [
      'a quantity of 0',
      async ({ materials, s }) => ({
        wire: materials,
        input: { offeredProducts: [line((await product(s.partner)).id, { quantity: 0 })] },
      }),
      'offeredProducts[0].quantity',
    ],
    [
      'a negative quantity',
      async ({ materials, s }) => ({
        wire: materials,
        input: {
          offeredProducts: [
            line((await product(s.partner)).id),
            line((await product(s.partner)).id, { quantity: -2 }),
          ],
        },
      }),
      'offeredProducts[1].quantity',
    ],
    [
      'a quantity with 4 decimals',
      async ({ materials, s }) => ({
        wire: materials,
        input: { offeredProducts: [line((await product(s.partner)).id, { quantity: 1.2345 })] },
      }),
      'offeredProducts[0].quantity',
    ],
    [
      'a negative unit price',
      async ({ materials, s }) => ({
        wire: materials,
        input: { offeredProducts: [line((await product(s.partner)).id, { unitPrice: '-1' })] },
      }),
      'offeredProducts[0].unitPrice',
    ],
    [
      'an absurd unit price',
      async ({ materials, s }) => ({
        wire: materials,
        input: { offeredProducts: [line((await product(s.partner)).id, { unitPrice: '1e30' })] },
      }),
      'offeredProducts[0].unitPrice',
    ],
    [
      'a total beyond what an amount holds',
      async ({ materials, s }) => ({
        wire: materials,
        input: {
          offeredProducts: [
            line((await product(s.partner)).id, { quantity: 1e9, unitPrice: '999999999999' }),
          ],
        },
      }),
      'offeredProducts[0].quantity',
    ],
    [
      'lines adding up to 0',
      async ({ materials, s }) => ({
        wire: materials,
        input: { offeredProducts: [line((await product(s.partner)).id, { unitPrice: '0' })] },
      }),
      'offeredProducts',
    ],
    [
      '51 lines',
      async ({ materials, s }) => {
        const id = (await product(s.partner)).id;
        return { wire: materials, input: { offeredProducts: Array.from({ length: 51 }, () => line(id)) } };
      },
      'offeredProducts',
    ],
    [
      'an amount other than the total',
      async ({ materials, s }) => ({
        wire: materials,
        input: { quote: { amount: '45001' }, offeredProducts: [line((await product(s.partner)).id)] },
      }),
      'amount',
    ],
    ['no amount and nothing offered', async ({ materials }) => ({ wire: materials, input: {} }), 'amount'],
    [
      'products on a property wire',
      async ({ property, s }) => ({
        wire: property,
        input: { quote: { amount: '45000' }, offeredProducts: [line((await product(s.partner)).id)] },
      }),
      'offeredProducts',
    ],
    [
      'a listing on a materials wire',
      async ({ materials, s }) => ({
        wire: materials,
        input: { quote: { amount: '5000' }, offeredPropertyId: (await listing(s.partner)).id },
      }),
      'offeredPropertyId',
    ],
    [
      'a hidden listing',
      async ({ property, s }) => ({
        wire: property,
        input: { offeredPropertyId: (await listing(s.partner, ListingStatus.HIDDEN)).id },
      }),
      'offeredPropertyId',
    ],
    [
      'a closed listing',
      async ({ property, s }) => ({
        wire: property,
        input: { offeredPropertyId: (await listing(s.partner, ListingStatus.CLOSED)).id },
      }),
      'offeredPropertyId',
    ],
    [
      'a listing under offer',
      async ({ property, s }) => ({
        wire: property,
        input: { offeredPropertyId: (await listing(s.partner, ListingStatus.UNDER_OFFER)).id },
      }),
      'offeredPropertyId',
    ],
    [
      "another partner's listing",
      async ({ property, other }) => ({
        wire: property,
        input: { offeredPropertyId: (await listing(other.partner)).id },
      }),
      'offeredPropertyId',
    ],
    [
      'a malformed listing id',
      async ({ property }) => ({ wire: property, input: { offeredPropertyId: 'flat' } }),
      'offeredPropertyId',
    ],
  ];
  for (const [name, make, field] of cases) {
    it(`refuses ${name} (at ${field})`, async () => {
      const { wire, input } = await make(setup);
      const result = await setup.s.client.request(RESPOND, { input: respondInput(wire.id, input) });
      expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', field });
      expect(await writtenFor(wire)).toEqual({ responses: 0, lines: 0 });
    });
  }
});
