import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer, type Actor, type Viewer } from '../common/actor.js';
import type { Config } from '../common/config.js';
import { AppError } from '../common/errors.js';
import { isUuid } from '../common/ids.js';
import {
  decodeCursor,
  emptyPage,
  encodeCursor,
  forwardPageInfo,
  pageSize,
  type Page,
} from '../common/paging.js';
import { Role } from '../common/role.js';
import { Partner } from '../partner/partner.entity.js';
import { PartnerStatus } from '../partner/partner.enums.js';
import { Product } from './product.entity.js';
import { canSeeProduct } from './product.policy.js';
import { ProductOrder } from './product.enums.js';
import { PRODUCT_LIMITS, type MyProductsFilter, type ProductsFilter } from './product.inputs.js';
import { executeMayLag } from '../db/read-replica.js';

/** SQL conditions on the product table (alias `p`) and their parameters. */
type ProductSql = { where: string[]; params: unknown[] };

/** The mapped columns (not the generated `search`, which the entity does not hold). */
const COLUMNS = [
  'id',
  'created_at',
  'updated_at',
  'partner_id',
  'name',
  'category',
  'description',
  'unit',
  'price',
  'currency',
  'in_stock',
  'hidden',
]
  .map((column) => `p.${column}`)
  .join(', ');

const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

function bad(field: string, message: string): AppError {
  return new AppError('BAD_USER_INPUT', message, { field });
}

/** A word the prefix query may take as it is: letters and digits only (no tsquery syntax). */
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

/**
 * Full-text search on the generated `search` column: websearch syntax ("quoted phrases", -not,
 * or), and the last word as a prefix ("cem" finds cement) while the user is still typing it.
 */
export function textSql(text: string | null | undefined): ProductSql {
  const trimmed = text?.trim();
  if (!trimmed) return { where: [], params: [] };
  if (trimmed.length > PRODUCT_LIMITS.text) throw bad('text', `At most ${PRODUCT_LIMITS.text} characters.`);
  const words = trimmed.split(/\s+/);
  const last = words.at(-1) ?? '';
  if (!PLAIN_WORD.test(last) || last.toLowerCase() === 'or') {
    return { where: [`p.search @@ websearch_to_tsquery('simple', ?)`], params: [trimmed] };
  }
  const rest = words.slice(0, -1).join(' ');
  const prefix = `to_tsquery('simple', ?)`;
  return rest
    ? {
        where: [`p.search @@ (websearch_to_tsquery('simple', ?) && ${prefix})`],
        params: [rest, `${last}:*`],
      }
    : { where: [`p.search @@ ${prefix}`], params: [`${last}:*`] };
}

function categorySql(categories: readonly string[] | null | undefined): ProductSql {
  if (!categories) return { where: [], params: [] };
  if (categories.length === 0) throw bad('categories', 'Choose at least one category.');
  return { where: [`p.category in (${placeholders(categories)})`], params: [...categories] };
}

function join(...parts: ProductSql[]): ProductSql {
  return { where: parts.flatMap((part) => part.where), params: parts.flatMap((part) => part.params) };
}

/** Keyset position: (created_at, id) for NEWEST, (price, id) for the price orders. */
type Position = { kind: 'time'; createdAt: Date; id: string } | { kind: 'price'; price: string; id: string };

const PRICE_CURSOR = /^\d{1,12}\.\d{2}$/;

function encodePosition(product: Product, order: ProductOrder): string {
  if (order === ProductOrder.NEWEST) return encodeCursor(product);
  return Buffer.from(`price|${Number(product.price).toFixed(2)}|${product.id}`).toString('base64url');
}

function decodePosition(after: string | null | undefined, order: ProductOrder): Position | null {
  if (!after) return null;
  if (order === ProductOrder.NEWEST) {
    const cursor = decodeCursor(after);
    return cursor && { kind: 'time', ...cursor };
  }
  const [tag, price, id] = Buffer.from(after, 'base64url').toString('utf8').split('|');
  if (tag !== 'price' || !price || !PRICE_CURSOR.test(price) || !id || !isUuid(id)) {
    throw bad('after', 'This cursor is not valid.');
  }
  return { kind: 'price', price, id };
}

const ORDER_BY: Record<ProductOrder, string> = {
  NEWEST: 'p.created_at desc, p.id desc',
  PRICE_ASC: 'p.price asc, p.id asc',
  PRICE_DESC: 'p.price desc, p.id desc',
};

function positionSql(position: Position | null, order: ProductOrder): ProductSql {
  if (!position) return { where: [], params: [] };
  if (position.kind === 'time') {
    return {
      where: ['(p.created_at, p.id) < (?::timestamptz, ?::uuid)'],
      params: [position.createdAt.toISOString(), position.id],
    };
  }
  const op = order === ProductOrder.PRICE_ASC ? '>' : '<';
  return { where: [`(p.price, p.id) ${op} (?::numeric, ?::uuid)`], params: [position.price, position.id] };
}

/** Reading products: the public catalogue, a partner's own list, and one product with its rules. */
export class ProductQueries {
  constructor(private readonly config: Config) {}

