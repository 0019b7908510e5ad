import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';

import { usePartnerProfileQuery } from '../../gql/hooks';
import { PageHeader } from '../../shared/components/PageHeader';
import { PartnerProfileForm } from '../components/PartnerProfileForm';
import { PartnerVerificationSection } from '../components/PartnerVerificationSection';
import { ApiTokensSection } from '../../member/components/ApiTokensSection';
import { WebhooksSection } from '../../member/components/WebhooksSection';
import { LoadFailedAlert } from '../../shared/components/LoadFailedAlert';
import { SavedSearchesSection } from '../../search/components/SavedSearchesSection';

export function PartnerProfilePage() {
  const { data, loading, error, refetch } = usePartnerProfileQuery({ fetchPolicy: 'cache-and-network' });
  const partner = data?.myPartner;
  return (
    <Stack gap="lg" p="md" maw={760}>
      <PageHeader
        title="Business profile"
        description="What buyers see of your business, and the categories and area your wireboard matches."
      />
      {partner?.status === 'PENDING' && (
        <Alert color="blue" title="Waiting for approval">
          An admin is reviewing your business. You can complete your profile meanwhile.
        </Alert>
      )}
      {partner ? (
        <PartnerProfileForm key={partner.id} partner={partner} />
      ) : loading ? (
        <Stack gap="md" aria-busy="true" aria-label="Loading your profile">
          <Skeleton height={36} />
          <Skeleton height={80} />
          <Skeleton height={36} />
          <Skeleton height={200} />
        </Stack>
      ) : (
        <LoadFailedAlert
          title="Your profile could not be loaded"
          error={error}
          fallback={'Your business was not found.'}
          onRetry={() => void refetch()}
        />
      )}
      {partner && (
        <Paper withBorder p="lg" component="section" aria-labelledby="verification-heading" id="verification">
          <Title order={2} fz="h4" id="verification-heading" mb="md">
            Business verification
          </Title>
          <PartnerVerificationSection />
        </Paper>
      )}
      <Paper
        withBorder
        p="lg"
        component="section"
        aria-labelledby="saved-searches-heading"
        id="saved-searches"
      >
        <Title order={2} fz="h4" id="saved-searches-heading" mb={4}>
          Saved searches and alerts
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          Which new wires you hear of, and how often. Your service area search alerts you of every wire you
          can answer; change it or turn it off here.
        </Text>
        <SavedSearchesSection partner />
      </Paper>
      <Paper withBorder p="lg" component="section" aria-labelledby="api-tokens-heading">
        <Title order={2} fz="h4" id="api-tokens-heading" mb="md">
          API tokens
        </Title>
        <ApiTokensSection role="PARTNER" />
      </Paper>
      <Paper withBorder p="lg" component="section" aria-labelledby="webhooks-heading" id="webhooks">
        <Title order={2} fz="h4" id="webhooks-heading" mb="md">
          Webhooks
        </Title>
        <WebhooksSection role="PARTNER" />
      </Paper>
    </Stack>
  );
}
