import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { Member } from './member.entity.js';

/**
 * A browser session, as in Lucia's session guide: the cookie holds `id.secret`, this row holds
 * the id and the SHA-256 of the secret (compared in constant time).
 */
@Entity({ tableName: 'session' })
export class Session {
  [OptionalProps]?: 'createdAt' | 'lastSeenAt' | 'userAgent' | 'ip' | 'revokedReason';

  @PrimaryKey({ type: 'text' })
  id!: string;

  @Property({ type: 'blob' })
  secretHash!: Buffer;

  @ManyToOne(() => Member, { ref: true, deleteRule: 'cascade', index: true })
  member!: Ref<Member>;

  @Property({ type: 'timestamptz' })
  @Index()
  expiresAt!: Date;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  lastSeenAt: Date = new Date();

  @Property({ type: 'text', nullable: true })
  userAgent?: string | null;

  @Property({ type: 'text', nullable: true })
  ip?: string | null;

  /** Set when an admin action revoked the session, so its holder learns why (e.g. USER_DISABLED). */
  @Property({ type: 'text', nullable: true })
  revokedReason?: string | null;
}
