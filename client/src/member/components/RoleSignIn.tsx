import type { ReactNode } from 'react';

import type { Role } from '../../gql/graphql';
import { AccountCardPage } from './AccountCardPage';
import { SignInChoice } from './SignInChoice';
import type { SignedInMember } from './SignInForm';

type RoleSignInProps = {
  title: string;
  intro: string;
  /** The server refuses accounts without this role. */
  role: Role;
  submitLabel: string;
  onSignedIn: (member: SignedInMember) => void | Promise<void>;
  /** Inside the card above the form, e.g. the social sign-in buttons. */
  aboveForm?: ReactNode;
  /** Below the form, e.g. a way to sign up. */
  children?: ReactNode;
  /** Offer an emailed sign-in link besides the password. */
  emailLink?: boolean;
  /** Where an emailed sign-in link leads after signing in. */
  returnTo?: string;
};

/** The sign-in screen of one area (admin, partners): a heading, a sentence and the sign-in form. */
export function RoleSignIn({
  title,
  intro,
  role,
  submitLabel,
  onSignedIn,
  aboveForm,
  children,
  emailLink = false,
  returnTo,
}: RoleSignInProps) {
  return (
    <AccountCardPage title={title} intro={intro} below={children}>
      {aboveForm}
      <SignInChoice
        requireRole={role}
        submitLabel={submitLabel}
        onSignedIn={onSignedIn}
        emailLink={emailLink}
        returnTo={returnTo}
      />
    </AccountCardPage>
  );
}
