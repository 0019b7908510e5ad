import { Alert, Drawer, Skeleton, Stack, Text, Timeline } from '@mantine/core';

import { usePartnerHistoryQuery } from '../../gql/hooks';
import { errorDetails } from '../../shared/error-messages';
import { LoadMore } from '../../shared/components/LoadMore';

type PartnerHistoryDrawerProps = {
  partner: { id: string; businessName: string } | null;
  onClose: () => void;
};

const actionLabels: Record<string, string> = {
  'partner.approved': 'Approved',
  'partner.suspended': 'Suspended',
  'partner.reinstated': 'Reinstated',
};

const statusWords: Record<string, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  SUSPENDED: 'Suspended',
};
const word = (value: string | null) => (value ? (statusWords[value] ?? value) : '—');

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A partner's status history from the audit log: when, who, from → to, and the reason. */
export function PartnerHistoryDrawer({ partner, onClose }: PartnerHistoryDrawerProps) {
  const { data, loading, error, fetchMore } = usePartnerHistoryQuery({
    variables: { partnerId: partner?.id ?? '', first: 20 },
    skip: !partner,
    fetchPolicy: 'cache-and-network',
  });
  const log = data?.auditLog;
  return (
    <Drawer
      opened={partner !== null}
      onClose={onClose}
      position="right"
      title={partner ? `History of ${partner.businessName}` : ''}
    >
      {error && (
        <Alert color="red" role="alert">
          {errorDetails(error)[0]?.message}
        </Alert>
      )}
      {!log && loading && <Skeleton role="status" aria-label="Loading the history" height={120} />}
      {log && log.edges.length === 0 && (
        <Text c="dimmed">
          No status changes yet. Approving, suspending or reinstating this partner is recorded here.
        </Text>
      )}
      {log && log.edges.length > 0 && (
        <Stack gap="md">
          <Timeline bulletSize={14} lineWidth={2} aria-label="Status changes, newest first">
            {log.edges.map(({ node }) => {
              const status = node.changes.find((change) => change.field === 'status');
              return (
                <Timeline.Item key={node.id} title={actionLabels[node.action] ?? node.action}>
                  <Text size="sm">{status ? `${word(status.before)} → ${word(status.after)}` : null}</Text>
                  <Text size="sm">
                    {node.actor ? `By ${node.actor.displayName ?? node.actor.email}` : 'By the system'}
                  </Text>
                  {node.reason ? (
                    <Text size="sm">Reason: {node.reason}</Text>
                  ) : (
                    node.action === 'partner.suspended' && (
                      <Text size="sm" c="dimmed" fs="italic">
                        No reason recorded
                      </Text>
                    )
                  )}
                  <Text size="xs" c="dimmed">
                    <time dateTime={node.createdAt}>{when(node.createdAt)}</time>
                  </Text>
                </Timeline.Item>
              );
            })}
          </Timeline>
          <LoadMore
            hasMore={log.pageInfo.hasNextPage}
            loading={loading}
            onLoadMore={() =>
              void fetchMore({
                variables: { after: log.pageInfo.endCursor },
                updateQuery: (previous, { fetchMoreResult }) => ({
                  ...fetchMoreResult,
                  auditLog: {
                    ...fetchMoreResult.auditLog,
                    edges: [...previous.auditLog.edges, ...fetchMoreResult.auditLog.edges],
                  },
                }),
              })
            }
          />
        </Stack>
      )}
    </Drawer>
  );
}
