import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';

import type { AdminPartnerFieldsFragment, PartnerStatus } from '../../gql/graphql';
import {
  useAdminPartnersQuery,
  useApprovePartnerMutation,
  useReinstatePartnerMutation,
  useSuspendPartnerMutation,
} from '../../gql/hooks';
import { errorDetails } from '../../shared/error-messages';
import { formatDate, kindLabels } from '../../shared/format';
import { PageHeader } from '../../shared/components/PageHeader';

const statusColors: Record<PartnerStatus, string> = {
  PENDING: 'blue',
  APPROVED: 'green',
  SUSPENDED: 'red',
};

export function AdminSellersListPage() {
  const [status, setStatus] = useState<'ALL' | PartnerStatus>('PENDING');
  const { data, loading, error } = useAdminPartnersQuery({
    variables: { filter: status === 'ALL' ? null : { statuses: [status] }, first: 100 },
    fetchPolicy: 'cache-and-network',
  });
  const [approve, approveState] = useApprovePartnerMutation();
  const [reinstate, reinstateState] = useReinstatePartnerMutation();
  const [suspend, suspendState] = useSuspendPartnerMutation();
  const [suspending, setSuspending] = useState<AdminPartnerFieldsFragment | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notifications.show({ color: 'green', message: done });
    } catch (actionError) {
      notifications.show({ color: 'red', message: errorDetails(actionError)[0]?.message });
    }
  };
  const rows = data?.adminPartners.edges ?? [];

  return (
    <Stack gap="md" p="md">
      <PageHeader title="Sellers" description="Every partner business: approve, suspend or reinstate." />
      <SegmentedControl
        aria-label="Filter by status"
        value={status}
        onChange={(value) => setStatus(value as typeof status)}
        data={[
          { value: 'PENDING', label: 'Pending' },
          { value: 'APPROVED', label: 'Approved' },
          { value: 'SUSPENDED', label: 'Suspended' },
          { value: 'ALL', label: 'All' },
        ]}
        w="fit-content"
      />
      {error && (
        <Alert color="red" role="alert">
          {errorDetails(error)[0]?.message}
        </Alert>
      )}
      {!data && loading ? (
        <Skeleton role="status" height={160} aria-label="Loading sellers" />
      ) : rows.length === 0 ? (
        <Text c="dimmed">No partners with this status.</Text>
      ) : (
        <Table.ScrollContainer minWidth={800}>
          <Table striped verticalSpacing="sm" aria-label="Partners">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Business</Table.Th>
                <Table.Th scope="col">Email</Table.Th>
                <Table.Th scope="col">Categories</Table.Th>
                <Table.Th scope="col">Area</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Created</Table.Th>
                <Table.Th scope="col">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(({ node }) => (
                <Table.Tr key={node.id}>
                  <Table.Td>{node.businessName}</Table.Td>
                  <Table.Td>{node.email ?? '—'}</Table.Td>
                  <Table.Td>{node.categories.map((category) => kindLabels[category]).join(', ')}</Table.Td>
                  <Table.Td>
                    {node.serviceArea.label} ({node.serviceArea.radiusKm} km)
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={statusColors[node.status]}>
                      {node.status.toLowerCase()}
                    </Badge>
                    {node.statusReason && (
                      <Text size="xs" c="dimmed">
                        {node.statusReason}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{formatDate(node.createdAt)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {node.status === 'PENDING' && (
                        <Button
                          size="xs"
                          loading={approveState.loading}
                          onClick={() =>
                            void run(
                              () => approve({ variables: { id: node.id } }),
                              `${node.businessName} is approved.`,
                            )
                          }
                        >
                          Approve
                        </Button>
                      )}
                      {node.status !== 'SUSPENDED' && (
                        <Button size="xs" variant="light" color="red" onClick={() => setSuspending(node)}>
                          Suspend
                        </Button>
                      )}
                      {node.status === 'SUSPENDED' && (
                        <Button
                          size="xs"
                          variant="light"
                          loading={reinstateState.loading}
                          onClick={() =>
                            void run(
                              () => reinstate({ variables: { id: node.id } }),
                              `${node.businessName} is reinstated.`,
                            )
                          }
                        >
                          Reinstate
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={suspending !== null}
        onClose={() => setSuspending(null)}
        title={`Suspend ${suspending?.businessName ?? ''}`}
        centered
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!suspending) return;
            if (!reason.trim()) {
              setReasonError('Give the reason; the partner is emailed it.');
              return;
            }
            const target = suspending;
            void run(
              () => suspend({ variables: { id: target.id, reason: reason.trim() } }),
              `${target.businessName} is suspended.`,
            ).then(() => {
              setSuspending(null);
              setReason('');
              setReasonError(undefined);
            });
          }}
        >
          <Stack gap="md">
            <Textarea
              label="Reason"
              required
              rows={4}
              value={reason}
              error={reasonError}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setSuspending(null)}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={suspendState.loading}>
                Suspend
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
