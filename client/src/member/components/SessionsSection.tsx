import { Badge, Button, Divider, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useState } from 'react';

import { useMySessionsQuery, useRevokeSessionMutation } from '../../gql/hooks';
import { errorDetails } from '../../shared/error-messages';
import { formatAge, formatDate } from '../../shared/format';
import { SignOutEverywhereSection } from './SignOutEverywhereSection';

/** The account's live sessions: device, where and when last used, "this device", sign out one. */
export function SessionsSection() {
  const { data, loading, error, refetch } = useMySessionsQuery({ fetchPolicy: 'cache-and-network' });
  const [revoke] = useRevokeSessionMutation();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const sessions = data?.mySessions ?? [];

  const signOutOne = async (id: string) => {
    setPendingId(id);
    try {
      await revoke({ variables: { id } });
      notifications.show({ color: 'green', message: 'That device is signed out.' });
    } catch (cause) {
      notifications.show({ color: 'red', message: errorDetails(cause)[0]?.message });
    }
    setPendingId(null);
    await refetch();
  };

  return (
    <Stack gap="md">
      {loading && !data ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading sessions">
          <Skeleton h={56} />
          <Skeleton h={56} />
        </Stack>
      ) : error && !data ? (
        <Text size="sm" c="red">
          {errorDetails(error)[0]?.message}
        </Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-label="Signed-in devices"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {sessions.map((session) => (
            <Paper component="li" key={session.id} withBorder p="sm" radius="sm">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <IconDeviceDesktop size={20} aria-hidden="true" style={{ flexShrink: 0 }} />
                  <div style={{ minWidth: 0 }}>
                    <Group gap={6}>
                      <Text size="sm" fw={600}>
                        {session.device}
                      </Text>
                      {session.current && (
                        <Badge size="sm" color="green" variant="light">
                          This device
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {session.current ? 'Active now' : `Last seen ${formatAge(session.lastSeenAt)}`}
                      {session.ip ? ` · ${session.ip}` : ''} · since {formatDate(session.createdAt)}
                    </Text>
                  </div>
                </Group>
                {!session.current && (
                  <Button
                    size="compact-sm"
                    variant="default"
                    loading={pendingId === session.id}
                    onClick={() => void signOutOne(session.id)}
                    aria-label={`Sign out ${session.device}, last seen ${formatAge(session.lastSeenAt)}`}
                  >
                    Sign out
                  </Button>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Divider />
      <SignOutEverywhereSection />
    </Stack>
  );
}
