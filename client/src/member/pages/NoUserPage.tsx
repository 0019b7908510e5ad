import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';

import { PreloadLink } from '../../shared/components/PreloadLink';
import { PendingIdentityNotice } from '../components/PendingIdentityNotice';
import { BarePage } from '../components/BarePage';
import { EmailLinkRequestForm } from '../components/EmailLinkRequestForm';

export function NoUserPage() {
  const [params] = useSearchParams();
  const email = (params.get('email') ?? '').trim().slice(0, 254);
  const withEmail = email ? `&email=${encodeURIComponent(email)}` : '';
  return (
    <BarePage
      title="No BuildWire account for this sign-in"
      icon={<IconUserQuestion size={30} aria-hidden="true" />}
    >
      <PendingIdentityNotice />
      <Text style={{ overflowWrap: 'anywhere' }}>
        {email ? (
          <>
            No BuildWire account uses <strong>{email}</strong>.
          </>
        ) : (
          'We could not find a BuildWire account for the address you used.'
        )}{' '}
        Create one in a minute: buyers post requests for free, and businesses can apply to become partners.
      </Text>
      <Stack gap="sm">
        <Button component={PreloadLink} to={`/wires/login?tab=signup${withEmail}`} fullWidth>
          Create a buyer account
        </Button>
        <Button
          component={PreloadLink}
          to={`/partners/signup${email ? `?email=${encodeURIComponent(email)}` : ''}`}
          variant="light"
          color="blue"
          fullWidth
        >
          Become a partner
        </Button>
      </Stack>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Text fw={600}>Have an account under another address?</Text>
          <EmailLinkRequestForm kind="signIn" submitLabel="Email me a sign-in link" />
        </Stack>
      </Paper>
    </BarePage>
  );
}
