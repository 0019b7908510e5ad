import { recordOnce } from '../common/idempotency.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer, type Actor, type Viewer } from '../common/actor.js';
import type { Config } from '../common/config.js';
import { AppError } from '../common/errors.js';
import { toDecimal } from '../common/money.js';
import type { Tx, UnitOfWork } from '../common/unit-of-work.js';
import { attachFiles } from '../storage/file-attachments.js';
import { FileAttachment, FileKind } from '../storage/stored-file.enums.js';
import { Partner } from '../partner/partner.entity.js';
import type { ListingStatus } from './listing.enums.js';
import { LISTING_LIMITS, type PropertyListingInput } from './listing.inputs.js';
import { isListingOwner } from './listing.policy.js';
import { PropertyListing } from './property-listing.entity.js';

/** The highest asking price taken (in any currency): above it a price is a typing mistake. */
export const LISTING_PRICE_MAX = 100_000_000_000;

function checkPrice(input: PropertyListingInput): void {
  const amount = Number(input.price.amount);
  if (!(amount >= 0))
    throw new AppError('BAD_USER_INPUT', 'The price cannot be negative.', { field: 'amount' });
  if (amount > LISTING_PRICE_MAX) {
    throw new AppError('BAD_USER_INPUT', 'This price is too high; check the number of zeros.', {
      field: 'amount',
    });
  }
}

/** Creating and changing a partner's property listings; only the listing's partner may change it. */
export class ListingService {
  constructor(
    private readonly config: Config,
    private readonly uow: UnitOfWork,
  ) {}

  private write(listing: PropertyListing, input: PropertyListingInput): void {
    listing.title = input.title.trim();
    listing.description = input.description?.trim() || null;
    listing.propertyType = input.propertyType;
    listing.deal = input.deal;
    listing.price = toDecimal(input.price.amount);
    listing.currency = input.price.currency ?? this.config.defaultCurrency;
    listing.bedrooms = input.bedrooms ?? null;
    listing.bathrooms = input.bathrooms ?? null;
    listing.areaM2 = input.areaM2 ?? null;
    listing.locationLabel = input.location.label.trim();
    listing.lat = input.location.lat;
    listing.lng = input.location.lng;
  }

  private attachImages(tx: Tx, viewer: Viewer, listing: PropertyListing, imageIds: readonly string[]) {
    return attachFiles(
      tx.em,
      viewer.id,
      { type: FileAttachment.PROPERTY_LISTING, id: listing.id },
      imageIds,
      {
        field: 'imageIds',
        max: LISTING_LIMITS.images,
        kinds: [FileKind.IMAGE],
      },
    );
  }

  /** The viewer's listing: NOT_FOUND for an unknown id, FORBIDDEN for another partner's. */
  private async findOwn(em: EntityManager, viewer: Viewer, id: string): Promise<PropertyListing> {
    const listing = await em.findOne(PropertyListing, { id }, { populate: ['partner'] });
    if (!listing) throw new AppError('NOT_FOUND', 'This listing does not exist.');
    if (!isListingOwner(viewer, listing.partner)) {
      throw new AppError('FORBIDDEN', 'Only the partner who listed this property can change it.', {
        details: { reason: 'NOT_OWNER' },
      });
    }
    return listing;
  }

  /** A new ACTIVE listing of the viewer's business, with its images, in one transaction. */
  create(
    actor: Actor,
    input: PropertyListingInput,
    idempotencyKey?: string | null,
  ): Promise<PropertyListing> {
    const viewer = requireViewer(actor);
    checkPrice(input);
    return this.uow.run(
      actor,
      async (tx) => {
        const partner = await tx.em.findOne(Partner, { member: viewer.id });
        if (!partner)
          throw new AppError('FORBIDDEN', 'Only a partner business can list properties.', {
            details: { reason: 'PARTNER_PROFILE_REQUIRED' },
          });
        const listing = new PropertyListing();
        listing.partner = partner;
        this.write(listing, input);
        await this.attachImages(tx, viewer, listing, input.imageIds ?? []);
        await tx.em.persist(listing).flush();
        return listing;
      },
      recordOnce(PropertyListing, {
        key: idempotencyKey,
        memberId: viewer.id,
        operation: 'createPropertyListing',
        input,
      }),
    );
  }

  /** Replaces the listing's details and images (the status is changed by `setStatus`). */
  update(actor: Actor, id: string, input: PropertyListingInput): Promise<PropertyListing> {
    const viewer = requireViewer(actor);
    checkPrice(input);
    return this.uow.run(actor, async (tx) => {
      const listing = await this.findOwn(tx.em, viewer, id);
      this.write(listing, input);
      await this.attachImages(tx, viewer, listing, input.imageIds ?? []);
      await tx.em.flush();
      return listing;
    });
  }

  /** ACTIVE, UNDER_OFFER, CLOSED or HIDDEN, any to any: the partner says where the property stands. */
  setStatus(actor: Actor, id: string, status: ListingStatus): Promise<PropertyListing> {
    const viewer = requireViewer(actor);
    return this.uow.run(actor, async (tx) => {
      const listing = await this.findOwn(tx.em, viewer, id);
      listing.status = status;
      await tx.em.flush();
      return listing;
    });
  }
}
