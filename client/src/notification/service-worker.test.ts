// @vitest-environment node
import fs from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

/**
 * client/public/sw.js run in a stand-in for its ServiceWorkerGlobalScope (the only boundary
 * mocked): what a push shows, and which tab a click brings to the page.
 */
const source = fs.readFileSync(new URL('../../public/sw.js', import.meta.url), 'utf8');
const ORIGIN = 'https://buildwire.example';

type Tab = {
  url: string;
  focused: boolean;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
};

function tab(url: string, focused = false): Tab {
  const self: Tab = {
    url,
    focused,
    focus: vi.fn(async () => self),
    navigate: vi.fn(async (href: string) => ({ ...self, url: href })),
  };
  return self;
}

function worker(tabs: Tab[] = []) {
  const handlers = new Map<string, (event: unknown) => void>();
  const scope = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      claim: vi.fn(async () => undefined),
      matchAll: vi.fn(async () => tabs),
      openWindow: vi.fn(async () => null),
    },
  };
  new Function('self', source)(scope);
  /** Dispatches an event and waits for what it handed to `waitUntil`. */
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    handlers.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  return { scope, dispatch };
}

const pushEvent = (message: unknown) => ({
  data: { json: () => message, text: () => JSON.stringify(message) },
});

describe('the service worker', () => {
  it('shows a push as a system notification that remembers the page it is about', async () => {
    const { scope, dispatch } = worker();
    await dispatch(
      'push',
      pushEvent({
        title: 'New response to "Cement"',
        body: 'Forty bags.',
        url: '/wires/details?id=1',
        tag: 'n1',
      }),
    );
    expect(scope.registration.showNotification).toHaveBeenCalledWith('New response to "Cement"', {
      body: 'Forty bags.',
      tag: 'n1',
      icon: '/favicon.svg',
      data: { url: `${ORIGIN}/wires/details?id=1` },
    });
  });

  it('shows nothing while a tab of the app is in front (the bell shows it there)', async () => {
    const { scope, dispatch } = worker([tab(`${ORIGIN}/wireboard`, true)]);
    await dispatch('push', pushEvent({ title: 'New response', url: '/wires/details?id=1' }));
    expect(scope.registration.showNotification).not.toHaveBeenCalled();
  });

  it('never sends a click to another site', async () => {
    const { scope, dispatch } = worker();
    await dispatch('push', pushEvent({ title: 'x', url: 'https://evil.example/phish' }));
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      'x',
      expect.objectContaining({ data: { url: `${ORIGIN}/` } }),
    );
  });

  it('on a click, focuses a tab already on the page, else brings a tab there, else opens one', async () => {
    const href = `${ORIGIN}/wires/details?id=1`;
    const notification = { close: vi.fn(), data: { url: href } };

    const there = tab(href);
    const first = worker([tab(`${ORIGIN}/wireboard`), there]);
    await first.dispatch('notificationclick', { notification });
    expect(there.focus).toHaveBeenCalled();
    expect(notification.close).toHaveBeenCalled();

    const elsewhere = tab(`${ORIGIN}/wireboard`);
    const second = worker([elsewhere]);
    await second.dispatch('notificationclick', { notification });
    expect(elsewhere.navigate).toHaveBeenCalledWith(href);
    expect(second.scope.clients.openWindow).not.toHaveBeenCalled();

    const none = worker([]);
    await none.dispatch('notificationclick', { notification });
    expect(none.scope.clients.openWindow).toHaveBeenCalledWith(href);
  });
});
