import { Alert, Anchor, Drawer, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

import { useAdminWireDetailsQuery } from '../../gql/hooks';
import { errorDetails } from '../../shared/error-messages';
import { formatMoney } from '../../shared/format';
import { ResponseStatusBadge } from '../../wire/components/ResponseStatusBadge';
import { WireFacts } from '../../wire/components/WireFacts';
import { WireStatusBadge } from '../../wire/components/WireStatusBadge';
import { AuditTrail } from './AuditTrail';

type WireDetailsDrawerProps = { wireId: string | null; onClose: () => void };

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One request's facts, owner, responses and audit trail, beside the table. */
export function WireDetailsDrawer({ wireId, onClose }: WireDetailsDrawerProps) {
  const { data, loading, error } = useAdminWireDetailsQuery({
    variables: { id: wireId ?? '' },
    skip: !wireId,
    fetchPolicy: 'cache-and-network',
  });
  const wire = data?.wire?.id === wireId ? data.wire : null;
  return (
    <Drawer
      opened={wireId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={
        <Title order={2} fz="h4">
          Request details
        </Title>
      }
    >
      {error && (
        <Alert color="red" role="alert">
          {errorDetails(error)[0]?.message}
        </Alert>
      )}
      {!wire && loading && <Skeleton height={320} role="status" aria-label="Loading the request" />}
      {wire && (
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Anchor component={Link} to={`/wires/details?id=${wire.id}`} fw={600}>
              {wire.title}
            </Anchor>
            <WireStatusBadge status={wire.status} />
          </Group>
          <Text size="sm" c="dimmed">
            Posted by {wire.ownerName} on {when(wire.createdAt)}
          </Text>
          <WireFacts wire={wire} />
          <section aria-label="Responses">
            <Title order={3} fz="h5">
              Responses ({wire.responses.length})
            </Title>
            {wire.responses.length === 0 ? (
              <Text size="sm" c="dimmed">
                No partner has responded yet.
              </Text>
            ) : (
              <Stack gap={6} mt={4}>
                {wire.responses.map((response) => (
                  <Group key={response.id} justify="space-between" wrap="nowrap">
                    <Text size="sm">
                      {response.partner.businessName} ·{' '}
                      {formatMoney(response.quote.amount, response.quote.currency)}
                    </Text>
                    <ResponseStatusBadge status={response.status} />
                  </Group>
                ))}
              </Stack>
            )}
          </section>
          <section aria-label="Audit trail">
            <Title order={3} fz="h5" mb="xs">
              Audit trail
            </Title>
            <AuditTrail
              filter={{ subjectType: 'WIRE', subjectId: wire.id }}
              pageSize={20}
              empty="Nothing recorded yet."
            />
          </section>
        </Stack>
      )}
    </Drawer>
  );
}
