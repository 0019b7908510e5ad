import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../common/actor.js';
import { AppError } from '../common/errors.js';
import { PropertyListing } from '../listing/property-listing.entity.js';
import type { MessageService } from '../message/message.service.js';
import { MessageSide } from '../message/message.enums.js';
import { Partner } from '../partner/partner.entity.js';
import { Product } from '../product/product.entity.js';
import { Review } from '../review/review.entity.js';
import { Wire } from '../wire/wire.entity.js';
import { ReportSubjectType } from './report.enums.js';

/** A reported item as the queue keeps it: its title, the start of its text and its owner. */
export type Subject = { title: string; excerpt: string | null; ownerId: string | null };

/** The longest excerpt kept of a reported text. */
const EXCERPT = 280;

export function excerpt(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  return trimmed.length > EXCERPT ? `${trimmed.slice(0, EXCERPT - 1)}…` : trimmed;
}

function missing(what: string): never {
  throw new AppError('NOT_FOUND', `No such ${what}.`);
}

/**
 * The item `type`/`id` names, as `viewer` reports it: NOT_FOUND for an unknown one; a conversation
 * only by one of its parties (FORBIDDEN otherwise), owned by the other party.
 */
export async function findSubject(
  em: EntityManager,
  messages: MessageService,
  viewer: Viewer,
  type: ReportSubjectType,
  id: string,
): Promise<Subject> {
  switch (type) {
    case ReportSubjectType.WIRE: {
      const wire = (await em.findOne(Wire, { id })) ?? missing('wire');
      return { title: wire.title, excerpt: excerpt(wire.description), ownerId: wire.owner.id };
    }
    case ReportSubjectType.PRODUCT: {
      const product = (await em.findOne(Product, { id }, { populate: ['partner'] })) ?? missing('product');
      return {
        title: product.name,
        excerpt: excerpt(product.description),
        ownerId: product.partner.member.id,
      };
    }
    case ReportSubjectType.LISTING: {
      const listing =
        (await em.findOne(PropertyListing, { id }, { populate: ['partner'] })) ?? missing('listing');
      return {
        title: listing.title,
        excerpt: excerpt(listing.description),
        ownerId: listing.partner.member.id,
      };
    }
    case ReportSubjectType.REVIEW: {
      const review = (await em.findOne(Review, { id }, { populate: ['partner'] })) ?? missing('review');
      return {
        title: `Review of ${review.partner.businessName}`,
        excerpt: excerpt(review.text),
        ownerId: review.author.id,
      };
    }
    case ReportSubjectType.PARTNER: {
      const partner = (await em.findOne(Partner, { id })) ?? missing('partner');
      return {
        title: partner.businessName,
        excerpt: excerpt(partner.description),
        ownerId: partner.member.id,
      };
    }
    case ReportSubjectType.CONVERSATION: {
      const { response, side } = await messages.thread(em, viewer, id, true);
      return {
        title: `Messages about ${response.wire.title}`,
        excerpt: null,
        ownerId: side === MessageSide.BUYER ? response.partner.member.id : response.wire.owner.id,
      };
    }
  }
}
