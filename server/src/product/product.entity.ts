import { Entity, Enum, ManyToOne, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { Partner } from '../partner/partner.entity.js';
import { ProductCategory } from './product.enums.js';

/**
 * A catalogue item of a partner (SPEC §3 Product). Images are StoredFiles attached as PRODUCT.
 * The full-text column `search` and the indexes are in the migration.
 */
@Entity({ tableName: 'product' })
@ObjectType('Product', { description: "A building material in a partner's catalogue." })
export class Product extends BaseEntity<'description' | 'inStock' | 'hidden'> {
  @ManyToOne(() => Partner, { deleteRule: 'cascade' })
  partner!: Partner;

  @Field(() => String, {
    description: 'The product name (2..120 characters); contacts in it are hidden as in `description`.',
  })
  @Property({ type: 'text' })
  name!: string;

  @Field(() => ProductCategory, { description: 'The catalogue category it is listed under.' })
  @Enum({ items: () => ProductCategory, type: 'text' })
  category!: ProductCategory;

  @Field(() => String, {
    nullable: true,
    description:
      'More about the product (at most 2000 characters); null when none. Contacts in it read "[contact hidden until accepted]" for anyone but its partner, admins and a buyer who accepted one of its partner\'s quotes.',
  })
  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  /** The unit the price is for, e.g. "bag (50 kg)", "tonne", "piece". */
  @Field(() => String, { description: 'What the price is for, e.g. "bag (50 kg)".' })
  @Property({ type: 'text' })
  unit!: string;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  price!: string;

  @Property({ type: 'text' })
  currency!: string;

  @Field(() => Boolean, { description: 'Whether it can be supplied now.' })
  @Property({ type: 'boolean' })
  inStock = true;

  /** Hidden products (and their images) are seen only by their partner and admins. */
  @Field(() => Boolean, {
    description: 'Hidden from the public catalogue: only its partner and admins see it.',
  })
  @Property({ type: 'boolean' })
  hidden = false;
}
