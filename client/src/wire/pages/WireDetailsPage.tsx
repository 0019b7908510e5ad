import { Alert, Button, Container, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import {
  WireResponseEventsDocument,
  type ResponseFieldsFragment,
  type WireDetailsQuery,
  type WireResponseEventsSubscription,
  type WireResponseEventsSubscriptionVariables,
} from '../../gql/graphql';
import {
  useAcceptResponseMutation,
  useCloseWireMutation,
  useDeclineResponseMutation,
  useFulfillWireMutation,
  useWireDetailsQuery,
} from '../../gql/hooks';
import { PartnerResponsePanel } from '../../partner/components/PartnerResponsePanel';
import { hasRole, useViewer } from '../../session/use-viewer';
import { ConfirmModal } from '../../shared/components/ConfirmModal';
import { LiveAnnouncer } from '../../shared/components/LiveAnnouncer';
import { LivePausedNote } from '../../shared/components/LivePausedNote';
import { PageSkeleton } from '../../shared/components/PageSkeleton';
import { errorCodesOf, errorDetails } from '../../shared/error-messages';
import { formatBudget, formatDate, kindLabels } from '../../shared/format';
import { useAnnouncement, useFallbackPollInterval, useRefetchOnReconnect } from '../../shared/live/live';
import { RouteNotFoundError } from '../../shared/route-not-found';
import { ResponseComparisonTable } from '../components/ResponseComparisonTable';
import { WireStatusBadge } from '../components/WireStatusBadge';

type Pending =
  { action: 'accept' | 'decline'; response: ResponseFieldsFragment } | { action: 'close' | 'fulfill' } | null;

function showError(error: unknown) {
  notifications.show({ color: 'red', message: errorDetails(error)[0]?.message ?? 'Something went wrong.' });
}

export function WireDetailsPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { viewer } = useViewer();
  const pollInterval = useFallbackPollInterval();
  const [announcement, announce] = useAnnouncement();
  const { data, loading, error, refetch, subscribeToMore } = useWireDetailsQuery({
    variables: { id },
    pollInterval,
  });
  useRefetchOnReconnect(refetch);
  const wire = data?.wire;
  const isOwnerOrAdmin = Boolean(wire?.isMine) || hasRole(viewer, 'ADMIN');

  useEffect(() => {
    if (!isOwnerOrAdmin) return undefined;
    return subscribeToMore<WireResponseEventsSubscription, WireResponseEventsSubscriptionVariables>({
      document: WireResponseEventsDocument,
      variables: { wireId: id },
      updateQuery: (_unsafe, options) => {
        if (!options.complete) return undefined;
        const event = options.subscriptionData.data.wireResponseEvents;
        const previous = options.previousData as WireDetailsQuery;
        const known = previous.wire.responses.some((response) => response.id === event.response.id);
        if (known) return undefined; // UPDATED: the normalised cache already holds the new fields
        announce(`New response from ${event.response.partner.businessName}`);
        return {
          ...previous,
          wire: {
            ...previous.wire,
            responses: [...previous.wire.responses, event.response],
            responseCount: previous.wire.responseCount + 1,
          },
        };
      },
    });
  }, [isOwnerOrAdmin, subscribeToMore, id, announce]);

  const [pending, setPending] = useState<Pending>(null);
  const [accept, acceptState] = useAcceptResponseMutation();
  const [decline, declineState] = useDeclineResponseMutation();
  const [closeWire, closeState] = useCloseWireMutation();
  const [fulfillWire, fulfillState] = useFulfillWireMutation();

  if (error && errorCodesOf(error).includes('NOT_FOUND')) throw new RouteNotFoundError('/wires/details');
  if (loading && !wire) return <PageSkeleton />;
  if (!wire) {
    return (
      <Container size="md" py="xl">
        <Title order={1} fz="h2" mb="md">
          Wire details
        </Title>
        <Alert color="red" role="alert">
          {errorDetails(error)[0]?.message ?? 'This wire could not be loaded.'}
        </Alert>
      </Container>
    );
  }

  const confirm = async () => {
    if (!pending) return;
    try {
      if (pending.action === 'accept') {
        await accept({ variables: { id: pending.response.id } });
        notifications.show({
          color: 'green',
          message: `You accepted ${pending.response.partner.businessName}.`,
        });
      } else if (pending.action === 'decline') {
        await decline({ variables: { id: pending.response.id } });
      } else if (pending.action === 'close') {
        await closeWire({ variables: { id: wire.id } });
      } else {
        await fulfillWire({ variables: { id: wire.id } });
        await refetch();
      }
      setPending(null);
    } catch (mutationError) {
      showError(mutationError);
    }
  };
  const busy = acceptState.loading || declineState.loading || closeState.loading || fulfillState.loading;
  const isPartner = hasRole(viewer, 'PARTNER') && !wire.isMine;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <LiveAnnouncer message={announcement} />
        <Stack gap={6}>
          <Group gap="xs">
            <WireStatusBadge status={wire.status} />
            <Text size="sm" c="dimmed">
              {kindLabels[wire.kind]} · posted {formatDate(wire.createdAt)} by {wire.ownerName}
            </Text>
          </Group>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {wire.title}
          </Title>
        </Stack>
        <Paper withBorder p="lg" radius="md" component="section" aria-label="Wire details">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Detail
              label="Location"
              value={`${wire.location.label} (${wire.location.lat}, ${wire.location.lng})`}
            />
            <Detail label="Budget" value={formatBudget(wire.budget)} />
            <Detail label="Needed by" value={formatDate(wire.neededBy) || 'No date given'} />
            <Detail label="Open until" value={formatDate(wire.expiresAt)} />
            {wire.kind === 'PROPERTY' && (
              <>
                <Detail label="Deal" value={wire.deal === 'BUY' ? 'Buy' : 'Rent'} />
                <Detail
                  label="Property"
                  value={[
                    wire.propertyType ? wire.propertyType.toLowerCase() : null,
                    wire.bedrooms !== null && wire.bedrooms !== undefined
                      ? `${wire.bedrooms} bedrooms`
                      : null,
                    wire.minAreaM2 ? `from ${wire.minAreaM2} m²` : null,
                  ]
                    .filter(Boolean)
                    .join(', ')}
                />
              </>
            )}
            {wire.kind === 'BUILDING_MATERIALS' && (
              <Detail label="Delivery" value={wire.deliveryNeeded ? 'Delivery needed' : 'Pick-up'} />
            )}
            <Detail label="Responses" value={String(wire.responseCount)} />
          </SimpleGrid>
          {wire.lines.length > 0 && (
            <Stack gap={4} mt="md">
              <Text size="sm" fw={600}>
                Materials
              </Text>
              <List size="sm">
                {wire.lines.map((line, index) => (
                  <List.Item key={index}>
                    {line.quantity} {line.unit} — {line.material}
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
          {wire.description && (
            <Text mt="md" style={{ whiteSpace: 'pre-wrap' }}>
              {wire.description}
            </Text>
          )}
          {wire.buyerContact && (
            <Alert color="green" variant="light" mt="md" title="Buyer contact">
              {[wire.buyerContact.name, wire.buyerContact.email, wire.buyerContact.phone]
                .filter(Boolean)
                .join(' · ')}
            </Alert>
          )}
        </Paper>

        {isOwnerOrAdmin && (
          <Stack gap="sm" component="section" aria-labelledby="responses-heading">
            <Group justify="space-between">
              <Title order={2} fz="h3" id="responses-heading">
                Responses
              </Title>
              <LivePausedNote />
            </Group>
            {wire.responses.length === 0 ? (
              <Text c="dimmed">No responses yet. They appear here the moment a partner answers.</Text>
            ) : (
              <ResponseComparisonTable
                responses={wire.responses}
                canDecide={wire.status === 'OPEN'}
                busyId={pending && 'response' in pending && busy ? pending.response.id : null}
                onAccept={(response) => setPending({ action: 'accept', response })}
                onDecline={(response) => setPending({ action: 'decline', response })}
              />
            )}
            {wire.status === 'OPEN' && (
              <Group justify="flex-end">
                <Button variant="light" color="gray" onClick={() => setPending({ action: 'close' })}>
                  Close wire
                </Button>
                <Button onClick={() => setPending({ action: 'fulfill' })}>Mark fulfilled</Button>
              </Group>
            )}
          </Stack>
        )}

        {isPartner && <PartnerResponsePanel wire={wire} onChanged={() => void refetch()} />}

        <ConfirmModal
          opened={pending !== null}
          onClose={() => setPending(null)}
          loading={busy}
          onConfirm={() => void confirm()}
          color={pending?.action === 'decline' || pending?.action === 'close' ? 'red' : 'green'}
          title={
            pending?.action === 'accept'
              ? 'Accept this response?'
              : pending?.action === 'decline'
                ? 'Decline this response?'
                : pending?.action === 'close'
                  ? 'Close this wire?'
                  : 'Mark this wire fulfilled?'
          }
          message={
            pending?.action === 'accept'
              ? `${pending.response.partner.businessName} will see your contact details.`
              : pending?.action === 'decline'
                ? `${pending.response.partner.businessName} is told you declined.`
                : pending?.action === 'close'
                  ? 'Partners can no longer respond. This cannot be undone.'
                  : 'Responses still waiting are declined. This cannot be undone.'
          }
          confirmLabel={
            pending?.action === 'accept'
              ? 'Accept'
              : pending?.action === 'decline'
                ? 'Decline'
                : pending?.action === 'close'
                  ? 'Close wire'
                  : 'Mark fulfilled'
          }
        />
      </Stack>
    </Container>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}
