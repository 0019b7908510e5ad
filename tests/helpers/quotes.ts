/** The server, people and records the quote tests share (tests/api/quotes*.test.ts). */
import { afterAll, beforeAll } from 'vitest';
import { Member } from '../../server/src/member/member.entity.js';
import { Partner } from '../../server/src/partner/partner.entity.js';
import { ListingStatus } from '../../server/src/listing/listing.enums.js';
import { OfferedProduct } from '../../server/src/response/offered-product.entity.js';
import { WireResponse } from '../../server/src/response/response.entity.js';
import type { Wire } from '../../server/src/wire/wire.entity.js';
import type { Product } from '../../server/src/product/product.entity.js';
import { startTestServer, type TestServer } from './test-server.js';
import { GqlClient } from './clients.js';
import { createAccount, createListing, createPartner, createProduct, sessionCookieFor } from './factories.js';

export const RESPOND = `mutation R($input: RespondToWireInput!, $key: String) { respondToWire(input: $input, idempotencyKey: $key) {
  id quote { amount currency }
  offeredProducts { name unit quantity unitPrice { amount currency } lineTotal { amount currency } product { id name } }
  offeredProperty { id title status }
} }`;
export const WIRE = `query W($id: ID!) { wire(id: $id) {
  id myResponse { id }
  responses { id quote { amount currency }
    offeredProducts { name unit quantity unitPrice { amount } lineTotal { amount } product { id hidden } }
    offeredProperty { id title } }
} }`;

export type Seller = { member: Member; partner: Partner; client: GqlClient };

/** A test server for the file (its own database), with the sellers, buyers and records quotes need. */
export function quoteFixture(onQuery?: (sql: string) => void) {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer({}, onQuery ? { onQuery } : {});
  });
  afterAll(async () => {
    await server?.stop();
  });
  const live = (): TestServer => {
    if (!server) throw new Error('the quote fixture is used before its server started');
    return server;
  };
  return {
    get server() {
      return live();
    },
    async seller(): Promise<Seller> {
      const made = await createPartner(live());
      const client = new GqlClient(live());
      client.cookie = made.cookie;
      return { member: made.member, partner: made.partner, client };
    },
    async buyer(): Promise<{ member: Member; client: GqlClient }> {
      const member = await createAccount(live(), { password: null });
      const client = new GqlClient(live());
      client.cookie = await sessionCookieFor(live(), member);
      return { member, client };
    },
    product(partner: Partner, overrides: Partial<Pick<Product, 'name' | 'unit' | 'hidden'>> = {}) {
      return createProduct(live(), partner, {
        name: overrides.name ?? 'Dangote cement 42.5R',
        unit: overrides.unit,
        hidden: overrides.hidden,
        price: '4800.00',
        currency: 'NGN',
      });
    },
    listing(partner: Partner, status: ListingStatus = ListingStatus.ACTIVE) {
      return createListing(live(), partner, { title: '3-bedroom flat, Yaba', price: '1800000.00', status });
    },
    async writtenFor(wire: Wire): Promise<{ responses: number; lines: number }> {
      const em = live().em();
      return {
        responses: await em.count(WireResponse, { wire: wire.id }),
        lines: await em.count(OfferedProduct, { response: { wire: wire.id } }),
      };
    },
  };
}

export const respondInput = (wireId: string, overrides: Record<string, unknown> = {}) => ({
  wireId,
  message: 'From our Ikeja depot, delivered tomorrow.',
  ...overrides,
});

export type Line = {
  name: string;
  unit: string;
  quantity: number;
  unitPrice: { amount: string; currency?: string };
  lineTotal: { amount: string; currency?: string };
  product: { id: string; name?: string; hidden?: boolean } | null;
};
export type Responded = {
  respondToWire: {
    id: string;
    quote: { amount: string; currency: string };
    offeredProducts: Line[];
    offeredProperty: { id: string; title: string; status: string } | null;
  };
};
export type WireView = {
  wire: {
    myResponse: { id: string } | null;
    responses: {
      id: string;
      quote: { amount: string; currency: string };
      offeredProducts: Line[];
      offeredProperty: { id: string; title: string } | null;
    }[];
  };
};
