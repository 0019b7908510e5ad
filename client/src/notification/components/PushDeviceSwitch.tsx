import { Alert, Group, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { useEffect, useState } from 'react';

import {
  usePushDeviceQuery,
  useRegisterPushSubscriptionMutation,
  useUnregisterPushSubscriptionMutation,
} from '../../gql/hooks';
import { errorDetails } from '../../shared/error-messages';
import {
  currentSubscription,
  notificationPermission,
  pushSupported,
  requestNotificationPermission,
  subscribeDevice,
  unsubscribeDevice,
} from '../push-device';

/** Where this browser stands: what the switch shows and whether it can be used. */
type DeviceState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

const SWITCH_LABEL = 'Push notifications on this device';

/**
 * The switch that turns Web Push on for this browser: asks the browser's permission, subscribes
 * with the server's key and registers the subscription; says plainly when the browser refuses
 * or cannot (/userinfo → Notifications).
 */
export function PushDeviceSwitch() {
  const supported = pushSupported();
  const { data, loading, refetch } = usePushDeviceQuery({
    skip: !supported,
    fetchPolicy: 'cache-and-network',
  });
  const [register] = useRegisterPushSubscriptionMutation();
  const [unregister] = useUnregisterPushSubscriptionMutation();
  const [local, setLocal] = useState<{ endpoint: string | null } | null>(null);
  const [blocked, setBlocked] = useState(() => supported && notificationPermission() === 'denied');
  const [dismissed, setDismissed] = useState(false);
  const [working, setWorking] = useState(false);

  useEffect(() => {
    if (!supported) return;
    let live = true;
    currentSubscription()
      .then((subscription) => live && setLocal({ endpoint: subscription?.endpoint ?? null }))
      .catch(() => live && setLocal({ endpoint: null }));
    return () => {
      live = false;
    };
  }, [supported]);

  const registered = data?.myPushSubscriptions.some((s) => s.endpoint === local?.endpoint) ?? false;
  const state: DeviceState = !supported
    ? 'unsupported'
    : blocked
      ? 'blocked'
      : !local || (loading && !data)
        ? 'checking'
        : local.endpoint && registered
          ? 'on'
          : 'off';

  const turnOn = async () => {
    const permission = await requestNotificationPermission();
    if (permission === 'denied') return setBlocked(true);
    if (permission !== 'granted') return setDismissed(true);
    setDismissed(false);
    const key = data?.webPushPublicKey ?? (await refetch()).data?.webPushPublicKey;
    if (!key) throw new Error('The server did not give its push key. Try again.');
    const device = await subscribeDevice(key);
    await register({ variables: { input: { ...device, userAgent: navigator.userAgent.slice(0, 300) } } });
    setLocal({ endpoint: device.endpoint });
    await refetch();
    toasts.show({ color: 'green', message: 'Push notifications are on for this device.' });
  };

  const turnOff = async () => {
    const endpoint = local?.endpoint ?? null;
    if (endpoint) await unregister({ variables: { endpoint } });
    await unsubscribeDevice();
    setLocal({ endpoint: null });
    await refetch();
    toasts.show({ message: 'Push notifications are off for this device.' });
  };

  const toggle = (on: boolean) => {
    setWorking(true);
    (on ? turnOn() : turnOff())
      .catch((cause: unknown) =>
        toasts.show({
          color: 'red',
          title: on
            ? 'Push notifications could not be turned on'
            : 'Push notifications could not be turned off',
          message:
            errorDetails(cause)[0]?.message ?? (cause instanceof Error ? cause.message : String(cause)),
        }),
      )
      .finally(() => setWorking(false));
  };

  if (state === 'checking')
    return (
      <Group gap="sm" aria-busy="true" aria-label="Checking push notifications on this device">
        <Skeleton h={24} w={44} radius="xl" />
        <Skeleton h={16} w={240} />
      </Group>
    );
  return (
    <Stack gap="xs">
      <Switch
        label={SWITCH_LABEL}
        description={description(state)}
        checked={state === 'on'}
        disabled={state === 'unsupported' || state === 'blocked' || working}
        onChange={(event) => toggle(event.currentTarget.checked)}
      />
      {state === 'blocked' && (
        <Alert color="yellow" title="Notifications are blocked for BuildWire in this browser">
          Allow notifications for this site in your browser&apos;s site settings (the icon beside the
          address), then reload this page and turn the switch on.
        </Alert>
      )}
      {state === 'unsupported' && (
        <Alert color="gray" title="This browser cannot receive push notifications">
          Use a current Chrome, Edge, Firefox or Safari. On an iPhone or iPad, add BuildWire to the Home
          Screen first and open it from there.
        </Alert>
      )}
      {dismissed && state === 'off' && (
        <Text size="sm" c="dimmed" role="status">
          The browser&apos;s question was closed without an answer: turn the switch on to be asked again.
        </Text>
      )}
    </Stack>
  );
}

function description(state: DeviceState): string {
  switch (state) {
    case 'on':
      return 'On: this browser shows your notifications even when BuildWire is closed.';
    case 'off':
      return 'Get your notifications here as system notifications, even when BuildWire is closed.';
    case 'blocked':
      return 'Blocked by the browser.';
    default:
      return 'Not available in this browser.';
  }
}
