// Web Push (DECISIONS #28: standard Web Push with our own VAPID server): a service worker, the
// browser's subscription, and the subscription stored on the server tagged with the user's
// e-mail (spec 1 §7 push tag {email}).
import { FrontendConfigDocument, deletePushSubscription, savePushSubscription } from '@jit/api';
import { api } from './api';

export type PushResult = 'ok' | 'unsupported' | 'denied' | 'no-key' | 'no-server';

/** Spec 1 §9: the notification permission is checked 5 s after start. */
export const PUSH_PERMISSION_CHECK_MS = 5_000;

export const pushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

function urlBase64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const padded = (base64 + '='.repeat((4 - (base64.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
}

async function vapidKey(): Promise<string | null> {
  try {
    const data = await api.request(FrontendConfigDocument, {}, { quiet: true });
    return data.Frontend.config.vapidPublicKey ?? null;
  } catch {
    return null;
  }
}

async function subscription(create: boolean): Promise<PushSubscription | null | 'no-key'> {
  const reg = await navigator.serviceWorker.register('/sw.js');
  const existing = await reg.pushManager.getSubscription();
  if (existing || !create) return existing;
  const key = await vapidKey();
  if (!key) return 'no-key';
  return reg.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: urlBase64ToBytes(key),
  });
}

async function save(sub: PushSubscription, email: string): Promise<boolean> {
  const json = sub.toJSON() as { endpoint?: string; keys?: { p256dh?: string; auth?: string } };
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return false;
  return savePushSubscription(api, {
    endpoint: json.endpoint,
    keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
    tag: email,
  });
}

/** Asks permission, subscribes this browser and stores the subscription on the server. */
export async function enablePush(email: string): Promise<PushResult> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const sub = await subscription(true);
  if (sub === 'no-key' || !sub) return 'no-key';
  return (await save(sub, email)) ? 'ok' : 'no-server';
}

/** Unsubscribes this browser and removes the subscription from the server. */
export async function disablePush(): Promise<void> {
  if (!pushSupported()) return;
  const reg = await navigator.serviceWorker.getRegistration('/sw.js');
  const sub = await reg?.pushManager.getSubscription();
  if (sub) {
    await deletePushSubscription(api, sub.endpoint);
    await sub.unsubscribe();
  }
}

/** The 5-second check: keeps a wanted subscription stored, or reports that permission is gone. */
export async function checkPush(
  email: string,
): Promise<'granted' | 'denied' | 'default' | 'unsupported'> {
  if (!pushSupported()) return 'unsupported';
  const permission = Notification.permission;
  if (permission === 'granted') {
    const sub = await subscription(false);
    if (sub && sub !== 'no-key') await save(sub, email);
  }
  return permission;
}
