// The service worker (PRODUCT 30, DECISIONS 75), built on its own into /sw.js with the list of the
// app shell's files written in (scripts/service-worker.ts). It keeps the app openable offline: the
// shell precached, pages network first with the last one as the fallback, hashed files and the
// compliments' images from the cache. It never caches an /api answer: what a member sees of their
// own comes from the server or not at all.
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CACHE_NAMES, type PageMessage, type Shell } from './shell';
import { handlePush } from './sw-push';

declare const self: ServiceWorkerGlobalScope;
/** Written by the build: the shell of this very build. */
declare const __KINDLY_SHELL__: Shell;

const DAY = 24 * 60 * 60;
const HOME = '/';

/** Only whole, same-origin answers are kept: never a redirect, an error or an opaque answer. */
const okOnly = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 && response.type === 'basic' ? response : null,
};

const sameOrigin = (url: URL) => url.origin === self.location.origin;

cleanupOutdatedCaches();
precacheAndRoute(__KINDLY_SHELL__.precache);

// Pages come from the network while there is one, and are kept for offline use. Every page of the
// app is the same shell, drawn by the client's router from the address (the server writes only the
// head and the language), so an address never opened before gets the home page's shell offline.
const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  // Pages vary by language and cookie; the reader's last page of an address is the one to give.
  matchOptions: { ignoreVary: true },
  plugins: [okOnly, new ExpirationPlugin({ maxEntries: 20, purgeOnQuotaError: true })],
});
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch (error) {
        const cache = await caches.open(CACHE_NAMES.pages);
        const home = await cache.match(HOME, { ignoreVary: true });
        if (home) return home;
        throw error;
      }
    },
    // Counted redirects, the API and media are never pages of the app.
    { denylist: [/^\/(api|r|media)\//, /\/card\.png$/] },
  ),
);

// Hashed files never change. A file of another build (a page opened before a deploy, or one the
// next worker has precached while it waits) is taken from whichever cache holds it.
const assets = new CacheFirst({
  cacheName: CACHE_NAMES.assets,
  plugins: [
    okOnly,
    {
      cachedResponseWillBeUsed: async ({
        cachedResponse,
        request,
      }: {
        cachedResponse?: Response;
        request: Request;
      }) => cachedResponse ?? (await caches.match(request.url)),
    },
    new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true }),
  ],
});
const isAsset = (url: URL) => sameOrigin(url) && url.pathname.startsWith('/assets/');
registerRoute(({ url }) => isAsset(url), assets);

// The compliments' images, so the offline home page can show a compliment seen before with its
// picture. Offline, another size of the same uploaded image stands in for the one the browser
// picked (a phone turned sideways asks for a wider one).
const MEDIA = /^\/media\/(\d+)(?:\/|$)/;
const images = new CacheFirst({
  cacheName: CACHE_NAMES.images,
  plugins: [
    okOnly,
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    {
      handlerDidError: async ({ request }: { request: Request }) => {
        const id = MEDIA.exec(new URL(request.url).pathname)?.[1];
        if (!id) return undefined;
        const cache = await caches.open(CACHE_NAMES.images);
        for (const key of await cache.keys())
          if (MEDIA.exec(new URL(key.url).pathname)?.[1] === id) return cache.match(key);
        return undefined;
      },
    },
  ],
});
const isImage = (url: URL) =>
  sameOrigin(url) && (MEDIA.test(url.pathname) || url.pathname.startsWith('/images/'));
registerRoute(({ url, request }) => request.destination === 'image' && isImage(url), images);

/** The strategy that keeps a file a page names, or none for anything else. */
function strategyFor(url: URL): Strategy | null {
  if (isAsset(url)) return assets;
  if (isImage(url)) return images;
  return null;
}

/** Keeps what a page loaded before this worker controlled it, and its language's texts. */
function cacheForPage(event: ExtendableMessageEvent, urls: string[], locale?: string) {
  const { translations } = __KINDLY_SHELL__;
  const texts = locale && Object.hasOwn(translations, locale) ? (translations[locale] ?? []) : [];
  const wanted = [...urls, ...texts];
  const jobs = wanted.map(async (href) => {
    const url = new URL(href, self.location.origin);
    const strategy = strategyFor(url);
    if (!strategy) return;
    // A file that cannot be fetched now is fetched when a page next asks for it.
    await strategy.handle({ event, request: new Request(url.href) }).catch(() => undefined);
  });
  event.waitUntil(Promise.all(jobs));
}

self.addEventListener('message', (event) => {
  const message = event.data as PageMessage | null;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  else if (message?.type === 'CACHE_URLS' && Array.isArray(message.urls))
    cacheForPage(event, message.urls.slice(0, 300), message.locale);
});

// The home page is cached at install, so the app opens offline even when the page that
// installed the worker was the only one the reader opened.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE_NAMES.pages)
      .then((cache) => cache.add(new Request(HOME, { credentials: 'same-origin' })))
      .catch(() => undefined),
  );
});

handlePush();
