import { Entity, ManyToOne, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../common/base.entity.js';
import { Member } from '../member/member.entity.js';
import { Partner } from '../partner/partner.entity.js';
import { Wire } from './wire.entity.js';

/**
 * A buyer asked a partner to quote on a wire: the partner's board shows the wire (marked
 * "invited") even outside its categories and service area. One per wire and partner; withdrawing
 * deletes it. Indexes are in the migration.
 */
@Entity({ tableName: 'wire_invite' })
@Unique({ properties: ['wire', 'partner'] })
export class WireInvite extends BaseEntity {
  @ManyToOne(() => Wire, { deleteRule: 'cascade' })
  wire!: Wire;

  @ManyToOne(() => Partner, { deleteRule: 'cascade' })
  partner!: Partner;

  /** Who sent it: the wire's owner, or an admin acting for them. */
  @ManyToOne(() => Member, { deleteRule: 'cascade' })
  invitedBy!: Member;
}
