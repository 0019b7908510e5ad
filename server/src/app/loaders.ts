import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Member } from '../member/member.entity.js';
import { Partner } from '../partner/partner.entity.js';
import { Wire } from '../wire/wire.entity.js';
import { WireResponse } from '../response/response.entity.js';
import { ResponseStatus } from '../wire/wire.enums.js';

function byId<T extends { id: string }>(ids: readonly string[], rows: T[]): (T | null)[] {
  const map = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => map.get(id) ?? null);
}

/**
 * Per-request batching for field resolvers (one query per kind of record per request, whatever
 * the page size). Built for each request, and afresh for each subscription event.
 */
export function createLoaders(em: EntityManager, viewer: Member | null) {
  let viewerPartnerPromise: Promise<Partner | null> | null = null;
  /** The Partner record of the viewer, if the viewer is a partner. */
  const viewerPartner = (): Promise<Partner | null> => {
    viewerPartnerPromise ??= viewer ? em.findOne(Partner, { member: viewer.id }) : Promise.resolve(null);
    return viewerPartnerPromise;
  };
  return {
    members: new DataLoader<string, Member | null>(async (ids) =>
      byId(ids, await em.find(Member, { id: { $in: [...ids] } })),
    ),
    partners: new DataLoader<string, Partner | null>(async (ids) =>
      byId(ids, await em.find(Partner, { id: { $in: [...ids] } })),
    ),
    wires: new DataLoader<string, Wire | null>(async (ids) =>
      byId(ids, await em.find(Wire, { id: { $in: [...ids] } }, { refresh: true })),
    ),
    responses: new DataLoader<string, WireResponse | null>(async (ids) =>
      byId(ids, await em.find(WireResponse, { id: { $in: [...ids] } }, { refresh: true })),
    ),
    /** Every response of each wire, newest first (visibility is the resolver's job). */
    responsesByWire: new DataLoader<string, WireResponse[]>(async (wireIds) => {
      const rows = await em.find(
        WireResponse,
        { wire: { $in: [...wireIds] } },
        { orderBy: { createdAt: 'desc', id: 'desc' } },
      );
      return wireIds.map((id) => rows.filter((r) => r.wire.id === id));
    }),
    /** The viewer's partner's live (SENT or ACCEPTED) response to each wire. */
    myResponseByWire: new DataLoader<string, WireResponse | null>(async (wireIds) => {
      const partner = await viewerPartner();
      if (!partner) return wireIds.map(() => null);
      const rows = await em.find(WireResponse, {
        wire: { $in: [...wireIds] },
        partner: partner.id,
        status: { $in: [ResponseStatus.SENT, ResponseStatus.ACCEPTED] },
      });
      return wireIds.map((id) => rows.find((r) => r.wire.id === id) ?? null);
    }),
    viewerPartner,
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

/**
 * The loaders of one live event, shared by every subscriber of this process that receives it:
 * the records are the same for everyone, so each is read once per event, not once per
 * subscriber. Viewer-dependent records are batched across subscribers (`partnerByMember`,
 * `liveResponse`), and `forViewer` gives each subscriber its own view of them.
 */
export function createEventLoaders(em: EntityManager) {
  const base = createLoaders(em, null);
  /** Each member's Partner record (one query for every partner subscriber of the event). */
  const partnerByMember = new DataLoader<string, Partner | null>(async (memberIds) => {
    const rows = await em.find(Partner, { member: { $in: [...memberIds] } });
    return memberIds.map((id) => rows.find((p) => p.member.id === id) ?? null);
  });
  /** The live (SENT or ACCEPTED) response of a partner to a wire, keyed `wireId partnerId`. */
  const liveResponse = new DataLoader<string, WireResponse | null>(async (keys) => {
    const pairs = keys.map((key) => key.split(' ') as [string, string]);
    const rows = await em.find(WireResponse, {
      wire: { $in: [...new Set(pairs.map(([wire]) => wire))] },
      partner: { $in: [...new Set(pairs.map(([, partner]) => partner))] },
      status: { $in: [ResponseStatus.SENT, ResponseStatus.ACCEPTED] },
    });
    return pairs.map(
      ([wire, partner]) => rows.find((r) => r.wire.id === wire && r.partner.id === partner) ?? null,
    );
  });
  const shared = { ...base, partnerByMember, liveResponse };
  /** What an anonymous subscriber's resolvers use: no viewer, nothing viewer-dependent to load. */
  const anonymous: Loaders = { ...base, viewerPartner: () => Promise.resolve(null) };
  const forViewer = (viewer: Member | null): Loaders => {
    if (!viewer) return anonymous;
    const viewerPartner = () => partnerByMember.load(viewer.id);
    let myResponseByWire: Loaders['myResponseByWire'] | null = null;
    return {
      ...base,
      viewerPartner,
      get myResponseByWire() {
        myResponseByWire ??= new DataLoader<string, WireResponse | null>(async (wireIds) => {
          const partner = await viewerPartner();
          if (!partner) return wireIds.map(() => null);
          return Promise.all(wireIds.map((id) => liveResponse.load(`${id} ${partner.id}`)));
        });
        return myResponseByWire;
      },
    };
  };
  return { ...shared, forViewer };
}

export type EventLoaders = ReturnType<typeof createEventLoaders>;
