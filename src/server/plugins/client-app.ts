// Serves the built React client: hashed assets cached for a year (brotli or gzip made at build time,
// chosen by Accept-Encoding), and the HTML page with the head each page needs, revalidated each time.
import type { IncomingHttpHeaders } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_CONFIG_META_NAME, type ClientConfig } from '../../contract/client-config';
import { format, type Translation } from '../../contract/i18n/catalog';
import { LOCALES, PSEUDO_LOCALE, directionOf, type PageLocale } from '../../contract/i18n/locales';
import { MESSAGES } from '../../contract/messages';
import { ROUTES, isClientRoute, matchesRoute } from '../../contract/routes';
import type { Config } from '../config';
import type { AppContext } from '../context';
import { fixedAnswer, type FastAnswer } from './fast-lane';
import { localeOfHeaders } from './locale';
import { PAGE_HEAD_MESSAGES, pageHeadCatalog } from './page-head-messages';
import { securityHeaders } from './security';
import { SHARE_IMAGE_PATH, escapeHtml, socialHead } from './social-head';

/**
 * A head for a link to a shared item (`/?badge=12`), or null. Renderers are asked only about URLs
 * with a query string: a plain page URL always gets its page's default head, rendered once.
 */
export type HeadRenderer = (request: FastifyRequest) => Promise<string | null>;

/**
 * The head of a page whose path names an item (`/c/{publicId}`, PRODUCT 5), with its status: the
 * item's own head, or a 404 with the default head when the path names none.
 */
export interface PageHead {
  /** The client route it renders, from ROUTES. */
  route: string;
  render: (request: FastifyRequest, pathname: string) => Promise<string | null>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PUBLIC_FILE = 'public, max-age=3600';
/** Pages are revalidated on every visit, so a deploy's new asset names are picked up at once. */
const PAGE = 'no-cache';

function pathnameOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

type PageHeadTexts = Translation<typeof PAGE_HEAD_MESSAGES>;

/** The locales a page is drawn in: the six, and the pseudo-locale `?lang=en-XA` asks for. */
const PAGE_LOCALES: readonly PageLocale[] = [...LOCALES, PSEUDO_LOCALE];

function defaultHeadFor(
  ctx: AppContext,
  pathname: string,
  locale: PageLocale,
  texts: PageHeadTexts,
): string {
  const site = ctx.config.siteName;
  return socialHead({
    siteName: site,
    title: format(locale, texts.title, { site }),
    cardTitle: site,
    description: texts.description,
    url: `${ctx.config.publicUrl}${pathname}`,
    imageUrl: `${ctx.config.publicUrl}${SHARE_IMAGE_PATH}`,
  });
}

/**
 * The settings the client reads at start (src/client/config/site.ts), in every page's head: the
 * client takes them from the running server's configuration, not from its build.
 */
function clientConfigHead(config: Pick<Config, 'siteName' | 'merchStoreUrl'>): string {
  const settings: ClientConfig = { siteName: config.siteName, merchStoreUrl: config.merchStoreUrl };
  return `<meta name="${CLIENT_CONFIG_META_NAME}" content="${escapeHtml(JSON.stringify(settings))}" />`;
}

/** A finished page; the fixed ones also carry their brotli and gzip forms. */
interface RenderedPage {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * The page with its head filled in. A page's own chunks are preloaded last, after the entry's
 * script, chunks and styles: with six connections per origin the browser fetches in document
 * order, and the entry alone draws the frame and the page's placeholder (first paint).
 */
function renderPage(template: string, head: string, preloads = ''): RenderedPage {
  return {
    identity: Buffer.from(
      template
        .replace('<!--app-head-->', () => head)
        .replace('</head>', () => (preloads ? `  ${preloads}\n  </head>` : '</head>')),
      'utf8',
    ),
  };
}

function renderCompressedPage(template: string, head: string, preloads: string): RenderedPage {
  const { identity } = renderPage(template, head, preloads);
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: gzipSync(identity, { level: 6 }),
  };
}

/** Picks brotli over gzip when both are accepted; a `q=0` refusal is honoured. */
function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  let best: 'br' | 'gzip' | null = null;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (refused) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === '*') best = 'gzip';
  }
  return best;
}

type PageEncoding = 'br' | 'gzip' | 'identity';

/** A page's own headers and body in one encoding (identity when the page has no such form). */
function pageAnswer(page: RenderedPage, encoding: PageEncoding) {
  const headers: Record<string, string> = {
    'cache-control': PAGE,
    // The language comes from the cookie or Accept-Language (PRODUCT 29).
    vary: 'accept-encoding, accept-language, cookie',
    'content-type': 'text/html; charset=utf-8',
  };
  const body = encoding === 'identity' ? undefined : page[encoding];
  if (!body) return { headers, body: page.identity };
  headers['content-encoding'] = encoding;
  return { headers, body };
}

const encodingFor = (page: RenderedPage, request: { headers: IncomingHttpHeaders }) =>
  (page.br && pickEncoding(request.headers['accept-encoding'])) || 'identity';

