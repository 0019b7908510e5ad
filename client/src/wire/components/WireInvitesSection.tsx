import { Alert, Button, Card, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';

import { useWireInvitesQuery, useWithdrawInviteMutation } from '../../gql/hooks';
import { errorDetails } from '../../shared/error-messages';
import { InvitePartnersDialog } from './InvitePartnersDialog';

type WireInvitesSectionProps = { wireId: string };

/** The owner's invitations to quote: who is invited (each can be withdrawn) and a way to invite more. */
export function WireInvitesSection({ wireId }: WireInvitesSectionProps) {
  const [opened, setOpened] = useState(false);
  const { data, loading, error } = useWireInvitesQuery({ variables: { id: wireId } });
  const [withdraw, withdrawing] = useWithdrawInviteMutation();
  const [withdrawingId, setWithdrawingId] = useState<string | null>(null);
  const wire = data?.wire;
  const invited = wire?.invitedPartners ?? [];
  const remaining = wire ? Math.max(0, wire.maxInvites - invited.length) : 0;
  const open = wire?.status === 'OPEN';

  const withdrawOne = async (partnerId: string, name: string) => {
    setWithdrawingId(partnerId);
    try {
      await withdraw({ variables: { wireId, partnerId } });
      notifications.show({ color: 'green', message: `The invitation of ${name} is withdrawn.` });
    } catch (cause) {
      notifications.show({ color: 'red', message: errorDetails(cause)[0]?.message });
    } finally {
      setWithdrawingId(null);
    }
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="wire-invites-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h4" id="wire-invites-title">
            Invited partners
          </Title>
          {wire && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconUserPlus size={14} aria-hidden="true" />}
              disabled={!open || remaining === 0}
              onClick={() => setOpened(true)}
            >
              Invite partners
            </Button>
          )}
        </Group>
        {loading && !wire && <Skeleton height={24} />}
        {error && !wire && (
          <Alert color="red" role="alert">
            {errorDetails(error)[0]?.message ?? 'The invitations could not be loaded.'}
          </Alert>
        )}
        {wire && invited.length === 0 && (
          <Text size="sm" c="dimmed">
            {open
              ? `No partner is invited yet. Invite up to ${wire.maxInvites} partners to quote, even outside their service area.`
              : 'No partner was invited.'}
          </Text>
        )}
        {invited.length > 0 && (
          <List spacing="xs" listStyleType="none" aria-label="Invited partners">
            {invited.map((partner) => (
              <List.Item key={partner.id}>
                <Group gap="sm" justify="space-between" wrap="nowrap">
                  <Text size="sm">{partner.businessName}</Text>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    loading={withdrawing.loading && withdrawingId === partner.id}
                    aria-label={`Withdraw the invitation of ${partner.businessName}`}
                    onClick={() => void withdrawOne(partner.id, partner.businessName)}
                  >
                    Withdraw
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        {wire && invited.length > 0 && (
          <Text size="xs" c="dimmed">
            {invited.length} of {wire.maxInvites} invited.
          </Text>
        )}
      </Stack>
      {wire && (
        <InvitePartnersDialog
          wireId={wireId}
          opened={opened}
          onClose={() => setOpened(false)}
          invited={invited}
          remaining={remaining}
        />
      )}
    </Card>
  );
}