  /**
   * The public catalogue: visible products of APPROVED partners, filtered, newest first (or by
   * price). A price range applies in `filter.currency` (the configured one when omitted), and
   * then only products priced in that currency match: amounts in two currencies do not compare.
   */
  catalogue(
    em: EntityManager,
    filter: ProductsFilter | null | undefined,
    orderBy: ProductOrder | null | undefined,
    first: number | null | undefined,
    after: string | null | undefined,
  ): Promise<Page<Product>> {
    const where: string[] = ['not p.hidden', `pa.status = '${PartnerStatus.APPROVED}'`];
    const params: unknown[] = [];
    if (filter?.partnerId) {
      where.push('p.partner_id = ?');
      params.push(filter.partnerId);
    }
    const { priceMin, priceMax } = filter ?? {};
    if (priceMin && priceMax && Number(priceMin) > Number(priceMax)) {
      throw bad('priceMin', 'The lowest price cannot be more than the highest.');
    }
    if (filter?.currency || priceMin || priceMax) {
      where.push('p.currency = ?');
      params.push(filter?.currency ?? this.config.defaultCurrency);
    }
    if (priceMin) {
      where.push('p.price >= ?::numeric');
      params.push(priceMin);
    }
    if (priceMax) {
      where.push('p.price <= ?::numeric');
      params.push(priceMax);
    }
    if (filter?.inStock) where.push('p.in_stock');
    if (filter?.verifiedOnly) where.push('pa.verified_until > now()');
    const sql = join({ where, params }, categorySql(filter?.categories), textSql(filter?.text));
    return productPage(em, sql, Boolean(filter?.text?.trim()), orderBy ?? ProductOrder.NEWEST, first, after, {
      mayLag: true,
    });
  }

  /** The viewer's own products, hidden ones included, newest first (none without a business). */
  async mine(
    actor: Actor,
    filter: MyProductsFilter | null | undefined,
    first: number | null | undefined,
    after: string | null | undefined,
  ): Promise<Page<Product>> {
    const partner = await actor.em.findOne(Partner, { member: requireViewer(actor).id });
    if (!partner) {
      pageSize(first);
      return emptyPage();
    }
    const sql = join(
      { where: ['p.partner_id = ?'], params: [partner.id] },
      categorySql(filter?.categories),
      textSql(filter?.text),
      filter?.updatedSince
        ? { where: ['p.updated_at >= ?'], params: [filter.updatedSince.toISOString()] }
        : { where: [], params: [] },
    );
    // the partner's own products, just edited: from the primary
    return productPage(actor.em, sql, Boolean(filter?.text?.trim()), ProductOrder.NEWEST, first, after, {
      mayLag: false,
    });
  }

  /**
   * One product as the viewer may see it: NOT_FOUND when unknown, and (like a REMOVED wire) when
   * hidden or its partner is not APPROVED, unless the viewer is its partner or an admin.
   */
  async findVisible(actor: Actor, id: string): Promise<Product> {
    const product = await actor.em.findOne(Product, { id }, { populate: ['partner'] });
    if (!product || !canSeeProduct(actor.viewer, product, product.partner)) {
      throw new AppError('NOT_FOUND', 'This product does not exist or is not listed.');
    }
    return product;
  }

  /**
   * The product, when the viewer may change it: its partner, or (`adminMay`) an admin.
   * NOT_FOUND first, then FORBIDDEN.
   */
  async findEditable(actor: Actor, id: string, adminMay: boolean): Promise<Product> {
    const viewer = requireViewer(actor);
    const product = await actor.em.findOne(Product, { id }, { populate: ['partner'] });
    if (!product) throw new AppError('NOT_FOUND', 'This product does not exist.');
    const mine = product.partner.member.id === viewer.id;
    if (!mine && !(adminMay && viewer.role === Role.ADMIN)) {
      throw new AppError('FORBIDDEN', 'Only the partner who lists this product can change it.', {
        details: { reason: 'NOT_OWNER' },
      });
    }
    return product;
  }

  /** The viewer's business; CONFLICT for a PARTNER account that has none (yet). */
  async partnerOf(em: EntityManager, viewer: Viewer): Promise<Partner> {
    const partner = await em.findOne(Partner, { member: viewer.id });
    if (!partner)
      throw new AppError('CONFLICT', 'Set up your business before adding products.', {
        details: { reason: 'NO_BUSINESS' },
      });
    return partner;
  }
}

/** One keyset page of products matching `sql` (joined to their partner as `pa`), with the count. */
async function productPage(
  em: EntityManager,
  sql: ProductSql,
  searched: boolean,
  order: ProductOrder,
  first: number | null | undefined,
  after: string | null | undefined,
  { mayLag }: { mayLag: boolean },
): Promise<Page<Product>> {
  const size = pageSize(first);
  const read = <T extends Record<string, unknown>[]>(query: string, params: unknown[]) =>
    mayLag ? executeMayLag<T>(em, query, params) : em.execute<T>(query, params);
  const page = join(sql, positionSql(decodePosition(after, order), order));
  const from = 'from product p join partner pa on pa.id = p.partner_id';
  // With a text search, newest-first must not walk the created_at index filtering every row (220 ms
  // for a rare word at 200k products): hiding that order from the planner makes it take the GIN
  // index and sort the matches instead (13 ms; 100 ms for a word half the catalogue has).
  const orderBy =
    searched && order === ProductOrder.NEWEST
      ? `p.created_at + interval '0 s' desc, p.id desc`
      : ORDER_BY[order];
  const [rows, counted] = await Promise.all([
    read<Record<string, unknown>[]>(
      `select ${COLUMNS} ${from} where ${page.where.join(' and ') || 'true'} order by ${orderBy} limit ?`,
      [...page.params, size + 1],
    ),
    read<{ n: number }[]>(
      `select count(*)::int as n ${from} where ${sql.where.join(' and ') || 'true'}`,
      sql.params,
    ),
  ]);
  const products = rows.map((row) => em.map(Product, row));
  const nodes = products.slice(0, size);
  const edges = nodes.map((node) => ({ cursor: encodePosition(node, order), node }));
  return {
    edges,
    pageInfo: forwardPageInfo(edges, products.length > size),
    totalCount: counted[0]?.n ?? 0,
  };
}
