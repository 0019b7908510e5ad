import { describe, expect, it } from 'vitest';
import type { PartnerStatus } from '../../server/src/partner/partner.enums.js';
import { StoredFile } from '../../server/src/storage/stored-file.entity.js';
import { useTestServer } from '../helpers/test-server.js';
import { errorOf, GqlClient } from '../helpers/clients.js';
import { createProduct, createStoredFile } from '../helpers/factories.js';
import { CATALOGUE, partnerClientOf, tag, type Catalogue } from '../helpers/products.js';

const server = useTestServer(
  // no job runs in this process: what the counts see is the request's own SQL
  { JOB_WORKER: 'false' },
  // reads only: a heavy page's read-only transaction (its start and end) is not a statement per item
  { onQuery: (sql) => void (/EXPIRED|delete from|start transaction|rollback/i.test(sql) || statements++) },
);
let statements = 0;

const partnerClient = (status?: PartnerStatus) => partnerClientOf(server, status);

describe('the public catalogue', () => {
  it('filters by text (with a prefix), category, partner, price range and stock', async () => {
    const word = tag();
    const a = await partnerClient();
    const b = await partnerClient();
    await createProduct(server, a.partner, { name: `Portland cement ${word}`, price: '9500.00' });
    await createProduct(server, a.partner, {
      name: `Steel rods ${word}`,
      category: 'STEEL',
      price: '500000.00',
      inStock: false,
    });
    await createProduct(server, b.partner, {
      name: `Cement blocks ${word}`,
      category: 'BRICKS_BLOCKS',
      price: '450',
    });
    await createProduct(server, b.partner, { name: `Imported cement ${word}`, price: '30', currency: 'USD' });
    const names = async (filter: Record<string, unknown>, orderBy?: string) =>
      (
        await new GqlClient(server).ok<Catalogue, unknown>(CATALOGUE, {
          filter: { text: word, ...filter },
          orderBy,
        })
      ).products.edges.map((edge) => edge.node.name.replace(` ${word}`, ''));
    expect(await names({})).toEqual(['Imported cement', 'Cement blocks', 'Steel rods', 'Portland cement']);
    expect(await names({ text: `cem ${word}` })).toEqual([]);
    expect(await names({ text: `${word} cem` })).toEqual([
      'Imported cement',
      'Cement blocks',
      'Portland cement',
    ]);
    expect(await names({ text: `${word} "steel rods"` })).toEqual(['Steel rods']);
    expect(await names({ text: `${word} -cement` })).toEqual(['Steel rods']);
    expect(await names({ categories: ['CEMENT', 'STEEL'] })).toEqual([
      'Imported cement',
      'Steel rods',
      'Portland cement',
    ]);
    expect(await names({ partnerId: b.partner.id })).toEqual(['Imported cement', 'Cement blocks']);
    expect(await names({ priceMin: '400', priceMax: '10000' })).toEqual(['Cement blocks', 'Portland cement']);
    expect(await names({ priceMax: '100', currency: 'USD' })).toEqual(['Imported cement']);
    expect(await names({ inStock: true, currency: 'NGN' })).toEqual(['Cement blocks', 'Portland cement']);
    expect(await names({ currency: 'NGN' }, 'PRICE_ASC')).toEqual([
      'Cement blocks',
      'Portland cement',
      'Steel rods',
    ]);
    expect(await names({ currency: 'NGN' }, 'PRICE_DESC')).toEqual([
      'Steel rods',
      'Portland cement',
      'Cement blocks',
    ]);
  });

  it('pages with keyset cursors in every order', async () => {
    const word = tag();
    const { partner } = await partnerClient();
    for (let i = 0; i < 7; i++) {
      await createProduct(server, partner, {
        name: `Paged paint ${word} ${i}`,
        category: 'PAINT',
        price: `${(i * 37) % 11}`,
      });
    }
    for (const orderBy of ['NEWEST', 'PRICE_ASC', 'PRICE_DESC']) {
      const client = new GqlClient(server);
      const seen: string[] = [];
      let after: string | null = null;
      for (;;) {
        const page: Catalogue = await client.ok<Catalogue, unknown>(CATALOGUE, {
          filter: { text: word },
          orderBy,
          first: 3,
          after,
        });
        expect(page.products.totalCount).toBe(7);
        seen.push(...page.products.edges.map((edge) => edge.node.id));
        if (!page.products.pageInfo.hasNextPage) break;
        after = page.products.pageInfo.endCursor;
      }
      expect(new Set(seen).size).toBe(7);
    }
  });

  const badFilters: [string, Record<string, unknown>, string][] = [
    ['an empty category list', { filter: { categories: [] } }, 'categories'],
    ['a long text', { filter: { text: 'x'.repeat(201) } }, 'text'],
    ['a negative price', { filter: { priceMin: '-5' } }, 'priceMin'],
    ['a crossed price range', { filter: { priceMin: '10', priceMax: '5' } }, 'priceMin'],
    ['a malformed partner id', { filter: { partnerId: 'nope' } }, 'partnerId'],
    ['a page of 101', { first: 101 }, 'first'],
    ['a broken cursor', { after: 'bm9wZQ' }, 'after'],
    ['a broken price cursor', { orderBy: 'PRICE_ASC', after: 'bm9wZQ' }, 'after'],
  ];
  for (const [name, variables, field] of badFilters) {
    it(`refuses ${name}`, async () => {
      expect(errorOf(await new GqlClient(server).request(CATALOGUE, variables))).toEqual({
        code: 'BAD_USER_INPUT',
        field,
      });
    });
  }

  it('runs the same number of SQL statements for a page of 5 and of 50 (no N+1)', async () => {
    const word = tag();
    const partners = await Promise.all([1, 2, 3].map(() => partnerClient()));
    for (let i = 0; i < 50; i++) {
      const owner = partners[i % 3]!;
      const product = await createProduct(server, owner.partner, { name: `Counted ${word} ${i}` });
      const image = await createStoredFile(server, owner.member.id);
      const em = server.em();
      await em.nativeUpdate(
        StoredFile,
        { id: image.id },
        { attachedType: 'PRODUCT', attachedId: product.id },
      );
    }
    const client = new GqlClient(server);
    const count = async (first: number) => {
      await client.ok(CATALOGUE, { filter: { text: word }, first });
      statements = 0;
      const data = await client.ok<Catalogue, unknown>(CATALOGUE, { filter: { text: word }, first });
      expect(data.products.edges).toHaveLength(first);
      expect(data.products.edges.every((edge) => edge.node.images.length === 1)).toBe(true);
      return statements;
    };
    const five = await count(5);
    const fifty = await count(50);
    expect(five).toBeGreaterThan(0);
    expect(fifty).toBe(five);
  });
});
