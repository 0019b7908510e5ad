import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** What a one-time token lets its holder do. */
export type OneTimePurpose = 'SIGN_IN_LINK' | 'PASSWORD_RESET';

/**
 * A single-use token sent by email (a sign-in link, a password reset): only the SHA-256 of the
 * token is kept, so the table alone signs nobody in. `memberId` references `member` (cascade) in
 * the migration; the auth layer does not import the member entity.
 */
@Entity({ tableName: 'one_time_token' })
@Index({ properties: ['memberId', 'purpose'] })
export class OneTimeToken {
  [OptionalProps]?: 'createdAt' | 'usedAt';

  @PrimaryKey({ type: 'blob' })
  tokenHash!: Buffer;

  @Property({ type: 'uuid' })
  memberId!: string;

  @Property({ type: 'text' })
  purpose!: OneTimePurpose;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz' })
  @Index()
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;
}
