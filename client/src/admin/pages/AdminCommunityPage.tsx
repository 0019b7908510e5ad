import { Alert, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';

import type { AdminMembersOrder, MemberStatus, Role } from '../../gql/enums';
import type { AdminMemberFieldsFragment } from '../../gql/graphql';
import { useAdminMembersQuery } from '../../gql/hooks';
import { LoadMore } from '../../shared/components/LoadMore';
import { PageHeader } from '../../shared/components/PageHeader';
import { keptPages } from '../../shared/kept-results';
import { appendPage } from '../../shared/live/connection';
import { useUrlParams, withParam } from '../../shared/use-url-params';
import { useViewer } from '../../session/use-viewer';
import { MemberActionDialog } from '../components/MemberActionDialog';
import { MemberDrawer } from '../components/MemberDrawer';
import { MemberTable } from '../components/MemberTable';
import { roleLabels, statusLabels } from '../components/member-labels';
import { refusal, useMemberActions, type MemberAction } from '../components/use-member-actions';
import { SearchInput } from '../../shared/components/SearchInput';

const PAGE = 25;
const ORDERS: { value: AdminMembersOrder; label: string }[] = [
  { value: 'NEWEST', label: 'Newest first' },
  { value: 'OLDEST', label: 'Oldest first' },
  { value: 'NAME', label: 'Name' },
  { value: 'EMAIL', label: 'Email' },
];
const ROLES = (['MEMBER', 'PARTNER', 'ADMIN'] as const).map((value) => ({ value, label: roleLabels[value] }));
const STATUSES = (['ACTIVE', 'DISABLED', 'DELETED'] as const).map((value) => ({
  value,
  label: statusLabels[value],
}));

export function AdminCommunityPage() {
  const [params, writeParams] = useUrlParams();
  const setParam = (name: string, value: string | null) =>
    writeParams((latest) => withParam(latest, name, value), { replace: true });
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  useEffect(() => {
    if (debounced !== (params.get('q') ?? '')) setParam('q', debounced || null);
    // only the debounced text writes the URL
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  const role = (params.get('role') as Role | null) ?? null;
  const status = (params.get('status') as MemberStatus | null) ?? null;
  const orderBy = (params.get('order') as AdminMembersOrder | null) ?? 'NEWEST';
  const query = params.get('q') ?? '';

  const { viewer } = useViewer();
  const { data, previousData, loading, error, fetchMore } = useAdminMembersQuery({
    variables: { filter: { search: query || null, role, status }, orderBy, first: PAGE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const actions = useMemberActions();
  const [details, setDetails] = useState<AdminMemberFieldsFragment | null>(null);
  const [dialog, setDialog] = useState<{ member: AdminMemberFieldsFragment; action: MemberAction } | null>(
    null,
  );
  const { connection, firstLoad, busy, hasMore, endCursor } = keptPages(
    { data, previousData, loading },
    (answer) => answer.adminMembers,
  );
  const members = connection?.edges.map((edge) => edge.node) ?? [];
  const filtered = Boolean(query || role || status);

  return (
    <Stack gap="md" p="md">
      <PageHeader
        title="Community"
        description="Every account: find one, disable or enable it, change its role, send a sign-in link or delete it."
        aside={
          connection && (
            <Text size="sm" c="dimmed" role="status">
              {connection.totalCount} {connection.totalCount === 1 ? 'account' : 'accounts'}
            </Text>
          )
        }
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput
          label="Search"
          placeholder="Email or name"
          value={search}
          maxLength={100}
          onChange={setSearch}
          w={{ base: '100%', sm: 280 }}
          type="search"
        />
        {(
          [
            { param: 'role', label: 'Role', data: ROLES, value: role },
            { param: 'status', label: 'Status', data: STATUSES, value: status },
          ] as const
        ).map((filter) => (
          <Select
            key={filter.param}
            label={filter.label}
            placeholder={`Any ${filter.param}`}
            data={filter.data}
            value={filter.value}
            clearable
            onChange={(value) => setParam(filter.param, value)}
            w={{ base: '47%', sm: 150 }}
          />
        ))}
        <Select
          label="Order"
          data={ORDERS}
          value={orderBy}
          allowDeselect={false}
          onChange={(value) => setParam('order', value === 'NEWEST' ? null : value)}
          w={{ base: '47%', sm: 160 }}
        />
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {refusal(error)}
        </Alert>
      )}
      {firstLoad ? (
        <Stack gap="xs" role="status" aria-label="Loading accounts">
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} height={40} />
          ))}
        </Stack>
      ) : members.length === 0 && !error ? (
        <Text c="dimmed">
          {filtered
            ? 'No account matches. Clear the search or the filters to see every account.'
            : 'No accounts yet. Add members from Add member, or share the sign-up page.'}
        </Text>
      ) : (
        <div {...busy}>
          <MemberTable
            members={members}
            viewerId={viewer?.id}
            onDetails={setDetails}
            onAction={(member, action) => setDialog({ member, action })}
            onResend={(member) => void actions.resend(member)}
          />
        </div>
      )}
      {connection && (
        <LoadMore
          hasMore={hasMore}
          loading={loading}
          label="More accounts"
          onLoadMore={() =>
            void fetchMore({
              variables: { after: endCursor },
              updateQuery: (previous, { fetchMoreResult }) => ({
                ...fetchMoreResult,
                adminMembers: appendPage(previous.adminMembers, fetchMoreResult.adminMembers),
              }),
            })
          }
        />
      )}
      <MemberDrawer
        member={details && (members.find((member) => member.id === details.id) ?? details)}
        onClose={() => setDetails(null)}
      />
      {dialog && (
        <MemberActionDialog
          key={`${dialog.member.id}:${dialog.action}`}
          action={dialog.action}
          member={dialog.member}
          actions={actions}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
