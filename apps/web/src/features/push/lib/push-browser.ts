/**
 * The browser side of Web Push (decision 048): the service worker at /sw.js, the Notification permission and the
 * PushManager subscription. Every function answers what the browser can do instead of throwing where it cannot:
 * iPhones only offer push to the app added to the home screen (iOS 16.4+), and some browsers have no push at all.
 */

export type PushSupport = 'supported' | 'unsupported' | 'ios-needs-install';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  const hasApis = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (hasApis) return 'supported';
  const ios = /iPhone|iPad|iPod/.test(navigator.userAgent);
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches;
  return ios && !standalone ? 'ios-needs-install' : 'unsupported';
}

export const notificationPermission = (): NotificationPermission =>
  typeof Notification === 'undefined' ? 'default' : Notification.permission;

/** The app's service worker registration (registered at start in production; registered here if not yet). */
export async function serviceWorker(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (existing) return existing;
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return navigator.serviceWorker.ready;
}

/** This browser's current subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null;
  const reg = await navigator.serviceWorker.getRegistration('/');
  return (await reg?.pushManager.getSubscription()) ?? null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/**
 * Asks for permission (only ever from a click: browsers block prompts nobody asked for) and subscribes with the
 * server's key. A subscription made with another key (the server's keys changed) is replaced.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscription | 'denied'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const reg = await serviceWorker();
  const key = keyBytes(publicKey);
  const existing = await reg.pushManager.getSubscription();
  if (existing) {
    const current = existing.options.applicationServerKey;
    const same = current && new Uint8Array(current).every((b, i) => b === key[i]) && current.byteLength === key.length;
    if (same) return existing;
    await existing.unsubscribe();
  }
  return reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}
