import { ArrayType, Entity, Enum, ManyToOne, Property } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { Member } from '../member/member.entity.js';
import { WireKind } from '../wire/wire.enums.js';
import { SavedSearchFrequency } from './saved-search.enums.js';

/**
 * A wireboard filter an account keeps under a name, with how often it hears of new matching wires.
 * The filter is stored in columns (not JSON) so that one statement matches a new wire against every
 * saved search (see saved-search.sql.ts); indexes are in the migration (some are expressions).
 */
@Entity({ tableName: 'saved_search' })
@ObjectType('SavedSearch', {
  description: 'A wireboard filter I saved under a name, and how often I hear of new wires matching it.',
})
export class SavedSearch extends BaseEntity {
  @ManyToOne(() => Member, { ref: true, deleteRule: 'cascade' })
  member!: Ref<Member>;

  @Field(() => String, { description: 'What I called it (1..80 characters).' })
  @Property({ type: 'text' })
  name!: string;

  @Field(() => SavedSearchFrequency, { description: 'How often I hear of new matching wires.' })
  @Enum({ items: () => SavedSearchFrequency, type: 'text' })
  frequency!: SavedSearchFrequency;

  @Property({ type: ArrayType, nullable: true })
  kinds: WireKind[] | null = null;

  @Property({ type: 'text', nullable: true })
  text: string | null = null;

  @Property({ type: 'text', nullable: true })
  placeLabel: string | null = null;

  @Property({ type: 'double', nullable: true })
  lat: number | null = null;

  @Property({ type: 'double', nullable: true })
  lng: number | null = null;

  @Property({ type: 'double', nullable: true })
  radiusKm: number | null = null;

  @Property({ type: 'decimal', precision: 14, scale: 2, nullable: true })
  budgetMin: string | null = null;

  @Property({ type: 'decimal', precision: 14, scale: 2, nullable: true })
  budgetMax: string | null = null;
}
