import { IsOptional } from 'class-validator';
import { Field, InputType } from 'type-graphql';

@InputType('PushSubscriptionKeysInput', {
  description: "A browser push subscription's keys, as `PushSubscription.toJSON().keys` gives them.",
})
export class PushSubscriptionKeysInput {
  @Field(() => String, {
    description: "The browser's P-256 public key: an uncompressed point (65 bytes), base64url.",
  })
  p256dh!: string;

  @Field(() => String, { description: "The browser's authentication secret: 16 bytes, base64url." })
  auth!: string;
}

@InputType('RegisterPushSubscriptionInput', {
  description:
    "This browser's push subscription (what `pushManager.subscribe` answered, made with `webPushPublicKey`).",
})
export class RegisterPushSubscriptionInput {
  @Field(() => String, {
    description:
      "The push service's URL for this browser: https, on a public address (at most 2,000 characters).",
  })
  endpoint!: string;

  @Field(() => PushSubscriptionKeysInput, { description: 'The keys messages are encrypted with (RFC 8291).' })
  keys!: PushSubscriptionKeysInput;

  @Field(() => String, {
    nullable: true,
    description: "Which browser this is, to tell my devices apart (default: the request's User-Agent).",
  })
  @IsOptional()
  userAgent?: string | null;
}
