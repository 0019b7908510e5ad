import { Alert, Button, Group, Pagination, Select, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';

import { useBulkCloseWiresMutation, useBulkRemoveWiresMutation } from '../../gql/hooks';
import { errorDetails } from '../../shared/error-messages';
import { toFormErrors } from '../../shared/form-errors';
import { LiveAnnouncer } from '../../shared/components/LiveAnnouncer';
import { LivePausedNote } from '../../shared/components/LivePausedNote';
import { PageHeader } from '../../shared/components/PageHeader';
import { keptResults } from '../../shared/kept-results';
import { useLiveQuery } from '../../shared/live/use-live-query';
import { BulkReasonModal } from '../components/BulkReasonModal';
import { RequestTable } from '../components/RequestTable';
import { RequestTableFilters } from '../components/RequestTableFilters';
import { WireDetailsDrawer } from '../components/WireDetailsDrawer';
import { requestTableLive } from '../components/request-table-live';
import {
  PAGE_SIZES,
  exportHref,
  filterOf,
  isFiltered,
  orderOf,
  useRequestTableState,
} from '../components/request-table-params';

const SIZE_OPTIONS = PAGE_SIZES.map(String);

export function AdminRequestTablePage() {
  const [state, setState, resetState] = useRequestTableState();
  const [newCount, setNewCount] = useState(0);
  // another view's cached page may miss what changed meanwhile: each view is read again when shown
  // (freshOnChange), and that read lists the new wires
  const update = (change: Parameters<typeof setState>[0]) => {
    setNewCount(0);
    setState(change);
  };
  const reset = () => {
    setNewCount(0);
    resetState();
  };
  const variables = useMemo(
    () => ({ filter: filterOf(state), orderBy: orderOf(state), first: state.size, page: state.page }),
    [state],
  );
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  const { data, previousData, loading, error, paused, refetch } = useLiveQuery(requestTableLive, {
    variables,
    freshOnChange: true,
    // the server sends the wires this filter selects, whatever their status (a row leaving the
    // view changes in place); a new one counts when its status is listed too
    subscriptionVariables: { filter: variables.filter },
    onEvent: ({ type, node }) => {
      if (type === 'CREATED') {
        const { statuses } = variables.filter;
        if (!statuses || statuses.includes(node.status)) setNewCount((n) => n + 1);
      } else setChanged((before) => new Set(before).add(node.id));
    },
  });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState<'close' | 'remove' | null>(null);
  const [reasonError, setReasonError] = useState<string>();
  const [openId, setOpenId] = useState<string | null>(null);
  const [bulkClose, closeState] = useBulkCloseWiresMutation();
  const [bulkRemove, removeState] = useBulkRemoveWiresMutation();

  const { shown, firstLoad, busy } = keptResults({ data, previousData, loading });
  const table = shown?.adminWires;
  const rows = table?.edges.map((edge) => edge.node) ?? [];
  const pages = table ? Math.max(1, Math.ceil(table.totalCount / table.pageSize)) : 1;
  const announcement = newCount ? `${newCount} new ${newCount === 1 ? 'wire' : 'wires'}` : '';

  const showNew = () => {
    setNewCount(0);
    setChanged(new Set());
    void refetch();
  };
  const select = (ids: string[], on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const runBulk = async (reason: string) => {
    const ids = [...selected];
    try {
      const result =
        asking === 'remove'
          ? (await bulkRemove({ variables: { ids, reason } })).data?.bulkRemoveWires
          : (await bulkClose({ variables: { ids, reason } })).data?.bulkCloseWires;
      const changedCount = result?.filter((r) => r.outcome === 'CHANGED').length ?? 0;
      const skipped = (result?.length ?? 0) - changedCount;
      notifications.show({
        color: 'green',
        message: `${asking === 'remove' ? 'Removed' : 'Closed'} ${changedCount} ${changedCount === 1 ? 'request' : 'requests'}${skipped ? `; ${skipped} skipped (already ${asking === 'remove' ? 'removed' : 'not open'})` : ''}.`,
      });
      setAsking(null);
      setSelected(new Set());
      setReasonError(undefined);
      // statuses changed: the view is read again (other views are, when shown)
      void refetch();
    } catch (bulkError) {
      const { fieldErrors, formError } = toFormErrors(bulkError, ['reason']);
      setReasonError(fieldErrors.reason ?? formError);
    }
  };

  return (
    <Stack gap="md" p="md">
      <PageHeader
        title="Requests"
        description="Every wire on the marketplace: filter, sort, close or remove with a reason, export."
        aside={
          <Group gap="sm">
            <LivePausedNote paused={paused} />
            <Button
              component="a"
              href={exportHref(state)}
              download
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Export CSV
            </Button>
          </Group>
        }
      />
      <RequestTableFilters state={state} onChange={update} onReset={reset} />
      <LiveAnnouncer message={announcement} />
      {newCount > 0 && (
        <Alert color="blue" variant="light" p="xs">
          <Group justify="space-between">
            <Text size="sm">
              {newCount} new {newCount === 1 ? 'wire' : 'wires'}
            </Text>
            <Button size="xs" variant="white" onClick={showNew}>
              Show
            </Button>
          </Group>
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert">
          {errorDetails(error)[0]?.message}
        </Alert>
      )}
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {selected.size
              ? `${selected.size} selected`
              : table
                ? `${table.totalCountIsEstimate ? 'About ' : ''}${table.totalCount.toLocaleString()} requests`
                : ''}
          </Text>
          {(
            [
              { action: 'close', label: 'Close', color: 'orange' },
              { action: 'remove', label: 'Remove', color: 'red' },
            ] as const
          ).map(({ action, label, color }) => (
            <Button
              key={action}
              size="xs"
              color={color}
              variant="light"
              disabled={!selected.size}
              onClick={() => setAsking(action)}
            >
              {label}
            </Button>
          ))}
        </Group>
      </Group>
      {firstLoad ? (
        <Stack gap={6} role="status" aria-label="Loading requests">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={36} />
          ))}
        </Stack>
      ) : rows.length === 0 && table ? (
        <Stack align="center" gap="xs" py="xl">
          <Text fw={600}>No requests match these filters</Text>
          <Text size="sm" c="dimmed">
            {isFiltered(state) ? 'Widen the filters, or start again.' : 'No buyer has posted a request yet.'}
          </Text>
          {isFiltered(state) && (
            <Button variant="light" onClick={reset}>
              Reset filters
            </Button>
          )}
        </Stack>
      ) : (
        <div {...busy}>
          <RequestTable
            rows={rows}
            selected={selected}
            onSelect={select}
            sort={state.sort}
            direction={state.direction}
            onSort={(sort, direction) => update({ sort, direction })}
            onOpen={setOpenId}
            changed={changed}
          />
        </div>
      )}
      {table && (
        <Group justify="space-between" wrap="wrap">
          <Pagination
            total={pages}
            value={Math.min(state.page, pages)}
            onChange={(page) => update({ page })}
            siblings={1}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          />
          <Select
            label="Rows per page"
            data={SIZE_OPTIONS}
            value={String(state.size)}
            onChange={(value) => value && update({ size: Number(value) })}
            allowDeselect={false}
            w={130}
          />
        </Group>
      )}
      <BulkReasonModal
        key={asking ?? 'closed'}
        action={asking}
        count={selected.size}
        loading={closeState.loading || removeState.loading}
        error={reasonError}
        onConfirm={(reason) => void runBulk(reason)}
        onClose={() => {
          setAsking(null);
          setReasonError(undefined);
        }}
      />
      <WireDetailsDrawer wireId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
