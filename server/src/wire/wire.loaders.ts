import { byId, defineLoader } from '../common/loaders.js';
import { Wire } from './wire.entity.js';

/** Wires as they are now (refreshed: a live event must not see a stale copy). */
export const wireById = defineLoader<string, Wire | null>('wireById', async (em, ids) =>
  byId(ids, await em.find(Wire, { id: { $in: [...ids] } }, { refresh: true })),
);
