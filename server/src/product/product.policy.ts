import type { Viewer } from '../common/actor.js';
import { Role } from '../common/role.js';
import type { Partner } from '../partner/partner.entity.js';
import { PartnerStatus } from '../partner/partner.enums.js';
import type { Product } from './product.entity.js';

/** Everyone sees an approved partner's product unless it is hidden; otherwise only its partner and admins. */
export function canSeeProduct(viewer: Viewer | null, product: Product, partner: Partner): boolean {
  if (!product.hidden && partner.status === PartnerStatus.APPROVED) return true;
  return Boolean(viewer && (viewer.role === Role.ADMIN || partner.member.id === viewer.id));
}
