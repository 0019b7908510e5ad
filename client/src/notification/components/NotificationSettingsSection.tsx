import { Divider, Skeleton, Stack, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';

import type { NotificationSettingsQuery } from '../../gql/graphql';
import { useNotificationSettingsQuery, useUpdateNotificationSettingsMutation } from '../../gql/hooks';
import { errorDetails } from '../../shared/error-messages';
import { LoadFailedAlert } from '../../shared/components/LoadFailedAlert';
import { PushDeviceSwitch } from './PushDeviceSwitch';
import { hasRole, useViewer } from '../../session/use-viewer';

type Setting = NotificationSettingsQuery['notificationSettings'][number];

/** Which kinds of notification are also emailed, and pushed, to me (/userinfo → Notifications). */
export function NotificationSettingsSection() {
  const { data, loading, error, refetch } = useNotificationSettingsQuery({
    fetchPolicy: 'cache-and-network',
  });
  const [update] = useUpdateNotificationSettingsMutation();
  // a buyer is not asked about a partner's business (decisions, reviews, invitations, approval)
  const partner = hasRole(useViewer().viewer, 'PARTNER');
  const shown = (data?.notificationSettings ?? []).filter((setting) => partner || !setting.forPartners);
  if (loading && !data)
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading notification settings">
        <Skeleton h={28} />
        <Skeleton h={28} />
        <Skeleton h={28} />
      </Stack>
    );
  if (error && !data)
    return (
      <LoadFailedAlert
        title="Your settings could not be loaded"
        error={error}
        onRetry={() => void refetch()}
      />
    );

  const failed = (cause: unknown) => toasts.show({ color: 'red', message: errorDetails(cause)[0]?.message });
  /** Saves one kind's change; the switch moves at once and the toast says what changed. */
  const change = (setting: Setting, next: { email?: boolean; push?: boolean }, done: string) =>
    void update({
      variables: { input: [{ kind: setting.kind, ...next }] },
      optimisticResponse: {
        updateNotificationSettings: (data?.notificationSettings ?? []).map((s) =>
          s.kind === setting.kind ? { ...s, ...next } : s,
        ),
      },
    })
      .then(() => toasts.show({ color: 'green', message: `${done}: ${setting.label}.` }))
      .catch(failed);
  const changeEmail = (setting: Setting, email: boolean) =>
    change(setting, { email }, email ? 'Emails on' : 'Emails off');
  const changePush = (setting: Setting, push: boolean) =>
    change(setting, { push }, push ? 'Push on' : 'Push off');

  return (
    <Stack gap="md">
      <PushDeviceSwitch />
      <Divider />
      <Text size="sm">
        Everything appears under the bell at the top of the page. Choose what is also emailed to you, and what
        is pushed to your devices that have push notifications on; every email has a link to stop that kind.
      </Text>
      <Table verticalSpacing="sm" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Notification</Table.Th>
            <Table.Th w={72}>Email</Table.Th>
            <Table.Th w={72}>Push</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((setting) => (
            <Table.Tr key={setting.kind}>
              <Table.Td>
                <Text size="sm">{setting.label}</Text>
                {!setting.canTurnOff && (
                  <Text size="xs" c="dimmed">
                    Always emailed: it changes what your account can do.
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {setting.canTurnOff ? (
                  <Switch
                    label={<VisuallyHidden>{setting.label}</VisuallyHidden>}
                    checked={setting.email}
                    onChange={(event) => changeEmail(setting, event.currentTarget.checked)}
                  />
                ) : (
                  // on, and not a switch: an account notice is always emailed
                  <Text size="sm" fw={500} c="green.8" aria-label={`${setting.label}: always emailed`}>
                    Always
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Switch
                  label={<VisuallyHidden>{`Push: ${setting.label}`}</VisuallyHidden>}
                  checked={setting.push}
                  onChange={(event) => changePush(setting, event.currentTarget.checked)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
