import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** One minute's count of hits for a key (e.g. `signin:ip:1.2.3.4`); shared by every process. */
@Entity({ tableName: 'rate_limit_bucket' })
export class RateLimitBucket {
  @PrimaryKey({ type: 'text' })
  key!: string;

  @PrimaryKey({ type: 'timestamptz' })
  windowStart!: Date;

  @Property({ type: 'integer' })
  hits!: number;
}
