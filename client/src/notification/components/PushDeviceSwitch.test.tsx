import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PushDeviceDocument, RegisterPushSubscriptionDocument } from '../../gql/graphql';
import { renderWithApp } from '../../test/render';
import { PushDeviceSwitch } from './PushDeviceSwitch';

/**
 * The "push on this device" switch with only the browser's boundary mocked (the service worker
 * container, PushManager and Notification); GraphQL answers are mocked as the server gives them.
 */
const KEY = 'BDd3_hVL9fZi9Ybo2UUzA284WG5FZR30_95YeZJsiApwXKpNcF1rRPF3foIiBHXRdJI2Qhumhf6_LFTeZaNndIo';
const ENDPOINT = 'https://push.example.net/send/abc123';
const DEVICE_KEYS = { p256dh: 'BPcMbnWQL5GOYX', auth: 'c3VwZXJzZWNyZXQ' };

type FakeSubscription = {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  toJSON: () => { endpoint: string; keys: typeof DEVICE_KEYS };
  unsubscribe: () => Promise<boolean>;
};

function keyBytes(text: string): ArrayBuffer {
  const binary = atob(
    text
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(text.length / 4) * 4, '='),
  );
  return Uint8Array.from(binary, (c) => c.charCodeAt(0)).buffer;
}

/** A browser with service workers and push, whose answers the test sets. */
function fakeBrowser(options: { permission: NotificationPermission; answer?: NotificationPermission }) {
  let subscription: FakeSubscription | null = null;
  const subscribe = vi.fn(async (init: { applicationServerKey: Uint8Array }) => {
    subscription = {
      endpoint: ENDPOINT,
      options: { applicationServerKey: new Uint8Array(init.applicationServerKey).buffer },
      toJSON: () => ({ endpoint: ENDPOINT, keys: DEVICE_KEYS }),
      unsubscribe: vi.fn(async () => true),
    };
    return subscription;
  });
  const registration = { pushManager: { getSubscription: async () => subscription, subscribe } };
  const register = vi.fn(async () => registration);
  let registered = false;
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    permission: options.permission,
    requestPermission: vi.fn(async () => options.answer ?? options.permission),
  });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: vi.fn(async (...args: unknown[]) => {
        registered = true;
        return register(...(args as []));
      }),
      ready: Promise.resolve(registration),
      getRegistration: async () => (registered ? registration : undefined),
    },
  });
  return { subscribe, register: navigator.serviceWorker.register as ReturnType<typeof vi.fn> };
}

const deviceAnswer = (subscriptions: { endpoint: string }[]) => ({
  request: { query: PushDeviceDocument },
  result: {
    data: {
      webPushPublicKey: KEY,
      myPushSubscriptions: subscriptions.map((s, i) => ({
        __typename: 'PushSubscription' as const,
        id: `00000000-0000-4000-8000-00000000000${i}`,
        endpoint: s.endpoint,
        userAgent: 'test',
        lastPushedAt: null,
      })),
    },
  },
});

beforeEach(() => {
  vi.unstubAllGlobals();
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushDeviceSwitch', () => {
  it('asks permission, subscribes with the server key, registers the subscription, and shows it on', async () => {
    const browser = fakeBrowser({ permission: 'default', answer: 'granted' });
    renderWithApp(<PushDeviceSwitch />, {
      mocks: [
        deviceAnswer([]),
        {
          request: {
            query: RegisterPushSubscriptionDocument,
            variables: {
              input: { endpoint: ENDPOINT, keys: DEVICE_KEYS, userAgent: navigator.userAgent.slice(0, 300) },
            },
          },
          result: {
            data: {
              registerPushSubscription: {
                __typename: 'PushSubscription',
                id: '00000000-0000-4000-8000-000000000009',
                endpoint: ENDPOINT,
                userAgent: 'test',
                lastPushedAt: null,
              },
            },
          },
        },
        deviceAnswer([{ endpoint: ENDPOINT }]),
      ],
    });
    const toggle = await screen.findByRole('switch', { name: /Push notifications on this device/ });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await userEvent.setup().click(toggle);

    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect(Notification.requestPermission).toHaveBeenCalled();
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const init = browser.subscribe.mock.calls[0]![0];
    expect(new Uint8Array(init.applicationServerKey)).toEqual(new Uint8Array(keyBytes(KEY)));
    expect(await screen.findByText(/On: this browser shows your notifications/)).toBeTruthy();
  });

  it('says so when the browser blocks notifications, and cannot be switched', async () => {
    fakeBrowser({ permission: 'denied' });
    renderWithApp(<PushDeviceSwitch />, { mocks: [deviceAnswer([])] });
    const toggle = await screen.findByRole('switch', { name: /Push notifications on this device/ });
    expect((toggle as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Notifications are blocked for BuildWire in this browser')).toBeTruthy();
  });

  it('turns to blocked when the person refuses at the browser question', async () => {
    const browser = fakeBrowser({ permission: 'default', answer: 'denied' });
    renderWithApp(<PushDeviceSwitch />, { mocks: [deviceAnswer([])] });
    await userEvent
      .setup()
      .click(await screen.findByRole('switch', { name: /Push notifications on this device/ }));
    expect(await screen.findByText('Notifications are blocked for BuildWire in this browser')).toBeTruthy();
    expect(browser.subscribe).not.toHaveBeenCalled();
  });

  it('says why and what to do when the browser has no push service to subscribe with', async () => {
    const browser = fakeBrowser({ permission: 'default', answer: 'granted' });
    browser.subscribe.mockRejectedValueOnce(
      new DOMException('Registration failed - push service not available', 'AbortError'),
    );
    renderWithApp(<PushDeviceSwitch />, { mocks: [deviceAnswer([])] });
    const toggle = await screen.findByRole('switch', { name: /Push notifications on this device/ });
    await userEvent.setup().click(toggle);
    expect(await screen.findByText('This browser has no push service to deliver notifications')).toBeTruthy();
    expect(screen.getByText(/Use a regular window of a current Chrome/)).toBeTruthy();
    expect((toggle as HTMLInputElement).checked).toBe(false);
  });

  it('says the site’s helper could not start when the service worker is refused', async () => {
    const browser = fakeBrowser({ permission: 'granted' });
    browser.register.mockRejectedValueOnce(
      new DOMException('Failed to register a ServiceWorker', 'SecurityError'),
    );
    renderWithApp(<PushDeviceSwitch />, { mocks: [deviceAnswer([])] });
    await userEvent
      .setup()
      .click(await screen.findByRole('switch', { name: /Push notifications on this device/ }));
    expect(await screen.findByText('The notification helper of this site could not start')).toBeTruthy();
  });

  it('says so when the browser has no push at all', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    renderWithApp(<PushDeviceSwitch />);
    const toggle = await screen.findByRole('switch', { name: /Push notifications on this device/ });
    expect((toggle as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('This browser cannot receive push notifications')).toBeTruthy();
  });
});
