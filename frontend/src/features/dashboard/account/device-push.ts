/**
 * The browser's side of 'Meldingen op dit toestel': whether this browser can take web push, what
 * the person allowed, and its subscription through the site's service worker
 * (public/service-worker.js, at the root scope).
 */
export const SERVICE_WORKER_URL = '/service-worker.js';

/** What this device is, for notifications. */
export type DevicePush =
  | { kind: 'unsupported' }
  /** The person (or the browser's settings) refused notifications for the site. */
  | { kind: 'denied' }
  | { kind: 'off' }
  | { kind: 'on'; endpoint: string };

/** Service workers, the Push API and notifications, all three (an iPhone has them only for a web app on its home screen). */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function devicePush(): Promise<DevicePush> {
  if (!pushSupported()) return { kind: 'unsupported' };
  if (Notification.permission === 'denied') return { kind: 'denied' };
  const subscription = Notification.permission === 'granted' ? await currentSubscription() : null;
  return subscription ? { kind: 'on', endpoint: subscription.endpoint } : { kind: 'off' };
}

/** The server's VAPID key (base64url) as `applicationServerKey` takes it. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/** What asking gave: the subscription to send to the server, or why there is none. */
export type Asked = { subscription: PushSubscriptionJSON } | { refused: 'denied' | 'dismissed' };

/**
 * Asks the person's permission (the browser's own question, so only after their click), then
 * subscribes with the server's key; a subscription made with another key (the server's keys
 * changed) is replaced.
 */
export async function subscribeDevice(publicKey: string): Promise<Asked> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return { refused: 'denied' };
  if (permission !== 'granted') return { refused: 'dismissed' };
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const options = { userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) };
  try {
    return { subscription: (await registration.pushManager.subscribe(options)).toJSON() };
  } catch (error) {
    const existing = await registration.pushManager.getSubscription();
    if (!existing) throw error;
    await existing.unsubscribe();
    return { subscription: (await registration.pushManager.subscribe(options)).toJSON() };
  }
}

/** This browser's endpoint, if it is subscribed. */
export async function deviceEndpoint(): Promise<string | null> {
  if (!pushSupported()) return null;
  return (await currentSubscription())?.endpoint ?? null;
}

/** Ends this browser's subscription (the server is told first, by its endpoint). */
export async function unsubscribeDevice(): Promise<void> {
  await (await currentSubscription())?.unsubscribe();
}
