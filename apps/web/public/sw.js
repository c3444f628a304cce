/* global self */
/*
 * Revy's service worker (issue 19, decision 048): shows Web Push notifications and opens the right page when one is
 * clicked. It caches nothing — the app is always loaded fresh from the server — so a deploy is never hidden behind
 * an old copy. The payload is JSON {title, body, url, tag, notificationId}, encrypted to this browser by the server.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Revy';
  // Only paths on this site: a payload cannot send a click elsewhere.
  const url =
    typeof data.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//')
      ? data.url
      : '/notifications';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      // One notification per kind and conversation stays on screen; a newer one replaces it and buzzes again.
      tag: typeof data.tag === 'string' ? `${data.tag}:${url}` : undefined,
      renotify: true,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url, notificationId: data.notificationId },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/notifications', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // A tab already on that page comes forward; else any Revy tab goes there; else a new one opens.
      const same = windows.find((w) => w.url === target);
      if (same) return same.focus();
      const any = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (any) {
        await any.focus();
        return any.navigate(target);
      }
      return self.clients.openWindow(target);
    })(),
  );
});
