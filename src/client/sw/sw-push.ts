// Web Push in the worker (PRODUCT 11.9, DECISIONS 76): a push shows its notification as sent, and
// a tap on it opens the page it names, in a window of the site already open when there is one.
import type { PushPayload } from '../../contract/push';

declare const self: ServiceWorkerGlobalScope;

const ICON = '/icon-192.png';

function payloadOf(event: PushEvent): PushPayload | null {
  try {
    const payload = event.data?.json() as Partial<PushPayload> | undefined;
    if (!payload || typeof payload.title !== 'string') return null;
    return {
      title: payload.title,
      body: typeof payload.body === 'string' ? payload.body : '',
      url: typeof payload.url === 'string' ? payload.url : '/',
      tag: typeof payload.tag === 'string' ? payload.tag : '',
    };
  } catch {
    return null;
  }
}

/** Only a page of this site opens: a payload cannot send the reader elsewhere. */
function sameOriginUrl(value: unknown): string {
  try {
    const url = new URL(typeof value === 'string' ? value : '/', self.location.origin);
    if (url.origin === self.location.origin) return url.href;
  } catch {
    // falls through to the home page
  }
  return new URL('/', self.location.origin).href;
}

async function openPage(href: string) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === href);
  if (open) return open.focus();
  return self.clients.openWindow(href);
}

export function handlePush() {
  self.addEventListener('push', (event) => {
    const payload = payloadOf(event);
    if (!payload) return;
    event.waitUntil(
      self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag || undefined,
        data: { url: payload.url },
        icon: ICON,
        badge: ICON,
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    event.waitUntil(openPage(sameOriginUrl(data?.url)));
  });
}
