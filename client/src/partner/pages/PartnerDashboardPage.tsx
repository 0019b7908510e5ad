import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { lazy, Suspense } from 'react';

import type { PartnerDashboardQuery } from '../../gql/graphql';
import { useMyPartnerQuery, usePartnerDashboardQuery } from '../../gql/hooks';
import { PreloadLink } from '../../shared/components/PreloadLink';
import { PageHeader } from '../../shared/components/PageHeader';
import { formatTotal } from '../../shared/format';
import { PartnerOrderCards } from '../../order/components/PartnerOrderCards';
import { DashboardStatCard } from '../components/DashboardStatCard';

/** recharts is large: the chart comes in its own chunk, after the figures. */
const ResponsesChart = lazy(() =>
  import('../components/ResponsesChart').then((module) => ({ default: module.ResponsesChart })),
);

type Figures = PartnerDashboardQuery['partnerDashboard'];

/** A count with the reader's digit grouping ("12,480"). */
function count(value: number): string {
  return value.toLocaleString();
}

function statCards(figures: Figures) {
  const accepted = figures.acceptedQuoteValue;
  return [
    {
      label: 'Matching open wires',
      // above a thousand the server estimates rather than counts
      value: `${figures.matchingOpenWiresIsEstimate ? 'About ' : ''}${count(figures.matchingOpenWires)}`,
      note: 'Open requests in your categories and area',
    },
    {
      label: 'Responses sent',
      value: count(figures.responsesSent),
      note: `${count(figures.responsesAccepted)} accepted`,
    },
    {
      label: 'Acceptance rate',
      // no rate before the first response: "0%" would read as every response refused
      value: figures.responsesSent ? `${Math.round(figures.acceptanceRate * 100)}%` : '—',
      note: figures.responsesSent ? 'Of the responses you sent' : 'No responses yet',
    },
    {
      label: 'Accepted quotes',
      value: accepted.length
        ? accepted.map((money) => formatTotal(money.amount, money.currency)).join(' · ')
        : '—',
      note: 'Total value of accepted quotes',
    },
    {
      label: 'Products',
      value: count(figures.products),
      note: `${count(figures.visibleProducts)} visible in the catalogue`,
    },
    {
      label: 'Property listings',
      value: count(figures.listings),
      note: `${count(figures.activeListings)} active`,
    },
  ];
}

function GettingStarted() {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="getting-started">
      <Title order={2} fz="h4" id="getting-started" mb="xs">
        Get started
      </Title>
      <Text size="sm" mb="xs">
        Your figures fill in as you work. To be ready for your first request:
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>
          Complete your{' '}
          <Anchor component={PreloadLink} to="/partners/profile" inherit>
            business profile
          </Anchor>{' '}
          and service area.
        </List.Item>
        <List.Item>
          Add{' '}
          <Anchor component={PreloadLink} to="/partners/products" inherit>
            products
          </Anchor>{' '}
          or{' '}
          <Anchor component={PreloadLink} to="/partners/properties" inherit>
            property listings
          </Anchor>{' '}
          to offer in your quotes.
        </List.Item>
        <List.Item>Answer matching wires from your wireboard.</List.Item>
      </List>
    </Paper>
  );
}

export function PartnerDashboardPage() {
  const { data: partnerData, loading: partnerLoading } = useMyPartnerQuery();
  const { data, loading } = usePartnerDashboardQuery({ fetchPolicy: 'cache-and-network' });
  const partner = partnerData?.myPartner;
  const figures = data?.partnerDashboard;
  const isNew = figures && figures.responsesSent === 0 && figures.products === 0 && figures.listings === 0;
  const quietWeeks = figures?.responsesPerWeek.every((week) => week.sent === 0) ?? true;
  return (
    <Stack gap="lg" p="md">
      <PageHeader
        title={partner ? partner.businessName : 'Partner dashboard'}
        description="Your requests, responses and catalogue at a glance."
      />
      {partnerLoading && !partnerData && <Skeleton height={60} />}
      {partner?.status === 'PENDING' && (
        <Alert color="blue" title="Waiting for approval">
          An admin is reviewing your business. You are emailed when you are approved; then matching wires
          appear on your wireboard, live.
        </Alert>
      )}
      {/* a suspension is told by PartnerStatusBanner, above every partner page */}
      {!figures && loading ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} role="status" aria-label="Loading your figures">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={104} radius="md" />
          ))}
        </SimpleGrid>
      ) : (
        figures && (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            {statCards(figures).map((card) => (
              <DashboardStatCard key={card.label} label={card.label} value={card.value} note={card.note} />
            ))}
          </SimpleGrid>
        )
      )}
      <PartnerOrderCards />
      {isNew && <GettingStarted />}
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="responses-per-week">
        <Title order={2} fz="h4" id="responses-per-week" mb="sm">
          Responses per week
        </Title>
        {!figures ? (
          <Skeleton height={240} />
        ) : quietWeeks ? (
          <Text size="sm" c="dimmed">
            No responses in the last 12 weeks. Answer a wire from your wireboard and each week’s responses,
            sent and accepted, appear here.
          </Text>
        ) : (
          <Suspense fallback={<Skeleton height={240} />}>
            <ResponsesChart weeks={figures.responsesPerWeek} />
          </Suspense>
        )}
      </Paper>
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
        <Button component={PreloadLink} to="/partners/orders" variant="light">
          Orders
        </Button>
      </Group>
    </Stack>
  );
}
