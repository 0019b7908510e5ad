import { Alert, Button, Container, Group, Stack, Title } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';

import { Logo } from '../../shared/components/Logo';
import { PreloadLink } from '../../shared/components/PreloadLink';

export function MembersEmailPage() {
  const [params] = useSearchParams();
  const hasToken = Boolean(params.get('token'));
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Logo />
        <Title order={1} fz="h2">
          Sign in with an email link
        </Title>
        <Alert
          color="blue"
          variant="light"
          title="Not yet available"
          icon={<IconMailOpened size={18} aria-hidden="true" />}
        >
          {hasToken
            ? 'Email sign-in links are not active yet, so this link cannot sign you in. Sign in with your email and password instead.'
            : 'This page signs you in from the link in a BuildWire email. Email links are not active yet: sign in with your email and password instead.'}
        </Alert>
        <Group>
          <Button component={PreloadLink} to="/wires/login">
            Sign in with a password
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
