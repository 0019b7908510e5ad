import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { useMyPartnerQuery } from '../../gql/hooks';
import { PageSkeleton } from '../../shared/components/PageSkeleton';
import { PreloadLink } from '../../shared/components/PreloadLink';

/**
 * The approved-partner guard: only an APPROVED partner sees the page; the server checks again.
 * It reads the cached `myPartner`, which PartnerStatusBanner keeps live: an approval unlocks the
 * page at once, a suspension locks it (the banner above gives the reason).
 */
export function ApprovedPartnerCheck({ children }: { children: ReactNode }) {
  const { data, loading } = useMyPartnerQuery();
  if (loading && !data) return <PageSkeleton />;
  const partner = data?.myPartner;
  if (partner?.status === 'APPROVED') return children;
  const suspended = partner?.status === 'SUSPENDED';
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1} fz="h2">
          Partner wireboard
        </Title>
        <Alert
          // a standing notice, not an alarm (the suspension banner above is the alert)
          role="status"
          color={suspended ? 'gray' : 'blue'}
          icon={<IconInfoCircle size={18} aria-hidden="true" />}
        >
          {suspended
            ? 'The wireboard is closed while your account is suspended.'
            : 'Your business is waiting for approval. An admin reviews new partners and emails you; this page opens by itself the moment you are approved.'}
        </Alert>
        <Button component={PreloadLink} to="/partners/dashboard" variant="light" w="fit-content">
          Go to your dashboard
        </Button>
      </Stack>
    </Container>
  );
}
