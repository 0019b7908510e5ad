import { Field, InputType, Int } from 'type-graphql';
import { IdField } from '../common/ids.js';

/** Lengths of a review's texts. */
export const REVIEW_LIMITS = { text: 1000, reply: 1000, reason: 500 } as const;

@InputType('ReviewPartnerInput', {
  description: 'A rating of a partner accepted on one of my fulfilled wires.',
})
export class ReviewPartnerInput {
  @IdField('The fulfilled wire (one of mine).')
  wireId!: string;

  @IdField(
    'Which accepted partner, when the wire accepted more than one; the accepted partner when omitted.',
    { nullable: true },
  )
  partnerId?: string | null;

  @Field(() => Int, { description: '1 (poor) to 5 (excellent).' })
  rating!: number;

  @Field(() => String, { description: `What it was like: 1 to ${REVIEW_LIMITS.text} characters.` })
  text!: string;
}
