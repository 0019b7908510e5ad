import { IdempotencyKeyArg } from '../common/idempotency.js';
import { filteredListCost } from '../common/query-cost.js';
import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { IdArg } from '../common/ids.js';
import type { Context } from '../common/context.js';
import { AppError } from '../common/errors.js';
import { Money } from '../common/money.js';
import { PageArgs, type Page } from '../common/paging.js';
import { Role } from '../common/role.js';
import { ApiTokenScope } from '../common/api-token-scope.js';
import { Auth, Public } from '../auth/auth.directive.js';
import { partnerById } from '../partner/partner.loaders.js';
import { attachmentKey, filesOf } from '../storage/file-attachments.js';
import { StoredFile } from '../storage/stored-file.entity.js';
import { FileAttachment } from '../storage/stored-file.enums.js';
import { Product } from './product.entity.js';
import { ProductOrder } from './product.enums.js';
import { MyProductsFilter, ProductInput, ProductsFilter } from './product.inputs.js';
import type { ProductQueries } from './product.queries.js';
import type { ProductService } from './product.service.js';
import { ProductConnection } from './product.types.js';
import { PartnerCard } from '../partner/partner-card.js';

/** What the catalogue's filters make PostgreSQL do (common/query-cost.ts). */
const catalogueCost = filteredListCost({
  text: { page: 100, count: 300 },
  priceMin: { page: 20, count: 50 },
  priceMax: { page: 20, count: 50 },
});

@Resolver(() => Product)
export class ProductResolver {
  constructor(
    private readonly queries: ProductQueries,
    private readonly service: ProductService,
  ) {}

  @Public()
  @Query(() => ProductConnection, {
    description:
      "The public catalogue: approved partners' visible products, newest first unless `orderBy` says.",
    complexity: catalogueCost,
  })
  products(
    @Ctx() ctx: Context,
    @Args(() => PageArgs) { first, after }: PageArgs,
    @Arg('filter', () => ProductsFilter, {
      description: 'Narrows the catalogue (search, category, partner, in stock).',
      nullable: true,
    })
    filter?: ProductsFilter | null,
    @Arg('orderBy', () => ProductOrder, {
      description: 'Default: newest first.',
      nullable: true,
      defaultValue: ProductOrder.NEWEST,
    })
    orderBy?: ProductOrder | null,
  ): Promise<Page<Product>> {
    return this.queries.catalogue(ctx.actor.em, filter, orderBy, first, after);
  }

  @Public()
  @Query(() => Product, {
    description:
      'NOT_FOUND when unknown; a hidden product, or one of a partner not approved, only for its partner and admins.',
  })
  product(@IdArg('id', "The product's id.") id: string, @Ctx() ctx: Context): Promise<Product> {
    return this.queries.findVisible(ctx.actor, id);
  }

  @Auth(Role.PARTNER)
  @Query(() => ProductConnection, {
    description: "The viewer's catalogue, hidden products included, newest first.",
  })
  myProducts(
    @Ctx() ctx: Context,
    @Args(() => PageArgs) { first, after }: PageArgs,
    @Arg('filter', () => MyProductsFilter, {
      description: 'Narrows my catalogue (search, category, hidden).',
      nullable: true,
    })
    filter?: MyProductsFilter | null,
  ): Promise<Page<Product>> {
    return this.queries.mine(ctx.actor, filter, first, after);
  }

  @Auth(Role.PARTNER, { scopes: [ApiTokenScope.CATALOGUE] })
  @Mutation(() => Product, {
    description: "Adds a product to the viewer's catalogue (listed once the partner is approved).",
  })
  createProduct(
    @Arg('input', () => ProductInput, { description: 'The product: name, category, unit, price, images.' })
    input: ProductInput,
    @IdempotencyKeyArg() idempotencyKey: string | null,
    @Ctx() ctx: Context,
  ): Promise<Product> {
    return this.service.create(ctx.actor, input, idempotencyKey);
  }

  @Auth(Role.PARTNER, { scopes: [ApiTokenScope.CATALOGUE] })
  @Mutation(() => Product, { description: "Replaces a product's fields (its partner only)." })
  updateProduct(
    @IdArg('id', "The product's id.") id: string,
    @Arg('input', () => ProductInput, { description: 'The whole product, as it should be.' })
    input: ProductInput,
    @Ctx() ctx: Context,
  ): Promise<Product> {
    return this.service.update(ctx.actor, id, input);
  }

  @Auth(Role.PARTNER, Role.ADMIN, { scopes: [ApiTokenScope.CATALOGUE] })
  @Mutation(() => Product, {
    description: 'Hides a product from the catalogue or shows it again (its partner, or an admin).',
  })
  setProductHidden(
    @IdArg('id', "The product's id.") id: string,
    @Arg('hidden', () => Boolean, {
      description: 'true hides it from everyone but its partner and admins; false shows it again.',
    })
    hidden: boolean,
    @Ctx() ctx: Context,
  ): Promise<Product> {
    return this.service.setHidden(ctx.actor, id, hidden);
  }

  @Auth(Role.PARTNER, Role.ADMIN, { scopes: [ApiTokenScope.CATALOGUE] })
  @Mutation(() => ID, {
    description: 'Deletes a product and lets its images go (its partner, or an admin); answers its id.',
  })
  deleteProduct(@IdArg('id', "The product's id.") id: string, @Ctx() ctx: Context): Promise<string> {
    return this.service.delete(ctx.actor, id);
  }

  @FieldResolver(() => Money, { description: 'The price of one `unit`.' })
  price(@Root() product: Product): Money {
    return { amount: product.price, currency: product.currency };
  }

  @FieldResolver(() => [StoredFile], { description: 'In display order; the first is the main image.' })
  images(@Root() product: Product, @Ctx() ctx: Context): Promise<StoredFile[]> {
    return ctx.loaders.load(filesOf, attachmentKey({ type: FileAttachment.PRODUCT, id: product.id }));
  }

  @FieldResolver(() => StoredFile, { nullable: true, description: 'The first image.' })
  async mainImage(@Root() product: Product, @Ctx() ctx: Context): Promise<StoredFile | null> {
    return (await this.images(product, ctx))[0] ?? null;
  }

  @FieldResolver(() => PartnerCard, { description: 'The partner business that sells it.' })
  async partner(@Root() product: Product, @Ctx() ctx: Context): Promise<PartnerCard> {
    const partner = await ctx.loaders.load(partnerById, product.partner.id);
    if (!partner) throw new AppError('NOT_FOUND', 'This partner no longer exists.');
    const { id, businessName, description, categories, website, verifiedAt, verifiedUntil } = partner;
    return { id, businessName, description, categories, website, verifiedAt, verifiedUntil };
  }
}
