import { Field, Int, ObjectType } from 'type-graphql';
import { connectionType } from '../common/paging.js';
import { Wire } from './wire.entity.js';
import { WireEventType } from './wire.enums.js';

@ObjectType('Budget', {
  description: 'What the buyer means to spend: a range, either end of which may be open.',
})
export class Budget {
  @Field(() => String, {
    nullable: true,
    description:
      'The lowest amount, a decimal string in the currency\'s major unit ("1500.00"); null when open.',
  })
  min!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The highest amount, a decimal string in the currency\'s major unit ("2500.00"); null when open.',
  })
  max!: string | null;

  @Field(() => String, { description: 'The three-letter ISO 4217 currency code of both amounts.' })
  currency!: string;
}

export const WireConnection = connectionType(Wire, 'Wire', { estimates: true });

@ObjectType('WireEvent', {
  description: 'A change to a wire on a live board: posted, changed or gone from the open board.',
})
export class WireEvent {
  @Field(() => WireEventType, { description: 'What happened to the wire.' }) type!: WireEventType;
  @Field(() => Wire, { description: 'The wire as it is now.' }) wire!: Wire;
}

@ObjectType('WireRules', { description: 'The rules a new wire is posted under (for forms to show).' })
export class WireRules {
  @Field(() => Int, {
    description:
      'How many live quotes a wire takes when its buyer does not choose (MAX_LIVE_RESPONSES_PER_WIRE).',
  })
  defaultMaxResponses!: number;

  @Field(() => Int, {
    description: 'The most quotes a buyer may choose for a wire to take (MAX_RESPONSE_CAP).',
  })
  maxResponsesLimit!: number;

  @Field(() => Int, {
    description: 'How many partners a wire may have invited to quote (WIRE_MAX_INVITES).',
  })
  maxInvites!: number;
}
