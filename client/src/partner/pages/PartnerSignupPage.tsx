import { Alert, Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';

import { useViewer } from '../../session/use-viewer';
import { PageSkeleton } from '../../shared/components/PageSkeleton';
import { PreloadLink } from '../../shared/components/PreloadLink';
import { PartnerSignupForm } from '../components/PartnerSignupForm';

export function PartnerSignupPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { viewer, loading } = useViewer();

  if (loading) return <PageSkeleton />;
  if (viewer?.role === 'PARTNER') return <Navigate replace to="/partners/dashboard" />;

  return (
    <Container size={720} py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} fz="h2">
            Become a BuildWire partner
          </Title>
          <Text c="dimmed" mt={4}>
            Tell us about your business and where you serve. An admin reviews new partners, usually within a
            working day; until then you can set up your profile and see your dashboard.
          </Text>
        </div>
        {viewer && (
          <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
            You are signed in as {viewer.email}. A partner account is a separate account: creating one signs
            you in as the new partner.
          </Alert>
        )}
        <Paper withBorder p="lg" radius="md">
          <PartnerSignupForm
            initialEmail={params.get('email') ?? ''}
            onSignedUp={() => navigate('/partners/dashboard', { replace: true })}
          />
        </Paper>
        <Text size="sm" c="dimmed" ta="center">
          Already a partner?{' '}
          <Anchor component={PreloadLink} to="/partners/login">
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