function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage,
  status: number,
) {
  const { headers, body } = pageAnswer(page, encodingFor(page, request));
  return reply.code(status).headers(headers).send(body);
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** `loginPage` style route names to the page module Vite's manifest names: `pages/login-page.tsx`. */
const pageModule = (routeName: string) =>
  `pages/${routeName.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}-page.tsx`;

/**
 * `<link rel="modulepreload">` tags for each route's page chunk and the chunks it imports, so the
 * browser fetches them with the entry instead of after running it (one round trip less). Routes
 * whose page module is not in the manifest get none.
 */
function pagePreloads(dir: string, template: string): Map<string, string> {
  const preloads = new Map<string, string>();
  const manifestFile = path.join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return preloads;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  for (const [name, route] of Object.entries(ROUTES)) {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(pageModule(name));
    const links = [...files]
      .filter((file) => !template.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
    if (links.length > 0) preloads.set(route, links.join('\n    '));
  }
  return preloads;
}

export async function registerClientApp(
  app: FastifyInstance,
  ctx: AppContext,
  renderers: HeadRenderer[] = [],
  pageHeads: PageHead[] = [],
): Promise<void> {
  const dir = ctx.config.clientDir;
  const indexFile = path.join(dir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: dir,
      prefix: '/',
      wildcard: false,
      index: false,
      // index.html is only ever sent with its head filled in; the .br/.gz siblings are chosen by
      // preCompressed, not requested by name. The worker's script and the manifest have routes of
      // their own (features/web-app): other headers, and the manifest is written at run time.
      globIgnore: ['index.html', '**/*.br', '**/*.gz', 'sw.js', 'manifest.webmanifest'],
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.startsWith(path.join(dir, 'assets') + path.sep);
        reply.header('cache-control', hashed ? IMMUTABLE : PUBLIC_FILE);
      },
    });
  }
  const page = built
    ? readFileSync(indexFile, 'utf8')
    : '<!doctype html><html lang="en"><head><!--app-head--></head><body><p>The client is not built yet: run npm run build.</p></body></html>';
  // The configuration is fixed for the life of the process, so every page carries the same tag.
  const template = page.replace(
    '<!--app-head-->',
    () => `${clientConfigHead(ctx.config)}\n    <!--app-head-->`,
  );
  // Each locale's page names its language and direction on <html>, which the client reads too.
  const templates = new Map<PageLocale, string>();
  const headTexts = new Map<PageLocale, PageHeadTexts>();
  for (const locale of PAGE_LOCALES) {
    templates.set(
      locale,
      template.replace(/<html[^>]*>/, `<html lang="${locale}" dir="${directionOf(locale)}">`),
    );
    headTexts.set(locale, await app.translations.messages(locale, pageHeadCatalog));
  }
  const templateOf = (locale: PageLocale) => templates.get(locale) ?? template;
  const headOf = (pathname: string, locale: PageLocale) =>
    defaultHeadFor(ctx, pathname, locale, headTexts.get(locale) ?? PAGE_HEAD_MESSAGES);

  // A page's default head depends only on its path, so the fixed routes are rendered and
  // compressed once; paths with an id in them are rendered per request.
  const preloads = built ? pagePreloads(dir, template) : new Map<string, string>();
  const preloadsOf = (route: string) => preloads.get(route) ?? '';
  const fixedPages = new Map<string, Map<PageLocale, RenderedPage>>();
  for (const route of Object.values(ROUTES)) {
    if (route.includes(':')) continue;
    const pages = new Map<PageLocale, RenderedPage>();
    for (const locale of PAGE_LOCALES)
      pages.set(
        locale,
        renderCompressedPage(templateOf(locale), headOf(route, locale), preloadsOf(route)),
      );
    fixedPages.set(route, pages);
  }

  // A fixed page asked for without a query string is the same answer every time for a language.
  const documentHeaders = securityHeaders(ctx.config);
  for (const [route, pages] of fixedPages) {
    const answers = new Map<PageLocale, Record<PageEncoding, FastAnswer>>();
    for (const [locale, page] of pages) {
      const ready = (encoding: PageEncoding): FastAnswer => {
        const { headers, body } = pageAnswer(page, encoding);
        return fixedAnswer(200, { ...documentHeaders, ...headers }, body);
      };
      answers.set(locale, { br: ready('br'), gzip: ready('gzip'), identity: ready('identity') });
    }
    app.fastLane.get(route, (request) => {
      const locale = localeOfHeaders(request.url, request.headers);
      const page = pages.get(locale);
      return page && answers.get(locale)?.[encodingFor(page, request)];
    });
  }

  const answerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = pathnameOf(request.url);
    const locale = request.locale;
    const localized = templateOf(locale);
    const renderable = pathname.length < request.url.length ? renderers : [];
    for (const render of renderable) {
      const head = await render(request);
      if (head)
        return sendPage(request, reply, renderPage(localized, head, preloadsOf(pathname)), 200);
    }
    const fixed = fixedPages.get(pathname)?.get(locale);
    if (fixed) return sendPage(request, reply, fixed, 200);
    const itemPage = pageHeads.find((pageHead) => matchesRoute(pageHead.route, pathname));
    if (itemPage) {
      const head = await itemPage.render(request, pathname);
      const page = renderPage(
        localized,
        head ?? headOf(pathname, locale),
        preloadsOf(itemPage.route),
      );
      return sendPage(request, reply, page, head ? 200 : 404);
    }
    const status = isClientRoute(pathname) ? 200 : 404;
    return sendPage(request, reply, renderPage(localized, headOf(pathname, locale)), status);
  };

  // The home page is the busiest page: it gets a route of its own instead of the not-found path.
  app.get(ROUTES.home, answerPage);

  // Unknown paths under /api never come here: the API's scope has its own JSON 404.
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!wantsPage) return reply.code(404).send({ message: MESSAGES.notFound });
    return answerPage(request, reply);
  });
}
