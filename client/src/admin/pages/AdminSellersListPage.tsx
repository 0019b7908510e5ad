import { Alert, Button, Group, SegmentedControl, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';

import type { AdminPartnerFieldsFragment, PartnerStatus, VerificationStanding } from '../../gql/graphql';
import { useAdminPartnersQuery } from '../../gql/hooks';
import { errorDetails } from '../../shared/error-messages';
import { LoadMore } from '../../shared/components/LoadMore';
import { PageHeader } from '../../shared/components/PageHeader';
import { keptPages } from '../../shared/kept-results';
import { useUrlParams, withParam } from '../../shared/use-url-params';
import { MarketplaceSettingsPanel } from '../components/MarketplaceSettingsPanel';
import { PartnerHistoryDrawer } from '../components/PartnerHistoryDrawer';
import { PartnersList } from '../components/PartnersList';
import { SuspendPartnerModal } from '../components/SuspendPartnerModal';
import { useAdminPartnerEvents } from '../use-admin-partner-events';
import { SearchInput } from '../../shared/components/SearchInput';

const statuses = ['PENDING', 'APPROVED', 'SUSPENDED', 'ALL'] as const;
type StatusChoice = (typeof statuses)[number];
const statusLabels: Record<StatusChoice, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  SUSPENDED: 'Suspended',
  ALL: 'All',
};

const standings: { value: VerificationStanding; label: string }[] = [
  { value: 'VERIFIED', label: 'Verified' },
  { value: 'PENDING_REVIEW', label: 'Verification to review' },
  { value: 'NOT_VERIFIED', label: 'Not verified' },
  { value: 'EXPIRED', label: 'Verification expired' },
];

/**
 * Sellers: the marketplace settings, and every partner by status, verification and name (all
 * kept in the URL).
 */
export function AdminSellersListPage() {
  const [params, writeParams] = useUrlParams();
  const statusParam = params.get('status') as StatusChoice | null;
  const status: StatusChoice = statusParam && statuses.includes(statusParam) ? statusParam : 'PENDING';
  const standingParam = params.get('verification');
  const standing = standings.find((choice) => choice.value === standingParam) ?? null;
  const [text, setText] = useState(params.get('q') ?? '');
  const [debounced] = useDebouncedValue(text.trim(), 300);

  useEffect(() => {
    writeParams((latest) => withParam(latest, 'q', debounced), { replace: true });
  }, [debounced, writeParams]);

  const filter = {
    ...(status === 'ALL' ? {} : { statuses: [status as PartnerStatus] }),
    ...(debounced ? { text: debounced } : {}),
    ...(standing ? { verification: standing.value } : {}),
  };
  const { data, previousData, loading, error, refetch, fetchMore } = useAdminPartnersQuery({
    variables: { filter, first: 50 },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  // changes show in place (the cache); sign-ups wait for a click, so no row moves under the pointer
  const [signUps, setSignUps] = useState(0);
  const showSignUps = () => {
    setSignUps(0);
    void refetch().catch(() => undefined);
  };
  useAdminPartnerEvents(true, (event) => {
    if (!event) showSignUps();
    else if (event.type === 'CREATED') setSignUps((count) => count + 1);
  });
  const [suspending, setSuspending] = useState<AdminPartnerFieldsFragment | null>(null);
  const [history, setHistory] = useState<AdminPartnerFieldsFragment | null>(null);
  const { connection, firstLoad, busy, hasMore, endCursor } = keptPages(
    { data, previousData, loading },
    (answer) => answer.adminPartners,
  );
  const rows = connection?.edges.map(({ node }) => node) ?? [];

  return (
    <Stack gap="md" p="md">
      <PageHeader title="Sellers" description="Every partner business: approve, suspend or reinstate." />
      <MarketplaceSettingsPanel />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput
          label="Search by business name"
          type="search"
          placeholder="e.g. Ikeja Blocks"
          value={text}
          onChange={setText}
          w={{ base: '100%', sm: 320 }}
        />
        <SegmentedControl
          aria-label="Filter by status"
          value={status}
          onChange={(value) =>
            writeParams((latest) => withParam(latest, 'status', value === 'PENDING' ? null : value), {
              replace: true,
            })
          }
          data={statuses.map((value) => ({ value, label: statusLabels[value] }))}
          // four choices fit a phone's width when they share it
          fullWidth
          w={{ base: '100%', sm: 'auto' }}
          styles={{ label: { paddingInline: 8 } }}
        />
        <Select
          label="Verification"
          placeholder="Any"
          data={standings}
          value={standing?.value ?? null}
          onChange={(value) =>
            writeParams((latest) => withParam(latest, 'verification', value), { replace: true })
          }
          clearable
          allowDeselect
          w={{ base: '100%', sm: 220 }}
        />
      </Group>
      {signUps > 0 && (
        <Button variant="light" color="orange" w="fit-content" onClick={showSignUps}>
          {signUps === 1 ? '1 new partner signed up: show' : `${signUps} new partners signed up: show`}
        </Button>
      )}
      {error && (
        <Alert color="red" role="alert">
          {errorDetails(error)[0]?.message}
        </Alert>
      )}
      {firstLoad ? (
        <Skeleton role="status" height={160} aria-label="Loading sellers" />
      ) : rows.length === 0 ? (
        <Text c="dimmed" role="status">
          {standing
            ? `No ${status === 'ALL' ? '' : `${statusLabels[status].toLowerCase()} `}partner matches “${standing.label}”${debounced ? ` and “${debounced}”` : ''}. Choose another verification, or Any.`
            : debounced
              ? `No partner's name contains “${debounced}”${status === 'ALL' ? '' : ` among the ${statusLabels[status].toLowerCase()} ones`}. Check the spelling, or choose All.`
              : status === 'PENDING'
                ? 'No partner is waiting for approval. New sign-ups appear here, live.'
                : `No ${statusLabels[status].toLowerCase()} partners.`}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {connection?.totalCount === 1 ? '1 partner' : `${connection?.totalCount ?? 0} partners`}
          </Text>
          <div {...busy}>
            <PartnersList partners={rows} onSuspend={setSuspending} onHistory={setHistory} />
          </div>
          <LoadMore
            hasMore={hasMore}
            loading={loading}
            onLoadMore={() =>
              void fetchMore({
                variables: { after: endCursor },
                updateQuery: (previous, { fetchMoreResult }) => ({
                  ...fetchMoreResult,
                  adminPartners: {
                    ...fetchMoreResult.adminPartners,
                    edges: [...previous.adminPartners.edges, ...fetchMoreResult.adminPartners.edges],
                  },
                }),
              })
            }
          />
        </>
      )}
      <SuspendPartnerModal partner={suspending} onClose={() => setSuspending(null)} />
      <PartnerHistoryDrawer partner={history} onClose={() => setHistory(null)} />
    </Stack>
  );
}
