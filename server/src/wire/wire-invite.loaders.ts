import { defineLoader } from '../common/loaders.js';
import type { Partner } from '../partner/partner.entity.js';
import { WireInvite } from './wire-invite.entity.js';

/** The partners invited to each wire, by business name. */
export const invitedPartnersByWire = defineLoader<string, Partner[]>(
  'invitedPartnersByWire',
  async (em, wireIds) => {
    const invites = await em.find(
      WireInvite,
      { wire: { $in: [...wireIds] } },
      { populate: ['partner'], orderBy: { partner: { businessName: 'asc' }, id: 'asc' } },
    );
    return wireIds.map((id) => invites.filter((i) => i.wire.id === id).map((i) => i.partner));
  },
);

/** Whether a partner is invited to a wire, keyed `wireId partnerId` (a board row's mark). */
export const invitedByWireAndPartner = defineLoader<string, boolean>(
  'invitedByWireAndPartner',
  async (em, keys) => {
    const pairs = keys.map((key) => key.split(' '));
    const partners = [...new Set(pairs.map(([, partner]) => partner ?? ''))];
    const rows = await em.execute<{ wire_id: string; partner_id: string }[]>(
      `select wire_id, partner_id from wire_invite where partner_id in (${partners.map(() => '?').join(', ')})` +
        ` and wire_id in (${pairs.map(() => '?').join(', ')})`,
      [...partners, ...pairs.map(([wire]) => wire ?? '')],
    );
    const invited = new Set(rows.map((row) => `${row.wire_id} ${row.partner_id}`));
    return keys.map((key) => invited.has(key));
  },
);
