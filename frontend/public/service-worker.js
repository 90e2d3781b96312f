/* global self, clients, URL */
// Bestelklaar's service worker, at the root scope so a notification can open any dashboard page.
// Its one job for now: web push ('Meldingen op dit toestel' on 'Mijn account'). It has no fetch
// handler, so it caches nothing and every request goes to the network as without it; orders must
// never come from a cache (a kitchen's shell-only cache will be added here, and only that).

self.addEventListener('install', () => {
  // A new version takes over at once: it holds no cache an open page could depend on.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

// The server sends { title, body, url, tag } (backend/src/modules/push/push-texts.ts). A push
// must always show a notification (userVisibleOnly), also one that cannot be read.
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    // Not JSON: shown with the fallback title below.
  }
  const title = typeof message.title === 'string' ? message.title : 'Bestelklaar';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      // One notification per order: the reminder replaces the first, and rings again.
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      renotify: typeof message.tag === 'string',
      icon: '/favicon.svg',
      data: { url: sameOriginPath(message.url) },
    }),
  );
});

// A tap focuses a dashboard tab already open (and takes it to the order), or opens one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(
    sameOriginPath(event.notification.data && event.notification.data.url),
    self.location.origin,
  );
  event.waitUntil(
    (async () => {
      const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).pathname.startsWith('/dashboard'));
      if (open) {
        try {
          // navigate() works only on a page this worker controls; a tab opened before it was not.
          const shown = open.url === url.href ? open : await open.navigate(url.href);
          if (shown) {
            await shown.focus();
            return;
          }
        } catch {
          // That tab cannot be led there: a new one is opened below.
        }
      }
      await clients.openWindow(url.href);
    })(),
  );
});

/** Only a path of this site: a message can never send the person elsewhere. */
function sameOriginPath(value) {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')
    ? value
    : '/dashboard/bestellingen';
}
