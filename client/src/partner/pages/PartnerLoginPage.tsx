import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { SignInForm } from '../../member/components/SignInForm';
import { safeReturnTo } from '../../session/return-to';
import { PreloadLink } from '../../shared/components/PreloadLink';

export function PartnerLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = safeReturnTo(params.get('returnTo'), '/partners/dashboard');
  return (
    <Container size={460} py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} fz="h2">
            Partner sign in
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            Answer live wires from buyers and manage your catalogue.
          </Text>
        </div>
        <Paper withBorder p="lg" radius="md">
          <SignInForm
            requireRole="PARTNER"
            submitLabel="Sign in as partner"
            onSignedIn={() => navigate(returnTo, { replace: true })}
          />
        </Paper>
        <Text size="sm" c="dimmed" ta="center">
          New to BuildWire?{' '}
          <Anchor component={PreloadLink} to="/partners/signup">
            Become a partner
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
