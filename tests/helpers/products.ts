/** What the product tests share (tests/api/products*.test.ts): documents, shapes, partners. */
import { randomBytes } from 'node:crypto';
import { PartnerStatus } from '../../server/src/partner/partner.enums.js';
import { GqlClient } from './clients.js';
import { createPartner } from './factories.js';
import type { TestServer } from './test-server.js';

export const FIELDS = `id name category description unit price { amount currency } inStock hidden
  images { id url thumbnailUrl } mainImage { id } partner { id businessName }`;
export const CREATE = `mutation Create($input: ProductInput!) { createProduct(input: $input) { ${FIELDS} } }`;
export const UPDATE = `mutation Update($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { ${FIELDS} } }`;
export const HIDE = `mutation Hide($id: ID!, $hidden: Boolean!) { setProductHidden(id: $id, hidden: $hidden) { id hidden } }`;
export const DELETE = `mutation Delete($id: ID!) { deleteProduct(id: $id) }`;
export const ONE = `query One($id: ID!) { product(id: $id) { id name hidden } }`;
export const CATALOGUE = `query Catalogue($filter: ProductsFilter, $orderBy: ProductOrder, $first: Int, $after: String) {
  products(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { cursor node { ${FIELDS} } }
  } }`;
export const MINE = `query Mine($filter: MyProductsFilter, $first: Int, $after: String) {
  myProducts(filter: $filter, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id name hidden } }
  } }`;

export type ProductNode = {
  id: string;
  name: string;
  category: string;
  price: { amount: string; currency: string };
  inStock: boolean;
  hidden: boolean;
  images: { id: string; url: string }[];
  mainImage: { id: string } | null;
  partner: { id: string; businessName: string };
};
export type Catalogue = {
  products: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { cursor: string; node: ProductNode }[];
  };
};

/** A word no other test uses, so catalogue searches see only this test's products. */
export const tag = () => `t${randomBytes(4).toString('hex')}`;

/** A partner (APPROVED unless told) with a signed-in client. */
export async function partnerClientOf(server: TestServer, status: PartnerStatus = PartnerStatus.APPROVED) {
  const made = await createPartner(server, { status, businessName: `Supplies ${tag()}` });
  const client = new GqlClient(server);
  client.cookie = made.cookie;
  return { ...made, client };
}
