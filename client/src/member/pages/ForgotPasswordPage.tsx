import { Anchor } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';

import { PreloadLink } from '../../shared/components/PreloadLink';
import { AccountCardPage, BelowCardNote } from '../components/AccountCardPage';
import { EmailLinkRequestForm } from '../components/EmailLinkRequestForm';

export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  return (
    <AccountCardPage
      title="Forgot your password?"
      intro="Enter the email address of your account. We will email you a link to choose a new password; it works once, for 30 minutes, and signs you out everywhere else."
      below={
        <BelowCardNote>
          Remembered it?{' '}
          <Anchor component={PreloadLink} to="/wires/login">
            Sign in
          </Anchor>{' '}
          ·{' '}
          <Anchor component={PreloadLink} to="/partners/login">
            Partner sign in
          </Anchor>
        </BelowCardNote>
      }
    >
      <EmailLinkRequestForm kind="reset" initialEmail={params.get('email') ?? ''} />
    </AccountCardPage>
  );
}
