import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';

import { useMyPartnerQuery, usePartnerDashboardQuery } from '../../gql/hooks';
import { PreloadLink } from '../../shared/components/PreloadLink';
import { PageHeader } from '../../shared/components/PageHeader';

export function PartnerDashboardPage() {
  const { data: partnerData, loading: partnerLoading } = useMyPartnerQuery();
  const { data, loading } = usePartnerDashboardQuery({ fetchPolicy: 'cache-and-network' });
  const partner = partnerData?.myPartner;
  const figures = data?.partnerDashboard;
  const items = figures
    ? [
        { label: 'Matching open wires', value: String(figures.matchingOpenWires) },
        { label: 'Responses sent', value: String(figures.responsesSent) },
        { label: 'Responses accepted', value: String(figures.responsesAccepted) },
        { label: 'Acceptance rate', value: `${Math.round(figures.acceptanceRate * 100)}%` },
      ]
    : [];
  return (
    <Stack gap="lg" p="md">
      <PageHeader title={partner ? partner.businessName : 'Partner dashboard'} />
      {partnerLoading && !partnerData && <Skeleton height={60} />}
      {partner?.status === 'PENDING' && (
        <Alert color="blue" title="Waiting for approval">
          An admin is reviewing your business. You are emailed when you are approved; then matching wires
          appear on your wireboard, live.
        </Alert>
      )}
      {/* a suspension is told by PartnerStatusBanner, above every partner page */}
      {loading && !data ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={88} />
          ))}
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {items.map((item) => (
            <Paper key={item.label} withBorder p="md" radius="md">
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {item.label}
              </Text>
              <Text fz={28} fw={700}>
                {item.value}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <Group>
        {/* a disabled link is still a link to assistive technology: offer a real disabled button */}
        {partner?.status === 'APPROVED' ? (
          <Button component={PreloadLink} to="/partners/wireboard">
            Open your wireboard
          </Button>
        ) : (
          <Button disabled>Open your wireboard</Button>
        )}
        <Button component={PreloadLink} to="/partners/responses" variant="light">
          My responses
        </Button>
      </Group>
    </Stack>
  );
}
