import { Divider, Skeleton, Stack, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';

import type { NotificationSettingsQuery } from '../../gql/graphql';
import {
  useNotificationSettingsQuery,
  useSetNotificationEmailMutation,
  useSetNotificationPushMutation,
} from '../../gql/hooks';
import { errorDetails } from '../../shared/error-messages';
import { LoadFailedAlert } from '../../shared/components/LoadFailedAlert';
import { PushDeviceSwitch } from './PushDeviceSwitch';

type Setting = NotificationSettingsQuery['myNotificationSettings'][number];

/** Which kinds of notification are also emailed, and pushed, to me (/userinfo → Notifications). */
export function NotificationSettingsSection() {
  const { data, loading, error, refetch } = useNotificationSettingsQuery({
    fetchPolicy: 'cache-and-network',
  });
  const [setEmail] = useSetNotificationEmailMutation();
  const [setPush] = useSetNotificationPushMutation();
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
  const changeEmail = (setting: Setting, email: boolean) =>
    void setEmail({
      variables: { kind: setting.kind, email },
      optimisticResponse: { setNotificationEmail: { ...setting, email } },
    })
      .then(() =>
        toasts.show({
          color: 'green',
          message: email ? `Emails on: ${setting.label}.` : `Emails off: ${setting.label}.`,
        }),
      )
      .catch(failed);
  const changePush = (setting: Setting, push: boolean) =>
    void setPush({
      variables: { kind: setting.kind, push },
      optimisticResponse: { setNotificationPush: { ...setting, push } },
    })
      .then(() =>
        toasts.show({
          color: 'green',
          message: push ? `Push on: ${setting.label}.` : `Push off: ${setting.label}.`,
        }),
      )
      .catch(failed);

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
          {data?.myNotificationSettings.map((setting) => (
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
                <Switch
                  label={<VisuallyHidden>{setting.label}</VisuallyHidden>}
                  checked={setting.email}
                  disabled={!setting.canTurnOff}
                  onChange={(event) => changeEmail(setting, event.currentTarget.checked)}
                />
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
