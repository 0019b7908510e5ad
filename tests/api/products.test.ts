import { describe, expect, it } from 'vitest';
import { PartnerStatus } from '../../server/src/partner/partner.enums.js';
import { Product } from '../../server/src/product/product.entity.js';
import { StoredFile } from '../../server/src/storage/stored-file.entity.js';
import { FileKind } from '../../server/src/storage/stored-file.enums.js';
import { useTestServer } from '../helpers/test-server.js';
import { errorOf, GqlClient, quickAs } from '../helpers/clients.js';
import { createProduct, createStoredFile } from '../helpers/factories.js';
import {
  CATALOGUE,
  CREATE,
  DELETE,
  HIDE,
  MINE,
  ONE,
  UPDATE,
  partnerClientOf,
  tag,
  type Catalogue,
  type ProductNode,
} from '../helpers/products.js';

const server = useTestServer();

const input = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dangote cement 42.5R',
  category: 'CEMENT',
  description: 'Grade 42.5R, 50 kg bags',
  unit: 'bag (50 kg)',
  price: { amount: '9500' },
  inStock: true,
  ...overrides,
});

const partnerClient = (status?: PartnerStatus) => partnerClientOf(server, status);

async function productCount(): Promise<number> {
  return server.em().count(Product, {});
}

describe('createProduct, updateProduct', () => {
  it('creates a product with images in order, the default currency and the partner', async () => {
    const { client, member, partner } = await partnerClient();
    const [a, b] = [await createStoredFile(server, member.id), await createStoredFile(server, member.id)];
    const { createProduct } = await client.ok<{ createProduct: ProductNode }, unknown>(CREATE, {
      input: input({ imageIds: [b.id, a.id] }),
    });
    expect(createProduct).toMatchObject({
      name: 'Dangote cement 42.5R',
      category: 'CEMENT',
      unit: 'bag (50 kg)',
      price: { amount: '9500.00', currency: server.config.defaultCurrency },
      inStock: true,
      hidden: false,
      mainImage: { id: b.id },
      partner: { id: partner.id, businessName: partner.businessName },
    });
    expect(createProduct.images.map((image) => image.id)).toEqual([b.id, a.id]);
    expect(createProduct.images[0]?.url).toBe(`/files/${b.id}`);
  });

  it('updates fields; reorders images when given, keeps them when omitted', async () => {
    const { client, member } = await partnerClient();
    const [a, b, c] = [
      await createStoredFile(server, member.id),
      await createStoredFile(server, member.id),
      await createStoredFile(server, member.id),
    ];
    const { createProduct } = await client.ok<{ createProduct: ProductNode }, unknown>(CREATE, {
      input: input({ imageIds: [a.id, b.id] }),
    });
    const kept = await client.ok<{ updateProduct: ProductNode }, unknown>(UPDATE, {
      id: createProduct.id,
      input: input({
        name: 'Cement, renamed',
        price: { amount: '10000.5', currency: 'USD' },
        inStock: false,
      }),
    });
    expect(kept.updateProduct).toMatchObject({
      name: 'Cement, renamed',
      price: { amount: '10000.50', currency: 'USD' },
      inStock: false,
    });
    expect(kept.updateProduct.images.map((image) => image.id)).toEqual([a.id, b.id]);
    const reordered = await client.ok<{ updateProduct: ProductNode }, unknown>(UPDATE, {
      id: createProduct.id,
      input: input({ imageIds: [c.id, a.id] }),
    });
    expect(reordered.updateProduct.images.map((image) => image.id)).toEqual([c.id, a.id]);
    const released = await server.em().findOneOrFail(StoredFile, { id: b.id });
    expect(released.attachedId).toBeNull();
  });

  const badInputs: [string, Record<string, unknown>, string][] = [
    ['a negative price', { price: { amount: '-1' } }, 'amount'],
    ['an absurd price', { price: { amount: '1000000000000000' } }, 'amount'],
    ['a price in exponent form', { price: { amount: '1e9' } }, 'amount'],
    ['three decimals', { price: { amount: '1.005' } }, 'amount'],
    ['a bad currency', { price: { amount: '10', currency: 'naira' } }, 'currency'],
    ['a one-letter name', { name: 'x' }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a long name', { name: 'x'.repeat(121) }, 'name'],
    ['an empty unit', { unit: '' }, 'unit'],
    ['a long unit', { unit: 'u'.repeat(41) }, 'unit'],
    ['a long description', { description: 'd'.repeat(2001) }, 'description'],
    ['nine images', { imageIds: Array.from({ length: 9 }, () => crypto.randomUUID()) }, 'imageIds'],
  ];
  for (const [name, overrides, field] of badInputs) {
    it(`refuses ${name} at ${field}, writing nothing`, async () => {
      const { client } = await partnerClient();
      const before = await productCount();
      expect(errorOf(await client.request(CREATE, { input: input(overrides) }))).toEqual({
        code: 'BAD_USER_INPUT',
        field,
      });
      expect(await productCount()).toBe(before);
    });
  }

  it('refuses an unknown category, inline and in variables', async () => {
    const { client } = await partnerClient();
    const before = await productCount();
    const inline = await client.request(
      `mutation { createProduct(input: { name: "Cement", category: GOLD, unit: "bag", price: { amount: "1" } }) { id } }`,
    );
    // written into the document, it makes the document invalid (the program's bug); given in
    // variables, it is a bad input value at its field
    expect(inline.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(inline.errors?.[0]?.message).toMatch(/GOLD/);
    const variables = await client.request(CREATE, { input: input({ category: 'GOLD' }) });
    expect(errorOf(variables)).toEqual({ code: 'BAD_USER_INPUT', field: 'category' });
    expect(await productCount()).toBe(before);
  });

  it("refuses someone else's file, a file used elsewhere and a document, writing nothing", async () => {
    const { client, member } = await partnerClient();
    const other = await partnerClient();
    const theirs = await createStoredFile(server, other.member.id);
    const document = await createStoredFile(server, member.id, { kind: FileKind.DOCUMENT });
    const mine = await createStoredFile(server, member.id);
    await client.ok(CREATE, { input: input({ imageIds: [mine.id] }) });
    const before = await productCount();
    for (const imageIds of [[theirs.id], [mine.id], [document.id], [crypto.randomUUID()]]) {
      expect(errorOf(await client.request(CREATE, { input: input({ imageIds }) }))).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'imageIds',
      });
    }
    expect(await productCount()).toBe(before);
    expect((await server.em().findOneOrFail(StoredFile, { id: theirs.id })).attachedId).toBeNull();
  });

  it("refuses editing another partner's product (FORBIDDEN), and an unknown one (NOT_FOUND)", async () => {
    const owner = await partnerClient();
    const other = await partnerClient();
    const product = await createProduct(server, owner.partner, { name: 'Owned rods' });
    const edit = await other.client.request(UPDATE, { id: product.id, input: input({ name: 'Stolen' }) });
    expect(errorOf(edit).code).toBe('FORBIDDEN');
    expect(errorOf(await other.client.request(HIDE, { id: product.id, hidden: true })).code).toBe(
      'FORBIDDEN',
    );
    expect(errorOf(await other.client.request(DELETE, { id: product.id })).code).toBe('FORBIDDEN');
    const unknown = await other.client.request(UPDATE, { id: crypto.randomUUID(), input: input() });
    expect(errorOf(unknown).code).toBe('NOT_FOUND');
    expect((await server.em().findOneOrFail(Product, { id: product.id })).name).toBe('Owned rods');
  });

  it('answers FORBIDDEN to members and UNAUTHENTICATED to visitors', async () => {
    for (const [role, code] of [
      ['member', 'FORBIDDEN'],
      ['anonymous', 'UNAUTHENTICATED'],
    ] as const) {
      const client = await quickAs(server, role);
      expect(errorOf(await client.request(CREATE, { input: input() })).code).toBe(code);
      expect(errorOf(await client.request(MINE, {})).code).toBe(code);
    }
  });
});

