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
  const [failure, setFailure] = useState<PushFailure | null>(null);
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
    setFailure(null);
    (on ? turnOn() : turnOff())
      .catch((cause: unknown) => {
        // the browser's own refusals say why and what to do where the switch is; the server's in a toast
        const known = on ? pushFailure(cause) : null;
        if (known?.blocked) return setBlocked(true);
        if (known) return setFailure(known);
        toasts.show({
          color: 'red',
          title: on
            ? 'Push notifications could not be turned on'
            : 'Push notifications could not be turned off',
          message:
            errorDetails(cause)[0]?.message ?? (cause instanceof Error ? cause.message : String(cause)),
        });
      })
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
      {failure && state === 'off' && (
        <Alert color="yellow" title={failure.title}>
          {failure.advice}
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

/** Why this browser refused to subscribe, and what the person can do about it. */
type PushFailure = { title: string; advice: string; blocked?: boolean };

/**
 * A refusal of the browser's own (the service worker or PushManager: a DOMException), as the
 * switch says it; null for anything else (the server's answer, shown as a toast).
 */
function pushFailure(cause: unknown): PushFailure | null {
  const name = (cause as { name?: unknown } | null)?.name;
  const message = String((cause as { message?: unknown } | null)?.message ?? '');
  if (!(cause instanceof DOMException) && typeof name !== 'string') return null;
  if (name === 'NotAllowedError')
    return { title: 'Notifications are blocked for BuildWire in this browser', advice: '', blocked: true };
  if (name === 'AbortError' || name === 'NotSupportedError' || /push service/i.test(message))
    return {
      title: 'This browser has no push service to deliver notifications',
      advice:
        'Private windows, some privacy-focused browsers and browsers without their maker’s services cannot receive push. Use a regular window of a current Chrome, Edge, Firefox or Safari; your notifications still reach you here in the bell and by email.',
    };
  if (name === 'SecurityError' || name === 'InvalidStateError' || name === 'TypeError')
    return {
      title: 'The notification helper of this site could not start',
      advice:
        'Reload the page and turn the switch on again. If it keeps failing, the browser may be blocking service workers for this site (its site settings, or an extension).',
    };
  return null;
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
