import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';

import type { AdminReportsQuery, ReportAction, ReportStatus, ReportSubjectType } from '../../gql/graphql';
import { useAdminReportsQuery, useHandleReportMutation } from '../../gql/hooks';
import { FormErrorAlert } from '../../shared/components/FormErrorAlert';
import { LoadMore } from '../../shared/components/LoadMore';
import { PageHeader } from '../../shared/components/PageHeader';
import { errorDetails } from '../../shared/error-messages';
import { keptPages } from '../../shared/kept-results';
import { useReasonForm } from '../../shared/use-reason-form';
import { useUrlParams, withParam } from '../../shared/use-url-params';

type ReportNode = AdminReportsQuery['reports']['edges'][number]['node'];

const statuses = ['OPEN', 'DISMISSED', 'ACTIONED'] as const satisfies readonly ReportStatus[];
const statusLabels: Record<ReportStatus, string> = {
  OPEN: 'Open',
  DISMISSED: 'Dismissed',
  ACTIONED: 'Actioned',
};

const typeLabels: Record<ReportSubjectType, string> = {
  WIRE: 'Wire',
  PRODUCT: 'Product',
  LISTING: 'Listing',
  REVIEW: 'Review',
  PARTNER: 'Partner',
  CONVERSATION: 'Conversation',
};

const actionLabels: Record<ReportAction, string> = {
  DISMISS: 'Dismiss',
  HIDE: 'Hide',
  WARN: 'Warn owner',
  SUSPEND: 'Suspend account',
};

const doneLabels: Record<ReportAction, string> = {
  DISMISS: 'Report dismissed.',
  HIDE: 'Hidden; the owner is told why.',
  WARN: 'The owner is warned.',
  SUSPEND: 'The account is suspended.',
};

const RULE_LABEL: Record<NonNullable<ReportNode['rule']>, string> = {
  NEW_ACCOUNT_BURST: 'a new account posting many wires',
  BLOCKED_WORDS: 'blocked words',
  QUOTES_WITHDRAWN: 'quotes mostly withdrawn',
};

function who(person: ReportNode['reporter']): string {
  return person ? `${person.displayName || person.email} (${person.email})` : 'Automatic flag';
}

