import { Skeleton, Stack, Text, Timeline } from '@mantine/core';

import type { AuditLogFilter } from '../../gql/graphql';
import { useMemberAuditQuery } from '../../gql/hooks';
import { FormErrorAlert } from '../../shared/components/FormErrorAlert';
import { LoadMore } from '../../shared/components/LoadMore';
import { appendPage } from '../../shared/live/connection';
import { auditActionLabel } from './member-labels';
import { refusal } from './use-member-actions';

type MemberAuditListProps = {
  filter: AuditLogFilter;
  /** Said when there is nothing yet. */
  empty: string;
  /** Whether each entry names the account it was about (for "actions by this admin"). */
  showSubject?: boolean;
};

const PAGE = 10;

/** Audit entries, newest first: what was done, by whom, when, the changes and the reason. */
export function MemberAuditList({ filter, empty, showSubject = false }: MemberAuditListProps) {
  const { data, loading, error, fetchMore } = useMemberAuditQuery({
    variables: { filter, first: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  if (error) return <FormErrorAlert message={refusal(error)} />;
  if (!data) return <Skeleton role="status" aria-label="Loading history" height={80} />;
  const connection = data.auditLog;
  if (connection.edges.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  return (
    <Stack gap="xs">
      <Timeline bulletSize={12} lineWidth={2}>
        {connection.edges.map(({ node }) => (
          <Timeline.Item key={node.id} title={auditActionLabel(node.action, showSubject)}>
            <Text size="xs" c="dimmed">
              {new Date(node.createdAt).toLocaleString()} · by{' '}
              {node.actor ? node.actor.displayName || node.actor.email : 'the system'}
              {showSubject && ` · ${node.subjectType.toLowerCase()} ${node.subjectId.slice(0, 8)}`}
            </Text>
            {node.changes.map((change) => (
              <Text key={change.field} size="sm">
                {change.field}: {change.before ?? '—'} → {change.after ?? '—'}
              </Text>
            ))}
            {node.reason && <Text size="sm">Reason: {node.reason}</Text>}
          </Timeline.Item>
        ))}
      </Timeline>
      <LoadMore
        hasMore={connection.pageInfo.hasNextPage}
        loading={loading}
        label="Older entries"
        onLoadMore={() =>
          void fetchMore({
            variables: { after: connection.pageInfo.endCursor },
            updateQuery: (previous, { fetchMoreResult }) => ({
              ...fetchMoreResult,
              auditLog: appendPage(previous.auditLog, fetchMoreResult.auditLog),
            }),
          })
        }
      />
    </Stack>
  );
}
