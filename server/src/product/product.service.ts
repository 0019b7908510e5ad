import { recordOnce } from '../common/idempotency.js';
import { requireViewer, type Actor } from '../common/actor.js';
import type { Config } from '../common/config.js';
import { AppError } from '../common/errors.js';
import { DECIMAL, DECIMAL_MESSAGE, toDecimal } from '../common/money.js';
import type { Tx, UnitOfWork } from '../common/unit-of-work.js';
import { attachFiles, releaseFiles, type AttachmentTarget } from '../storage/file-attachments.js';
import { FileAttachment, FileKind } from '../storage/stored-file.enums.js';
import { Product } from './product.entity.js';
import { ProductCategory } from './product.enums.js';
import { PRODUCT_LIMITS, type ProductInput } from './product.inputs.js';
import type { ProductQueries } from './product.queries.js';

function bad(field: string, message: string): AppError {
  return new AppError('BAD_USER_INPUT', message, { field });
}

type ProductFields = Pick<
  Product,
  'name' | 'category' | 'description' | 'unit' | 'price' | 'currency' | 'inStock'
>;

/**
 * The input's fields, trimmed and checked again here (class-validator has run on the GraphQL
 * path; a service caller gets the same rules). Errors name the client's field.
 */
function fieldsOf(input: ProductInput, defaultCurrency: string): ProductFields {
  const name = input.name.trim();
  if (name.length < PRODUCT_LIMITS.nameMin || name.length > PRODUCT_LIMITS.name) {
    throw bad('name', `The name needs ${PRODUCT_LIMITS.nameMin} to ${PRODUCT_LIMITS.name} characters.`);
  }
  if (!Object.values(ProductCategory).includes(input.category)) throw bad('category', 'Choose a category.');
  const description = input.description?.trim() || null;
  if (description && description.length > PRODUCT_LIMITS.description) {
    throw bad('description', `At most ${PRODUCT_LIMITS.description} characters.`);
  }
  const unit = input.unit.trim();
  if (!unit || unit.length > PRODUCT_LIMITS.unit) {
    throw bad('unit', `Name the unit in 1 to ${PRODUCT_LIMITS.unit} characters.`);
  }
  const amount = input.price.amount.trim();
  if (!DECIMAL.test(amount)) throw bad('amount', DECIMAL_MESSAGE);
  if (input.imageIds && input.imageIds.length > PRODUCT_LIMITS.images) {
    throw bad('imageIds', `At most ${PRODUCT_LIMITS.images} images.`);
  }
  return {
    name,
    category: input.category,
    description,
    unit,
    price: toDecimal(amount),
    currency: input.price.currency ?? defaultCurrency,
    inStock: input.inStock ?? true,
  };
}

const target = (product: Product): AttachmentTarget => ({ type: FileAttachment.PRODUCT, id: product.id });

/**
 * Changing a partner's catalogue. Each method is one unit of work; only the product's partner may
 * change it, and admins may also hide or delete any product (moderation).
 */
export class ProductService {
  constructor(
    private readonly config: Config,
    private readonly queries: ProductQueries,
    private readonly uow: UnitOfWork,
  ) {}

  /** Claims `imageIds` (the partner's own unattached uploads) for the product, in order. */
  private async attachImages(tx: Tx, product: Product, imageIds: readonly string[]): Promise<void> {
    await attachFiles(tx.em, product.partner.member.id, target(product), imageIds, {
      field: 'imageIds',
      max: PRODUCT_LIMITS.images,
      kinds: [FileKind.IMAGE],
    });
  }

  /** A new product; a repeated `idempotencyKey` answers the product the first request made. */
  create(actor: Actor, input: ProductInput, idempotencyKey?: string | null): Promise<Product> {
    const viewer = requireViewer(actor);
    const fields = fieldsOf(input, this.config.defaultCurrency);
    return this.uow.run(
      actor,
      async (tx) => {
        const partner = await this.queries.partnerOf(tx.em, viewer);
        const product = tx.em.create(Product, { ...fields, partner, hidden: false });
        tx.em.persist(product);
        await this.attachImages(tx, product, input.imageIds ?? []);
        return product;
      },
      recordOnce(Product, { key: idempotencyKey, memberId: viewer.id, operation: 'createProduct', input }),
    );
  }

  /** Replaces the product's fields; its images too when `imageIds` is given. */
  update(actor: Actor, id: string, input: ProductInput): Promise<Product> {
    const fields = fieldsOf(input, this.config.defaultCurrency);
    return this.uow.run(actor, async (tx) => {
      const product = await this.queries.findEditable(tx.actor, id, false);
      tx.em.assign(product, fields);
      if (input.imageIds) await this.attachImages(tx, product, input.imageIds);
      return product;
    });
  }

  setHidden(actor: Actor, id: string, hidden: boolean): Promise<Product> {
    return this.uow.run(actor, async (tx) => {
      const product = await this.queries.findEditable(tx.actor, id, true);
      product.hidden = hidden;
      return product;
    });
  }

  /** Deletes the product and lets its images go (the clean-up removes them); quotes keep their copy. */
  delete(actor: Actor, id: string): Promise<string> {
    return this.uow.run(actor, async (tx) => {
      const product = await this.queries.findEditable(tx.actor, id, true);
      await releaseFiles(tx.em, target(product));
      tx.em.remove(product);
      return product.id;
    });
  }
}
