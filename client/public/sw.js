/*
 * BuildWire's service worker (served at /sw.js, scope /): it shows the app's Web Push messages as
 * system notifications and opens the page one is about when it is clicked. It handles no fetch:
 * the app's loading and its "new version" check stay as they are.
 *
 * A push message is JSON (server/src/push/push-delivery.ts, PushPayload):
 *   { title, body, url: a path of the app, tag: the notification's id, kind }
 */

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  // open tabs come under this worker at once, so a click can bring one of them to the page
  event.waitUntil(self.clients.claim());
});

/** The message of a push event, whatever it holds. */
function messageOf(event) {
  if (!event.data) return {};
  try {
    const data = event.data.json();
    return data && typeof data === 'object' ? data : {};
  } catch {
    return { body: event.data.text() };
  }
}

/** The URL a notification opens: a page of this app (anything else opens the home page). */
function targetOf(url) {
  const origin = self.location.origin;
  try {
    const target = new URL(typeof url === 'string' && url ? url : '/', origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

self.addEventListener('push', (event) => {
  const message = messageOf(event);
  const title = typeof message.title === 'string' && message.title ? message.title : 'BuildWire';
  event.waitUntil(
    (async () => {
      // a tab of the app in front of the person already shows it (the bell's toast): no second one
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      if (tabs.some((tab) => tab.focused)) return;
      await self.registration.showNotification(title, {
        body: typeof message.body === 'string' ? message.body : '',
        tag: typeof message.tag === 'string' ? message.tag : undefined,
        icon: '/favicon.svg',
        data: { url: targetOf(message.url) },
      });
    })(),
  );
});

/** Brings a tab of the app to `href`: one already there, else any (navigated), else a new one. */
async function open(href) {
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = tabs.find((tab) => tab.url === href);
  if (same) return same.focus();
  for (const tab of tabs) {
    if (new URL(tab.url).origin !== self.location.origin || !('navigate' in tab)) continue;
    try {
      const moved = await tab.navigate(href);
      if (moved) return moved.focus();
    } catch {
      // a tab this worker does not control cannot be navigated: try the next, or open one
    }
  }
  return self.clients.openWindow(href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  event.waitUntil(open(targetOf(data.url)));
});

/** The subscription changed under the browser (renewed by its push service): tell the server. */
self.addEventListener('pushsubscriptionchange', (event) => {
  const mutation = (query, variables) =>
    fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
  event.waitUntil(
    (async () => {
      const old = event.oldSubscription;
      const next =
        event.newSubscription ||
        (old &&
          (await self.registration.pushManager.subscribe({
            userVisibleOnly: true,
            applicationServerKey: old.options.applicationServerKey,
          })));
      if (old)
        await mutation(
          'mutation PushGone($endpoint: String!) { unregisterPushSubscription(endpoint: $endpoint) }',
          {
            endpoint: old.endpoint,
          },
        );
      if (!next) return;
      const { endpoint, keys } = next.toJSON();
      await mutation(
        'mutation PushRenewed($input: RegisterPushSubscriptionInput!) { registerPushSubscription(input: $input) { id } }',
        { input: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } },
      );
    })(),
  );
});
