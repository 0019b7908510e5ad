import { byId, defineLoader, groupBy } from '../common/loaders.js';
import { WireResponse } from './response.entity.js';
import { LIVE_RESPONSE_STATUSES, ResponseStatus } from './response.enums.js';

/** Responses as they are now (refreshed: a live event must not see a stale copy). */
export const responseById = defineLoader<string, WireResponse | null>('responseById', async (em, ids) =>
  byId(ids, await em.find(WireResponse, { id: { $in: [...ids] } }, { refresh: true })),
);

/** Every response of each wire, newest first (what a viewer may see is the resolver's decision). */
export const responsesByWire = defineLoader<string, WireResponse[]>(
  'responsesByWire',
  async (em, wireIds) => {
    const rows = await em.find(
      WireResponse,
      { wire: { $in: [...wireIds] } },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return groupBy(wireIds, rows, (row) => row.wire.id);
  },
);

/** How many live (SENT or ACCEPTED) responses each wire has. */
export const liveResponseCountByWire = defineLoader<string, number>(
  'liveResponseCountByWire',
  async (em, wireIds) => {
    const rows = await em.execute<{ wire_id: string; n: number }[]>(
      `select wire_id, count(*)::int as n from response where wire_id in (${wireIds.map(() => '?').join(', ')}) and status in (${LIVE_RESPONSE_STATUSES.map(() => '?').join(', ')}) group by wire_id`,
      [...wireIds, ...LIVE_RESPONSE_STATUSES],
    );
    const counts = new Map(rows.map((row) => [row.wire_id, row.n]));
    return wireIds.map((id) => counts.get(id) ?? 0);
  },
);

/** The live (SENT or ACCEPTED) response of a partner to a wire, keyed `wireId partnerId`. */
export const liveResponseByWireAndPartner = defineLoader<string, WireResponse | null>(
  'liveResponseByWireAndPartner',
  async (em, keys) => {
    const pairs = keys.map((key) => key.split(' '));
    const rows = await em.find(WireResponse, {
      wire: { $in: [...new Set(pairs.map(([wire]) => wire ?? ''))] },
      partner: { $in: [...new Set(pairs.map(([, partner]) => partner ?? ''))] },
      status: { $in: LIVE_RESPONSE_STATUSES },
    });
    return pairs.map(
      ([wire, partner]) => rows.find((r) => r.wire.id === wire && r.partner.id === partner) ?? null,
    );
  },
);

/**
 * A partner's responses to a wire that stop them sending another (live, or declined and not
 * reopened), keyed `wireId partnerId`: what `respondRefusal` reads.
 */
export const blockingResponsesByWireAndPartner = defineLoader<string, WireResponse[]>(
  'blockingResponsesByWireAndPartner',
  async (em, keys) => {
    const pairs = keys.map((key) => key.split(' '));
    const rows = await em.find(WireResponse, {
      wire: { $in: [...new Set(pairs.map(([wire]) => wire ?? ''))] },
      partner: { $in: [...new Set(pairs.map(([, partner]) => partner ?? ''))] },
      $or: [
        { status: { $in: LIVE_RESPONSE_STATUSES } },
        { status: ResponseStatus.DECLINED, reopenedAt: null },
      ],
    });
    return pairs.map(([wire, partner]) => rows.filter((r) => r.wire.id === wire && r.partner.id === partner));
  },
);
