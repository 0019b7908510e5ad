import { filteredListCost } from '../common/query-cost.js';

/**
 * What a board's filters make PostgreSQL do (common/query-cost.ts): a full-text search, a circle
 * and a budget each narrow a page and its count, which the kept counter no longer answers. Kinds
 * alone are free: the counter keeps them.
 */
export const boardCost = filteredListCost({
  text: { page: 100, count: 600 },
  near: { page: 50, count: 300 },
  budgetMin: { page: 20, count: 50 },
  budgetMax: { page: 20, count: 50 },
});
