import { Field, Float, Int, ObjectType } from 'type-graphql';
import { connectionType } from '../common/paging.js';
import { Review } from './review.entity.js';

@ObjectType('PartnerRating', {
  description: "A partner's rating from buyers' reviews after fulfilled wires (hidden reviews left out).",
})
export class PartnerRating {
  @Field(() => Float, {
    nullable: true,
    description: 'The average rating, 1 to 5, to one decimal place; null while no review counts.',
  })
  average!: number | null;

  @Field(() => Int, { description: 'How many reviews it is the average of.' })
  count!: number;
}

export const ReviewConnection = connectionType(Review, 'Review');