describe('hiding, deleting and visibility', () => {
  it('a hidden product leaves the catalogue and is seen only by its partner and admins', async () => {
    const owner = await partnerClient();
    const word = tag();
    const product = await createProduct(server, owner.partner, { name: `Roofing sheet ${word}` });
    const search = { filter: { text: word } };
    const anonymous = new GqlClient(server);
    expect((await anonymous.ok<Catalogue, unknown>(CATALOGUE, search)).products.totalCount).toBe(1);
    await owner.client.ok(HIDE, { id: product.id, hidden: true });
    expect((await anonymous.ok<Catalogue, unknown>(CATALOGUE, search)).products.totalCount).toBe(0);
    expect(errorOf(await anonymous.request(ONE, { id: product.id })).code).toBe('NOT_FOUND');
    const member = await quickAs(server, 'member');
    expect(errorOf(await member.request(ONE, { id: product.id })).code).toBe('NOT_FOUND');
    const otherPartner = await partnerClient();
    expect(errorOf(await otherPartner.client.request(ONE, { id: product.id })).code).toBe('NOT_FOUND');
    expect(await owner.client.ok(ONE, { id: product.id })).toEqual({
      product: { id: product.id, name: `Roofing sheet ${word}`, hidden: true },
    });
    const admin = await quickAs(server, 'admin');
    expect(
      (await admin.ok<{ product: { hidden: boolean } }, unknown>(ONE, { id: product.id })).product.hidden,
    ).toBe(true);
    const mine = await owner.client.ok<{ myProducts: { totalCount: number } }, unknown>(MINE, {});
    expect(mine.myProducts.totalCount).toBe(1);
    await admin.ok(HIDE, { id: product.id, hidden: false });
    expect((await anonymous.ok<Catalogue, unknown>(CATALOGUE, search)).products.totalCount).toBe(1);
  });

  it("a suspended or pending partner's products are not in the catalogue", async () => {
    const word = tag();
    const suspended = await partnerClient();
    const pending = await partnerClient(PartnerStatus.PENDING);
    await createProduct(server, suspended.partner, { name: `Tiles ${word}` });
    await createProduct(server, pending.partner, { name: `Tiles ${word} pending` });
    const search = { filter: { text: word } };
    const anonymous = new GqlClient(server);
    expect((await anonymous.ok<Catalogue, unknown>(CATALOGUE, search)).products.totalCount).toBe(1);
    const admin = await quickAs(server, 'admin');
    await admin.ok(`mutation S($id: ID!) { suspendPartner(id: $id, reason: "Fake stock") { id } }`, {
      id: suspended.partner.id,
    });
    expect((await anonymous.ok<Catalogue, unknown>(CATALOGUE, search)).products.totalCount).toBe(0);
    // the partner still sees and edits its own list
    const mine = await pending.client.ok<{ myProducts: { totalCount: number } }, unknown>(MINE, {});
    expect(mine.myProducts.totalCount).toBe(1);
  });

  it('deletes a product and releases its images; admins may delete any', async () => {
    const owner = await partnerClient();
    const image = await createStoredFile(server, owner.member.id);
    const { createProduct: made } = await owner.client.ok<{ createProduct: ProductNode }, unknown>(CREATE, {
      input: input({ imageIds: [image.id] }),
    });
    expect(await owner.client.ok(DELETE, { id: made.id })).toEqual({ deleteProduct: made.id });
    expect(await server.em().findOne(Product, { id: made.id })).toBeNull();
    expect((await server.em().findOneOrFail(StoredFile, { id: image.id })).attachedId).toBeNull();
    const other = await createProduct(server, owner.partner);
    const admin = await quickAs(server, 'admin');
    expect(await admin.ok(DELETE, { id: other.id })).toEqual({ deleteProduct: other.id });
    expect(errorOf(await admin.request(UPDATE, { id: made.id, input: input() })).code).toBe('FORBIDDEN');
  });
});
