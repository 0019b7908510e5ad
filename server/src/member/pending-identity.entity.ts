import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { SocialProvider } from '../auth/social-providers.js';

/**
 * A provider's account that signed in with no BuildWire account to go to, remembered for a while
 * so that signing up links it. The browser holds a random token (an HttpOnly cookie); this row
 * only its SHA-256.
 */
@Entity({ tableName: 'pending_identity' })
export class PendingIdentity {
  [OptionalProps]?: 'createdAt' | 'name';

  @PrimaryKey({ type: 'blob' })
  tokenHash!: Buffer;

  @Enum({ items: () => SocialProvider, type: 'text' })
  provider!: SocialProvider;

  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'text', nullable: true })
  email: string | null = null;

  @Property({ type: 'boolean' })
  emailVerified!: boolean;

  @Property({ type: 'text', nullable: true })
  name: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz' })
  @Index()
  expiresAt!: Date;
}
