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

  @Field(() => String)
  @Property({ type: 'text' })
  name!: string;

  @Field(() => ProductCategory)
  @Enum({ items: () => ProductCategory, type: 'text' })
  category!: ProductCategory;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  /** The unit the price is for, e.g. "bag (50 kg)", "tonne", "piece". */
  @Field(() => String)
  @Property({ type: 'text' })
  unit!: string;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  price!: string;

  @Property({ type: 'text' })
  currency!: string;

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  inStock = true;

  /** Hidden products (and their images) are seen only by their partner and admins. */
  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  hidden = false;
}
