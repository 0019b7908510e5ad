import { Field, ID, ObjectType } from 'type-graphql';
import { Member } from './member.entity.js';

@ObjectType({ description: 'The start of setting up two-factor sign-in: the secret, shown once.' })
export class TwoFactorSetup {
  @Field(() => String, { description: 'The secret in base32, for typing into an authenticator app.' })
  secret!: string;

  @Field(() => String, { description: 'The otpauth:// URI the QR code holds.' })
  uri!: string;

  @Field(() => String, { description: 'The QR code of `uri`, as an SVG data URL.' })
  qrCodeDataUrl!: string;
}

@ObjectType({ description: 'Single-use recovery codes, shown once; only their hashes are kept.' })
export class TwoFactorRecoveryCodes {
  @Field(() => [String], { description: 'Ten codes; each signs in once in place of an authenticator code.' })
  codes!: string[];
}

@ObjectType({
  description:
    'The answer to a sign-in: a session (member and sessionExpiresAt set), or, when the account has two-factor sign-in, a challenge for `signInWithTwoFactor` and no session.',
})
export class SignInPayload {
  @Field(() => Member, {
    nullable: true,
    description: 'The account signed in; null while a code is still needed.',
  })
  member!: Member | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'When the new session expires unless used (ISO 8601 UTC); null while a code is still needed.',
  })
  sessionExpiresAt!: Date | null;

  @Field(() => Boolean, { description: 'True: no session yet; send a code with `twoFactorChallenge`.' })
  twoFactorRequired!: boolean;

  @Field(() => String, { nullable: true, description: 'Good for 5 minutes, for `signInWithTwoFactor`.' })
  twoFactorChallenge!: string | null;

  @Field(() => Boolean, {
    description:
      'True: signed in, but (REQUIRE_ADMIN_2FA) this admin must set up two-factor sign-in before anything else.',
  })
  twoFactorSetupRequired!: boolean;
}

@ObjectType('SessionInfo', { description: "One of the account's live browser sessions." })
export class SessionInfoType {
  @Field(() => ID, { description: "The session's id, for `revokeSession`." }) id!: string;
  @Field(() => Date, { description: 'When it was signed in (ISO 8601 UTC).' }) createdAt!: Date;
  @Field(() => Date, { description: 'When it was last used (updated at most once an hour).' })
  lastSeenAt!: Date;
  @Field(() => String, { description: 'A summary of the browser, e.g. "Chrome on Linux".' })
  device!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The IP address it signed in from; null when unknown.',
  })
  ip!: string | null;
  @Field(() => Boolean, { description: 'True for the session making this request.' })
  current!: boolean;
}
