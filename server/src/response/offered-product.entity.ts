import { Entity, ManyToOne, Property } from '@mikro-orm/core';
import { Field, Float, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { Product } from '../product/product.entity.js';
import { WireResponse } from './response.entity.js';

/**
 * One line of an itemised quote: a product of the responding partner's catalogue, a quantity and
 * a unit price. Name and unit are copied when the quote is sent, so the quote reads the same if
 * the product later changes or is deleted.
 */
@Entity({ tableName: 'response_offered_product' })
@ObjectType('OfferedProduct', {
  description: 'A product offered in a quote, with its quantity and unit price.',
})
export class OfferedProduct extends BaseEntity {
  @ManyToOne(() => WireResponse, { deleteRule: 'cascade' })
  response!: WireResponse;

  @ManyToOne(() => Product, { nullable: true, deleteRule: 'set null' })
  product: Product | null = null;

  @Field(() => String, {
    description:
      "The product's name when the quote was sent; contacts in it are hidden as in `Response.message`.",
  })
  @Property({ type: 'text' })
  name!: string;

  @Field(() => String, { description: 'The unit it is sold in, e.g. "bag" or "tonne".' })
  @Property({ type: 'text' })
  unit!: string;

  @Field(() => Float, { description: 'How many units (more than 0, at most three decimals).' })
  @Property({ type: 'double' })
  quantity!: number;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  unitPrice!: string;

  @Property({ type: 'text' })
  currency!: string;

  /** Order in the quote. */
  @Property({ type: 'integer' })
  position!: number;
}
