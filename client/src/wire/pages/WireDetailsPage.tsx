import { Alert, Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';

import { WireOrdersSection } from '../../order/components/WireOrdersSection';
import { PartnerResponsePanel } from '../../partner/components/PartnerResponsePanel';
import { ReportButton } from '../../report/components/ReportDialog';
import { hasRole, useViewer } from '../../session/use-viewer';
import { ErrorView } from '../../shared/components/ErrorView';
import { LiveAnnouncer } from '../../shared/components/LiveAnnouncer';
import { PageSkeleton } from '../../shared/components/PageSkeleton';
import { errorCodesOf, errorDetails } from '../../shared/error-messages';
import { formatDate, formatDateTime, kindLabels } from '../../shared/format';
import { useLiveQuery } from '../../shared/live/use-live-query';
import { usePageMeta } from '../../shared/page-meta';
import { WireAttachments } from '../components/WireAttachments';
import { WireFacts } from '../components/WireFacts';
import { WireInvitesSection } from '../components/WireInvitesSection';
import { WireResponsesSection } from '../components/WireResponsesSection';
import { WireStatusBadge } from '../components/WireStatusBadge';
import { wireResponsesLive } from '../live-lists';
import { useSealedReveal } from '../use-sealed-reveal';
import { wirePageDescription } from '../wire-meta';

export function WireDetailsPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { viewer } = useViewer();
  const isAdmin = hasRole(viewer, 'ADMIN');
  const details = useLiveQuery(wireResponsesLive, {
    variables: { id },
    subscriptionVariables: { wireId: id },
    // only the wire's owner and admins hear of its responses
    live: (data) => Boolean(data?.wire.isMine) || isAdmin,
  });
  const { data, loading, error, refetch } = details;
  const wire = data?.wire;
  useSealedReveal(wire, refetch);
  // the wire names its page (the route's own title and description until it loads)
  usePageMeta(wire?.title ?? null, wire ? wirePageDescription(wire) : '');

  // the server answered this page with 404 already; the same page, without throwing (no console noise)
  if (error && errorCodesOf(error).includes('NOT_FOUND'))
    return <ErrorView status={404} message="Page Not Found: /wires/details" />;
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

  const isOwnerOrAdmin = wire.isMine || isAdmin;
  const isPartner = hasRole(viewer, 'PARTNER') && !wire.isMine;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <LiveAnnouncer message={details.announcement} />
        <Stack gap={6}>
          <Group gap="xs">
            <WireStatusBadge status={wire.status} />
            {wire.quotesSealed && (
              <Badge variant="light" color="blue" leftSection={<IconLock size={12} aria-hidden="true" />}>
                Sealed until {formatDateTime(wire.revealAt)}
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {kindLabels[wire.kind]} · posted {formatDate(wire.createdAt)} by {wire.ownerName}
            </Text>
          </Group>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {wire.title}
          </Title>
          {viewer && !wire.isMine && !isAdmin && (
            <Group>
              <ReportButton subjectType="WIRE" subjectId={wire.id} what="this wire" />
            </Group>
          )}
        </Stack>
        <WireFacts wire={wire} />
        <WireAttachments attachments={wire.attachments} />
        {viewer && <WireOrdersSection wireId={wire.id} version={`${wire.status}-${wire.updatedAt}`} />}
        {isOwnerOrAdmin && <WireInvitesSection wireId={wire.id} />}
        {isOwnerOrAdmin && (
          <WireResponsesSection wire={wire} paused={details.paused} refetch={refetch} onFulfilled={refetch} />
        )}
        {isPartner && <PartnerResponsePanel wire={wire} />}
      </Stack>
    </Container>
  );
}
