import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { useMyPartnerQuery } from '../../gql/hooks';
import { PageSkeleton } from '../../shared/components/PageSkeleton';
import { PreloadLink } from '../../shared/components/PreloadLink';

/** The approved-partner guard: only an APPROVED partner sees the page; the server checks again. */
export function ApprovedPartnerCheck({ children }: { children: ReactNode }) {
  const { data, loading } = useMyPartnerQuery();
  if (loading && !data) return <PageSkeleton />;
  const partner = data?.myPartner;
  if (partner?.status === 'APPROVED') return children;
  const why =
    partner?.status === 'SUSPENDED'
      ? `Your partner account is suspended${partner.statusReason ? `: ${partner.statusReason}` : '.'} Contact support to be reinstated.`
      : 'Your business is waiting for approval. An admin reviews new partners and emails you; then matching wires appear here, live.';
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1} fz="h2">
          Partner wireboard
        </Title>
        <Alert
          color={partner?.status === 'SUSPENDED' ? 'red' : 'blue'}
          icon={<IconInfoCircle size={18} aria-hidden="true" />}
        >
          {why}
        </Alert>
        <Button component={PreloadLink} to="/partners/dashboard" variant="light" w="fit-content">
          Go to your dashboard
        </Button>
      </Stack>
    </Container>
  );
}
