// The app when the network is down (PRODUCT 30, DECISIONS 75). The home page keeps the last few
// compliments the reader was shown (their words and picture, never who thanked them) and gives
// one back when a new one cannot be fetched; a write says plainly that nothing was sent. The
// registration (register.ts) hands `offlineResponse` to the API client.
import type { RandomCompliment } from '../../contract/compliments';
import { ApiError } from '../lib/api-client';
import { messagesOf, preloadMessages } from '../lib/i18n';
import { CACHE_NAMES, type PageMessage } from '../sw/shell';
import { pwaCatalog } from './pwa-messages';

const REMEMBERED_KEY = 'kindly-remembered-compliments';
/** How many compliments are kept: enough to vary, few enough to stay small. */
const KEEP = 10;
const RANDOM_COMPLIMENT = '/api/compliments/random';

/**
 * A request the browser could not send because it is offline: status 0, so it is not tried again
 * (lib/query-client.ts); a form keeps what was typed, and a query is fetched again once online.
 */
class OfflineError extends ApiError {
  constructor(message: string, cause: unknown) {
    super(0, 'Offline', message);
    this.message = message;
    this.cause = cause;
  }
}

function remembered(): RandomCompliment[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(REMEMBERED_KEY) ?? '[]');
    return Array.isArray(list) ? (list as RandomCompliment[]) : [];
  } catch {
    return [];
  }
}

/** The compliment last given from the kept ones, while it is on screen. */
let shownOffline: number | null = null;

function nextRemembered(): RandomCompliment | undefined {
  const kept = remembered();
  const others = kept.length > 1 ? kept.filter((item) => item.id !== shownOffline) : kept;
  const pick = others[Math.floor(Math.random() * others.length)];
  if (pick) shownOffline = pick.id;
  return pick;
}

/** Asks the worker to keep these files (a compliment's picture as the browser drew it). */
export function keepInWorker(urls: string[], locale?: string): void {
  if (!('serviceWorker' in navigator) || urls.length + (locale ? 1 : 0) === 0) return;
  const message: PageMessage = { type: 'CACHE_URLS', urls, locale };
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage(message),
  );
}

/**
 * Keeps a compliment the reader was shown, newest first, with the address of its picture as the
 * page drew it. The viewer's own thank is left out: only the compliment itself is kept.
 */
export function rememberCompliment(compliment: RandomCompliment, imageSrc?: string): void {
  if (compliment.id === shownOffline) return;
  const kept = { ...compliment, thankedAt: null };
  const list = [kept, ...remembered().filter((item) => item.id !== compliment.id)].slice(0, KEEP);
  try {
    localStorage.setItem(REMEMBERED_KEY, JSON.stringify(list));
  } catch {
    // Storage full or refused (private browsing): the offline page just has less to show.
  }
  if (imageSrc) keepInWorker([imageSrc]);
}

/**
 * What the API client answers when a request could not be sent because the browser is offline: a
 * kept compliment for the random pick, else the offline message. Any other failure (a server out
 * of reach on a working network, an abort) stays the request's own, and is tried again as usual.
 */
export async function offlineResponse(
  path: string,
  method: string,
  failure: unknown,
): Promise<Response> {
  if (navigator.onLine || !(failure instanceof TypeError)) throw failure;
  const compliment = method === 'GET' && path === RANDOM_COMPLIMENT ? nextRemembered() : null;
  if (compliment)
    return new Response(JSON.stringify(compliment), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  await preloadMessages(pwaCatalog).catch(() => undefined);
  const text = messagesOf(pwaCatalog);
  throw new OfflineError(method === 'GET' ? text.offlineRead : text.offlineWrite, failure);
}

/** Whether this compliment on screen was given from the kept ones, the network being out of reach. */
export const isShownOffline = (compliment: RandomCompliment): boolean =>
  compliment.id === shownOffline;

/** The sign-out's own task: the kept compliments and their pictures go with the member. */
export async function forgetMemberCaches(): Promise<void> {
  shownOffline = null;
  localStorage.removeItem(REMEMBERED_KEY);
  if ('caches' in window) await caches.delete(CACHE_NAMES.images);
}
