import { IdempotencyKeyArg } from '../common/idempotency.js';
import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { IdArg } from '../common/ids.js';
import { requireViewer } from '../common/actor.js';
import type { Context } from '../common/context.js';
import { AppError } from '../common/errors.js';
import { GeoPoint } from '../common/geo.js';
import { Money } from '../common/money.js';
import { PageArgs, type Page } from '../common/paging.js';
import { Role } from '../common/role.js';
import { ApiTokenScope } from '../common/api-token-scope.js';
import { Auth, Public } from '../auth/auth.directive.js';
import { PartnerCard } from '../partner/partner-card.js';
import { partnerById, partnerByMember } from '../partner/partner.loaders.js';
import { StoredFile } from '../storage/stored-file.entity.js';
import { attachmentKey, filesOf } from '../storage/file-attachments.js';
import { FileAttachment } from '../storage/stored-file.enums.js';
import { ListingStatus } from './listing.enums.js';
import { MyPropertyListingsFilter, PropertyListingInput } from './listing.inputs.js';
import type { ListingQueries } from './listing.queries.js';
import type { ListingService } from './listing.service.js';
import { PropertyListingConnection } from './listing.types.js';
import { PropertyListing } from './property-listing.entity.js';

@Resolver(() => PropertyListing)
export class ListingResolver {
  constructor(
    private readonly listings: ListingService,
    private readonly queries: ListingQueries,
  ) {}

  @Public()
  @Query(() => PropertyListing, {
    description:
      'One listing; a HIDDEN one, or one of a partner not approved, only for its partner and admins.',
  })
  propertyListing(
    @IdArg('id', "The listing's id.") id: string,
    @Ctx() ctx: Context,
  ): Promise<PropertyListing> {
    return this.queries.findVisible(ctx.actor, id);
  }

  @Auth(Role.PARTNER)
  @Query(() => PropertyListingConnection, { description: "My business's listings, newest first." })
  async myPropertyListings(
    @Ctx() ctx: Context,
    @Args(() => PageArgs) { first, after }: PageArgs,
    @Arg('filter', () => MyPropertyListingsFilter, {
      description: 'Narrows my listings (status).',
      nullable: true,
    })
    filter?: MyPropertyListingsFilter | null,
  ): Promise<Page<PropertyListing>> {
    const partner = await ctx.loaders.load(partnerByMember, requireViewer(ctx.actor).id);
    return this.queries.myListings(ctx.actor.em, partner, filter, first, after);
  }

  @Auth(Role.PARTNER)
  @Query(() => [PropertyListing], {
    description:
      'My ACTIVE listings that match a PROPERTY wire (type, deal, bedrooms, area, budget, within 50 km), nearest first; none for other wires.',
  })
  async suggestedListings(
    @IdArg('wireId', 'The PROPERTY wire to suggest my listings for.') wireId: string,
    @Arg('first', () => Int, { defaultValue: 5, description: '1..20' }) first: number,
    @Ctx() ctx: Context,
  ): Promise<PropertyListing[]> {
    const partner = await ctx.loaders.load(partnerByMember, requireViewer(ctx.actor).id);
    return this.queries.suggested(ctx.actor, partner, wireId, first);
  }

  @Auth(Role.PARTNER, { scopes: [ApiTokenScope.CATALOGUE] })
  @Mutation(() => PropertyListing, { description: 'A new ACTIVE listing of my business, with its images.' })
  createPropertyListing(
    @Arg('input', () => PropertyListingInput, {
      description: 'The listing: title, type, deal, price, location, images.',
    })
    input: PropertyListingInput,
    @IdempotencyKeyArg() idempotencyKey: string | null,
    @Ctx() ctx: Context,
  ): Promise<PropertyListing> {
    return this.listings.create(ctx.actor, input, idempotencyKey);
  }

  @Auth(Role.PARTNER, { scopes: [ApiTokenScope.CATALOGUE] })
  @Mutation(() => PropertyListing, { description: "Replaces my listing's details and images." })
  updatePropertyListing(
    @IdArg('id', "The listing's id.") id: string,
    @Arg('input', () => PropertyListingInput, { description: 'The whole listing, as it should be.' })
    input: PropertyListingInput,
    @Ctx() ctx: Context,
  ): Promise<PropertyListing> {
    return this.listings.update(ctx.actor, id, input);
  }

  @Auth(Role.PARTNER, { scopes: [ApiTokenScope.CATALOGUE] })
  @Mutation(() => PropertyListing, {
    description: 'ACTIVE, UNDER_OFFER, CLOSED or HIDDEN; my listings only.',
  })
  setPropertyListingStatus(
    @IdArg('id', "The listing's id.") id: string,
    @Arg('status', () => ListingStatus, { description: 'The new status.' }) status: ListingStatus,
    @Ctx() ctx: Context,
  ): Promise<PropertyListing> {
    return this.listings.setStatus(ctx.actor, id, status);
  }

  @FieldResolver(() => Money, { description: 'The asking price (SALE) or the rent (RENT).' })
  price(@Root() listing: PropertyListing): Money {
    return { amount: listing.price, currency: listing.currency };
  }

  @FieldResolver(() => GeoPoint, { description: 'Where the property is.' })
  location(@Root() listing: PropertyListing): GeoPoint {
    return { label: listing.locationLabel, lat: listing.lat, lng: listing.lng };
  }

  @FieldResolver(() => [StoredFile], { description: 'In order; the first is the main image.' })
  images(@Root() listing: PropertyListing, @Ctx() ctx: Context): Promise<StoredFile[]> {
    return ctx.loaders.load(
      filesOf,
      attachmentKey({ type: FileAttachment.PROPERTY_LISTING, id: listing.id }),
    );
  }

  @FieldResolver(() => PartnerCard, { description: 'The partner business that lists it.' })
  async partner(@Root() listing: PropertyListing, @Ctx() ctx: Context): Promise<PartnerCard> {
    const partner = await ctx.loaders.load(partnerById, listing.partner.id);
    if (!partner) throw new AppError('NOT_FOUND', 'This partner no longer exists.');
    return partner;
  }
}
