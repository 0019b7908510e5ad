import { Anchor, Button, Group, Stack } from '@mantine/core';
import { IconKey, IconMail } from '@tabler/icons-react';
import { useState } from 'react';

import type { Role } from '../../gql/graphql';
import { PreloadLink } from '../../shared/components/PreloadLink';
import { EmailLinkRequestForm } from './EmailLinkRequestForm';
import { SignInForm, type SignedInMember } from './SignInForm';

type SignInChoiceProps = {
  requireRole?: Role;
  submitLabel?: string;
  onSignedIn: (member: SignedInMember) => void | Promise<void>;
  /** Where an emailed sign-in link leads after signing in. */
  returnTo?: string;
  /** Offer "Email me a sign-in link" besides the password (off where only passwords make sense). */
  emailLink?: boolean;
};

/**
 * Every password sign-in: the password form with a "Forgot password?" link, and (optionally) the
 * choice of an emailed sign-in link instead. One email field at a time.
 */
export function SignInChoice({
  requireRole,
  submitLabel,
  onSignedIn,
  returnTo,
  emailLink = true,
}: SignInChoiceProps) {
  const [mode, setMode] = useState<'password' | 'link'>('password');
  if (mode === 'link') {
    return (
      <Stack gap="sm">
        <EmailLinkRequestForm kind="signIn" returnTo={returnTo} />
        <Button
          variant="subtle"
          size="sm"
          leftSection={<IconKey size={16} aria-hidden="true" />}
          onClick={() => setMode('password')}
        >
          Use my password instead
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <SignInForm requireRole={requireRole} submitLabel={submitLabel} onSignedIn={onSignedIn} />
      <Group justify={emailLink ? 'space-between' : 'flex-end'} gap="xs" wrap="wrap">
        {emailLink && (
          <Button
            variant="subtle"
            size="compact-sm"
            px={4}
            leftSection={<IconMail size={16} aria-hidden="true" />}
            onClick={() => setMode('link')}
          >
            Email me a sign-in link
          </Button>
        )}
        <Anchor component={PreloadLink} to="/forgotPassword" size="sm">
          Forgot password?
        </Anchor>
      </Group>
    </Stack>
  );
}
