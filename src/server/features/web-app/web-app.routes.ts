// The installable app's two files (PRODUCT 30, DECISIONS 75): the web app manifest, written at run
// time from SITE_NAME in the reader's language, and the service worker's script from the client
// build, always revalidated so a deploy's worker is found at the next visit.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  LOCALES,
  PSEUDO_LOCALE,
  directionOf,
  type PageLocale,
} from '../../../contract/i18n/locales';
import { ROUTES } from '../../../contract/routes';
import {
  SERVICE_WORKER_PATH,
  SUBMIT_SHORTCUT_QUERY,
  WEB_APP_MANIFEST_PATH,
} from '../../../contract/web-app';
import type { AppContext } from '../../context';
import { pageHeadCatalog } from '../../plugins/page-head-messages';
import { webAppCatalog } from './web-app-messages';

/** The colours of the icon and the light theme (index.html's theme-color). */
const THEME_COLOR = '#c8254f';
const BACKGROUND_COLOR = '#fffaf7';

const ICONS = [
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];
const SHORTCUT_ICONS = [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }];

/**
 * The manifest is fetched rarely and read by the browser's installer: an hour in the browser's
 * cache, in the language the pages would be drawn in (the cookie, then Accept-Language).
 */
const MANIFEST_HEADERS = {
  'content-type': 'application/manifest+json; charset=utf-8',
  'cache-control': 'public, max-age=3600',
  vary: 'accept-language, cookie',
};

/**
 * The worker's script is checked on every visit (the browser also skips its HTTP cache for it):
 * a deploy's new worker, with its new list of files, is found at once.
 */
const WORKER_HEADERS = {
  'content-type': 'text/javascript; charset=utf-8',
  'cache-control': 'no-cache',
  vary: 'accept-encoding',
};

type Encoding = 'br' | 'gzip';

/** The encodings the request accepts, brotli first; `q=0` refuses one. */
function acceptedEncodings(header: string | undefined): Encoding[] {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    if (!params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))) accepted.add(name.trim());
  }
  return (['br', 'gzip'] as const).filter((name) => accepted.has(name) || accepted.has('*'));
}

async function manifestsByLocale(app: Parameters<FastifyPluginAsync>[0], ctx: AppContext) {
  const site = ctx.config.siteName;
  const manifests = new Map<PageLocale, string>();
  for (const locale of [...LOCALES, PSEUDO_LOCALE] as PageLocale[]) {
    const head = await app.translations.messages(locale, pageHeadCatalog);
    const text = await app.translations.messages(locale, webAppCatalog);
    const manifest = {
      id: ROUTES.home,
      name: site,
      short_name: site,
      description: head.description,
      lang: locale,
      dir: directionOf(locale),
      start_url: ROUTES.home,
      scope: ROUTES.home,
      display: 'standalone',
      background_color: BACKGROUND_COLOR,
      theme_color: THEME_COLOR,
      icons: ICONS,
      shortcuts: [
        {
          name: text.complimentShortcut,
          short_name: text.complimentShortcutShort,
          url: ROUTES.home,
          icons: SHORTCUT_ICONS,
        },
        {
          name: text.submitShortcut,
          short_name: text.submitShortcutShort,
          url: `${ROUTES.home}?${SUBMIT_SHORTCUT_QUERY}`,
          icons: SHORTCUT_ICONS,
        },
      ],
    };
    manifests.set(locale, JSON.stringify(manifest));
  }
  return manifests;
}

/** The built worker in the best encoding the browser takes, read anew for each request. */
async function sendWorker(dir: string, request: FastifyRequest, reply: FastifyReply) {
  const file = path.join(dir, SERVICE_WORKER_PATH.slice(1));
  const extensions: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
  for (const encoding of acceptedEncodings(request.headers['accept-encoding'])) {
    const body = await readFile(file + extensions[encoding]).catch(() => null);
    if (body) return reply.headers({ ...WORKER_HEADERS, 'content-encoding': encoding }).send(body);
  }
  const body = await readFile(file).catch(() => null);
  // No build (the development server, or `npm run dev`): there is no worker to install.
  if (!body) return reply.callNotFound();
  return reply.headers(WORKER_HEADERS).send(body);
}

export const webAppRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const manifests = await manifestsByLocale(app, ctx);
    const english = manifests.get('en') ?? '';
    app.get(WEB_APP_MANIFEST_PATH, async (request, reply) =>
      reply.headers(MANIFEST_HEADERS).send(manifests.get(request.locale) ?? english),
    );
    // Read per request rather than once: it is asked for about once a visit, and a test can
    // serve a changed worker without restarting the server.
    app.get(SERVICE_WORKER_PATH, (request, reply) =>
      sendWorker(ctx.config.clientDir, request, reply),
    );
  };
