/**
 * This browser's side of Web Push (the service worker, the permission, the PushManager), kept in
 * one place so the settings can be tested with only this boundary mocked.
 */

/** Where the service worker is served (client/public/sw.js) and what it controls. */
export const SERVICE_WORKER_URL = '/sw.js';
const SCOPE = '/';

/** What a browser subscription is registered with (`registerPushSubscription`). */
export type DeviceSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/** Whether this browser can receive push at all (a secure page with service workers, Push and Notification). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext !== false &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The site's notification permission: `denied` means only the browser's settings can change it. */
export function notificationPermission(): NotificationPermission {
  return Notification.permission;
}

/** Asks for the permission to show notifications (the browser's own question, at most once). */
export function requestNotificationPermission(): Promise<NotificationPermission> {
  return Notification.requestPermission();
}

/** This browser's current push subscription, or null (without registering the service worker). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SCOPE);
  return registration ? registration.pushManager.getSubscription() : null;
}

/**
 * Registers the service worker and subscribes this browser with the server's VAPID public key;
 * a subscription made with another key (the server's key changed) is replaced.
 */
export async function subscribeDevice(publicKey: string): Promise<DeviceSubscription> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SCOPE });
  const registration = await navigator.serviceWorker.ready;
  const applicationServerKey = base64UrlBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  return deviceSubscription(subscription);
}

/** Ends this browser's push subscription; its endpoint (to unregister on the server), or null. */
export async function unsubscribeDevice(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}

function deviceSubscription(subscription: PushSubscription): DeviceSubscription {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, i) => byte === wanted[i]);
}
