import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../common/actor.js';
import type { AttachmentKind } from '../common/module.js';
import { FileAttachment } from '../storage/stored-file.enums.js';

/** The SQL naming each kind's records (alias `x`) and their order (alias `o`). */
const RECORDS: [FileAttachment, string][] = [
  [FileAttachment.ORDER_DOCUMENT, `wire_order x join wire_order o on o.id = x.id`],
  [FileAttachment.ORDER_DISPUTE, `wire_order x join wire_order o on o.id = x.id`],
  [FileAttachment.ORDER_SHIPMENT, `wire_order_shipment x join wire_order o on o.id = x.order_id`],
  [FileAttachment.ORDER_PAYMENT, `wire_order_payment x join wire_order o on o.id = x.order_id`],
];

/**
 * An order's files (its papers, dispute evidence, a part's photo, a payment's proof): served to
 * its two parties and admins only (admins see every file: these kinds are not private).
 */
export const ORDER_ATTACHMENTS: AttachmentKind[] = RECORDS.map(([type, from]) => ({
  type,
  visible: async (em: EntityManager, ids: readonly string[], viewer: Viewer | null) => {
    if (!viewer || !ids.length) return new Set<string>();
    const rows = await em.execute<{ id: string }[]>(
      `select x.id from ${from} where x.id in (?)
         and (o.buyer_id = ? or exists (select 1 from partner p where p.id = o.partner_id and p.member_id = ?))`,
      [ids, viewer.id, viewer.id],
    );
    return new Set(rows.map((row) => row.id));
  },
}));
