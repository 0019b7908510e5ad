import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { onlookerOf, type Context } from '../common/context.js';
import { PropertyListing } from '../listing/property-listing.entity.js';
import { Product } from '../product/product.entity.js';
import { OfferedProduct } from './offered-product.entity.js';
import { WireResponse } from './response.entity.js';
import { catalogueText, quoteText, quoteTextOf } from './partner-text.js';

/** The texts a partner writes for a quote, as the viewer may read them (partner-text.ts). */
@Resolver(() => WireResponse)
export class QuoteTextResolver {
  @FieldResolver()
  async message(@Root() response: WireResponse, @Ctx() ctx: Context): Promise<string> {
    return (await quoteText(onlookerOf(ctx), response, response.message)).text;
  }
}

@Resolver(() => OfferedProduct)
export class OfferedProductTextResolver {
  @FieldResolver()
  async name(@Root() line: OfferedProduct, @Ctx() ctx: Context): Promise<string> {
    return (await quoteTextOf(onlookerOf(ctx), line.response.id, line.name)).text;
  }
}

/** A listing's texts, as the viewer may read them (offered in quotes, they follow the quote's rule). */
@Resolver(() => PropertyListing)
export class ListingTextResolver {
  @FieldResolver()
  async title(@Root() listing: PropertyListing, @Ctx() ctx: Context): Promise<string> {
    return (await catalogueText(onlookerOf(ctx), listing.partner.id, listing.title)).text;
  }

  @FieldResolver()
  async description(@Root() listing: PropertyListing, @Ctx() ctx: Context): Promise<string | null> {
    if (listing.description === null) return null;
    return (await catalogueText(onlookerOf(ctx), listing.partner.id, listing.description)).text;
  }
}

/** A product's texts, as the viewer may read them (offered in quotes, they follow the quote's rule). */
@Resolver(() => Product)
export class ProductTextResolver {
  @FieldResolver()
  async name(@Root() product: Product, @Ctx() ctx: Context): Promise<string> {
    return (await catalogueText(onlookerOf(ctx), product.partner.id, product.name)).text;
  }

  @FieldResolver()
  async description(@Root() product: Product, @Ctx() ctx: Context): Promise<string | null> {
    if (product.description === null) return null;
    return (await catalogueText(onlookerOf(ctx), product.partner.id, product.description)).text;
  }
}
