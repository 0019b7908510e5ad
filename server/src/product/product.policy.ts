import type { Viewer } from '../common/actor.js';
import type { Onlooker } from '../common/context.js';
import { partnerById } from '../partner/partner.loaders.js';
import { Role } from '../common/role.js';
import type { Partner } from '../partner/partner.entity.js';
import { PartnerStatus } from '../partner/partner.enums.js';
import type { Product } from './product.entity.js';
import { productById } from './product.loaders.js';

/** Everyone sees an approved partner's product unless it is hidden; otherwise only its partner and admins. */
export function canSeeProduct(viewer: Viewer | null, product: Product, partner: Partner): boolean {
  if (!product.hidden && partner.status === PartnerStatus.APPROVED) return true;
  return Boolean(viewer && (viewer.role === Role.ADMIN || partner.member.id === viewer.id));
}

/** The product `id` names as the onlooker may see it (null when gone or hidden from them). */
export async function visibleProduct({ viewer, loaders }: Onlooker, id: string): Promise<Product | null> {
  const product = await loaders.load(productById, id);
  const partner = product && (await loaders.load(partnerById, product.partner.id));
  return product && partner && canSeeProduct(viewer, product, partner) ? product : null;
}
