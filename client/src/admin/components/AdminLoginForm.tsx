import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';

import { SignInForm } from '../../member/components/SignInForm';
import { usePageMeta } from '../../shared/page-meta';

/** Shown at /admin, and in place of any admin page to someone who is not an admin. */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  usePageMeta('Admin Login', 'Sign in to run the BuildWire marketplace.');
  return (
    <Container size={460} py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} fz="h2">
            Admin Login
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            For the people who run BuildWire.
          </Text>
        </div>
        <Paper withBorder p="lg" radius="md">
          <SignInForm
            requireRole="ADMIN"
            submitLabel="Sign in as admin"
            onSignedIn={async () => {
              // Elsewhere the guard now lets the page through in place.
              if (pathname === '/admin') await navigate('/admin/requestTable', { replace: true });
            }}
          />
        </Paper>
      </Stack>
    </Container>
  );
}
