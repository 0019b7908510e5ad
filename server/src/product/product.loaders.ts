import { byId, defineLoader } from '../common/loaders.js';
import { Product } from './product.entity.js';

/** Products by id (null when deleted); what a viewer may see of them is the caller's decision. */
export const productById = defineLoader<string, Product | null>('productById', async (em, ids) =>
  byId(ids, await em.find(Product, { id: { $in: [...ids] } })),
);