/** The trust and safety queue: every report, oldest first, with the admin's actions. */
export function AdminReportsPage() {
  const [params, writeParams] = useUrlParams();
  const statusParam = params.get('status') as ReportStatus | null;
  const status: ReportStatus = statusParam && statuses.includes(statusParam as never) ? statusParam : 'OPEN';
  const { data, previousData, loading, error, fetchMore } = useAdminReportsQuery({
    variables: { filter: { status }, first: 20 },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { connection, firstLoad, busy, hasMore, endCursor } = keptPages(
    { data, previousData, loading },
    (answer) => answer.reports,
  );
  const rows = connection?.edges.map(({ node }) => node) ?? [];
  const [acting, setActing] = useState<{ report: ReportNode; action: ReportAction } | null>(null);

  return (
    <Stack gap="md" p="md">
      <PageHeader
        title="Reports"
        description="Every report and automatic flag, oldest first: dismiss, hide, warn or suspend."
      />
      <SegmentedControl
        aria-label="Filter by status"
        value={status}
        onChange={(value) =>
          writeParams((latest) => withParam(latest, 'status', value === 'OPEN' ? null : value), {
            replace: true,
          })
        }
        data={statuses.map((value) => ({ value, label: statusLabels[value] }))}
        w={{ base: '100%', sm: 'fit-content' }}
      />
      {error && (
        <Alert color="red" role="alert">
          {errorDetails(error)[0]?.message}
        </Alert>
      )}
      {firstLoad ? (
        <Skeleton role="status" height={160} aria-label="Loading reports" />
      ) : rows.length === 0 ? (
        <Text c="dimmed" role="status">
          {status === 'OPEN'
            ? 'Nothing to review: no report is open. New reports from members appear here.'
            : `No ${statusLabels[status].toLowerCase()} reports yet. Handled reports move here from Open.`}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {connection?.totalCount === 1 ? '1 report' : `${connection?.totalCount ?? 0} reports`}
          </Text>
          <Stack gap="sm" {...busy}>
            {rows.map((report) => (
              <ReportCard key={report.id} report={report} onAct={(action) => setActing({ report, action })} />
            ))}
          </Stack>
          <LoadMore
            hasMore={hasMore}
            loading={loading}
            onLoadMore={() =>
              void fetchMore({
                variables: { after: endCursor },
                updateQuery: (previous, { fetchMoreResult }) => ({
                  ...fetchMoreResult,
                  reports: {
                    ...fetchMoreResult.reports,
                    edges: [...previous.reports.edges, ...fetchMoreResult.reports.edges],
                  },
                }),
              })
            }
          />
        </>
      )}
      <ActionModal acting={acting} onClose={() => setActing(null)} />
    </Stack>
  );
}

function ReportCard({ report, onAct }: { report: ReportNode; onAct: (action: ReportAction) => void }) {
  const history = report.ownerHistory;
  return (
    <Card withBorder component="article" aria-label={`Report of ${report.title}`}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light">{typeLabels[report.subjectType]}</Badge>
          <Text fw={600}>{report.title}</Text>
          <Text size="sm" c="dimmed">
            {new Date(report.createdAt).toLocaleString()}
          </Text>
        </Group>
        {report.excerpt && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {report.excerpt}
          </Text>
        )}
        <Text size="sm">
          <strong>Reason:</strong> {report.reason}
        </Text>
        <Text size="sm">
          <strong>Reported by:</strong>{' '}
          {report.rule ? `Automatic flag: ${RULE_LABEL[report.rule]}` : who(report.reporter)}
        </Text>
        <Text size="sm">
          <strong>Owner:</strong> {report.owner ? who(report.owner) : 'none left'}
          {report.owner &&
            ` · ${history.reportCount} earlier ${history.reportCount === 1 ? 'report' : 'reports'}, ${history.actionedCount} acted on`}
        </Text>
        {report.status === 'OPEN' ? (
          <Group gap="xs" wrap="wrap" mt={4}>
            <Button size="xs" variant="default" onClick={() => onAct('DISMISS')}>
              Dismiss
            </Button>
            {report.subjectType === 'REVIEW' && (
              <Button size="xs" variant="default" onClick={() => onAct('HIDE')}>
                Hide
              </Button>
            )}
            <Button size="xs" variant="default" onClick={() => onAct('WARN')} disabled={!report.owner}>
              Warn owner
            </Button>
            <Button size="xs" variant="default" onClick={() => onAct('SUSPEND')} disabled={!report.owner}>
              Suspend account
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {report.action ? actionLabels[report.action] : statusLabels[report.status]}
            {report.actionReason ? `: ${report.actionReason}` : ''}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function ActionModal({
  acting,
  onClose,
}: {
  acting: { report: ReportNode; action: ReportAction } | null;
  onClose: () => void;
}) {
  const [handle, { loading }] = useHandleReportMutation({
    refetchQueries: ['AdminReports', 'OpenReportCount'],
  });
  const { reason, setReason, reasonError, setReasonError, formError, reset, fail } = useReasonForm();
  const needsReason = acting?.action !== 'DISMISS';
  const close = () => {
    reset();
    onClose();
  };
  return (
    <Modal
      opened={acting !== null}
      onClose={close}
      title={acting ? `${actionLabels[acting.action]}: ${acting.report.title}` : ''}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!acting) return;
          if (needsReason && !reason.trim()) {
            setReasonError('Give the reason; the owner is shown it.');
            return;
          }
          handle({
            variables: {
              input: { id: acting.report.id, action: acting.action, reason: reason.trim() || null },
            },
          })
            .then(() => {
              notifications.show({ color: 'green', message: doneLabels[acting.action] });
              close();
            })
            .catch(fail);
        }}
      >
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <Textarea
            label="Reason"
            description={
              needsReason
                ? 'The owner is shown it; it is kept in the audit log.'
                : 'Optional; kept in the audit log.'
            }
            required={needsReason}
            rows={3}
            maxLength={1000}
            value={reason}
            error={reasonError}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color={acting?.action === 'DISMISS' ? 'blue.8' : 'red.8'} loading={loading}>
              {acting ? actionLabels[acting.action] : ''}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
