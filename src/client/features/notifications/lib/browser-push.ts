// This browser's side of Web Push (PRODUCT 11.10): its permission, its subscription with the
// service worker's push manager, and the body POST /api/push/devices takes from it. The worker is
// registered by the app (src/client/pwa/register.ts); pages only ask for it.
import type { SubscribeBody } from '../../../../contract/push';

/** The browser's answer to "may Kindly show notifications?". */
export type Permission = 'granted' | 'denied' | 'default';

/** A subscription the browser would not make: its push service failed, or it has none. */
class SubscribeError extends Error {
  override readonly name = 'SubscribeError';
}

/**
 * Asks for the permission where it is not granted yet. Called straight from the button's click:
 * browsers show their prompt only while the click's user activation lasts.
 */
export async function askPermission(): Promise<Permission> {
  if (Notification.permission === 'granted') return 'granted';
  return Notification.requestPermission();
}

/** The key the server's pushes are signed with, as `applicationServerKey` takes it. */
function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * The registration with an active worker, or undefined. A worker that never becomes active (its
 * install failed) must not hold the button forever. The registration's module is imported here,
 * when asked: importing it registers the worker, which a page drawing the settings must not do
 * before main.tsx's wait after load (DECISIONS 75).
 */
function workerRegistration(waitMs: number): Promise<ServiceWorkerRegistration | undefined> {
  return Promise.race([
    import('../../../pwa/register')
      .then((module) => module.getServiceWorkerRegistration())
      .catch(() => undefined),
    new Promise<undefined>((resolve) => setTimeout(resolve, waitMs)),
  ]);
}

/** The IANA time zone this device lives in, for the daily notification's hour. */
const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * This browser's subscription, or null: no worker, no push manager, or not subscribed. Read from
 * the registration the browser already has, without waiting for the app to register its worker:
 * where none is registered, there is no subscription either.
 */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator)) return null;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    return (await registration?.pushManager?.getSubscription()) ?? null;
  } catch {
    return null;
  }
}

/**
 * Subscribes this browser with the server's key. A subscription made earlier with another key (the
 * server's keys were replaced) is refused by the browser: it is ended and made again.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscription> {
  const registration = await workerRegistration(15_000);
  if (!registration) throw new SubscribeError('no service worker');
  const options = {
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(publicKey),
  };
  try {
    return await registration.pushManager.subscribe(options);
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'InvalidStateError')) {
      throw new SubscribeError(String(error), { cause: error });
    }
  }
  const stale = await registration.pushManager.getSubscription();
  await stale?.unsubscribe();
  try {
    return await registration.pushManager.subscribe(options);
  } catch (error) {
    throw new SubscribeError(String(error), { cause: error });
  }
}

/** What POST /api/push/devices takes: the subscription's address and keys, and the time zone. */
export function subscriptionBody(subscription: PushSubscription): SubscribeBody {
  const { keys } = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
    timeZone: deviceTimeZone(),
  };
}
