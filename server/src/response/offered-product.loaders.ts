import { defineLoader, groupBy } from '../common/loaders.js';
import { OfferedProduct } from './offered-product.entity.js';

/** The offered products of each response, in the quote's order. */
export const offeredProductsByResponse = defineLoader<string, OfferedProduct[]>(
  'offeredProductsByResponse',
  async (em, responseIds) => {
    const rows = await em.find(
      OfferedProduct,
      { response: { $in: [...responseIds] } },
      { orderBy: { response: 'asc', position: 'asc' } },
    );
    return groupBy(responseIds, rows, (row) => row.response.id);
  },
);
