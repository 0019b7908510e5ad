import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';

import { PreloadLink } from '../../shared/components/PreloadLink';
import { EmailLinkRequestForm } from '../components/EmailLinkRequestForm';

export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  return (
    <Container size={460} py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} fz="h2">
            Forgot your password?
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            Enter the email address of your account. We will email you a link to choose a new password; it
            works once, for 30 minutes, and signs you out everywhere else.
          </Text>
        </div>
        <Paper withBorder p="lg" radius="md">
          <EmailLinkRequestForm kind="reset" initialEmail={params.get('email') ?? ''} />
        </Paper>
        <Text size="sm" c="dimmed" ta="center">
          Remembered it?{' '}
          <Anchor component={PreloadLink} to="/wires/login">
            Sign in
          </Anchor>{' '}
          ·{' '}
          <Anchor component={PreloadLink} to="/partners/login">
            Partner sign in
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
