import { Skeleton, Stack, Text, Timeline } from '@mantine/core';

import type { AuditLogFilter } from '../../gql/graphql';
import { useAuditTrailQuery } from '../../gql/hooks';
import { FormErrorAlert } from '../../shared/components/FormErrorAlert';
import { LoadMore } from '../../shared/components/LoadMore';
import { appendPage } from '../../shared/live/connection';
import { auditActionLabel } from './member-labels';
import { refusal } from './use-member-actions';

type AuditTrailProps = {
  filter: AuditLogFilter;
  /** Said when there is nothing yet. */
  empty: string;
  /** Whether each entry names the record it was about (for "actions by this admin"). */
  showSubject?: boolean;
  /** Entries per page. */
  pageSize?: number;
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A field name as words: `hasPassword` → "Has password". */
const fieldWords = (field: string) => capitalised(field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase());

/** An enum value as words (`UNDER_OFFER` → "Under offer"); any other value as it is; none: "—". */
const valueWords = (value: string | null) =>
  value === null
    ? '—'
    : /^[A-Z][A-Z_]+$/.test(value)
      ? capitalised(value.replace(/_/g, ' ').toLowerCase())
      : value;

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Changes that are refusals of someone, where a missing reason is worth saying. */
const NEEDS_REASON = /\.(suspended|disabled|removed|deleted)$/;

/**
 * The audit log of one record, or of one admin's actions, newest first: what was done, by whom,
 * when, each changed field before → after, and the reason. The one audit view of the admin pages
 * (a wire's drawer, a partner's history, an account's history).
 */
export function AuditTrail({ filter, empty, showSubject = false, pageSize = 10 }: AuditTrailProps) {
  const { data, loading, error, fetchMore } = useAuditTrailQuery({
    variables: { filter, first: pageSize },
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
      <Timeline bulletSize={12} lineWidth={2} aria-label="History, newest first">
        {connection.edges.map(({ node }) => (
          <Timeline.Item key={node.id} title={auditActionLabel(node.action, showSubject)}>
            <Text size="xs" c="dimmed">
              <time dateTime={node.createdAt}>{when(node.createdAt)}</time> · by{' '}
              {node.actor ? node.actor.displayName || node.actor.email : 'the system'}
              {showSubject && ` · ${node.subjectType.toLowerCase()} ${node.subjectId.slice(0, 8)}`}
            </Text>
            {node.changes.map((change) => (
              <Text key={change.field} size="sm">
                {fieldWords(change.field)}: {valueWords(change.before)} → {valueWords(change.after)}
              </Text>
            ))}
            {node.reason ? (
              <Text size="sm">Reason: {node.reason}</Text>
            ) : (
              NEEDS_REASON.test(node.action) && (
                <Text size="sm" c="dimmed" fs="italic">
                  No reason recorded
                </Text>
              )
            )}
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
