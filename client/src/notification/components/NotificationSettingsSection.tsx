import { Skeleton, Stack, Switch, Text } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';

import { useNotificationSettingsQuery, useSetNotificationEmailMutation } from '../../gql/hooks';
import { errorDetails } from '../../shared/error-messages';
import { LoadFailedAlert } from '../../shared/components/LoadFailedAlert';

/** Which kinds of notification are also emailed to me (/userinfo → Notifications). */
export function NotificationSettingsSection() {
  const { data, loading, error, refetch } = useNotificationSettingsQuery({
    fetchPolicy: 'cache-and-network',
  });
  const [setEmail] = useSetNotificationEmailMutation();
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
  return (
    <Stack gap="sm">
      <Text size="sm">
        Everything appears under the bell at the top of the page. Choose what is also emailed to you; every
        email has a link to stop that kind.
      </Text>
      {data?.myNotificationSettings.map((setting) => (
        <Switch
          key={setting.kind}
          label={setting.label}
          description={
            setting.canTurnOff ? undefined : 'Always emailed: it changes what your account can do.'
          }
          checked={setting.email}
          disabled={!setting.canTurnOff}
          onChange={(event) => {
            const email = event.currentTarget.checked;
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
              .catch((cause: unknown) =>
                toasts.show({ color: 'red', message: errorDetails(cause)[0]?.message }),
              );
          }}
        />
      ))}
    </Stack>
  );
}
