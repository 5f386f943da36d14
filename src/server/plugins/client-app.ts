// Serves the built React client: hashed assets cached for a year, index.html with meta for each page.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isClientRoute } from '../../contract/routes';
import type { AppContext } from '../context';

export type HeadRenderer = (request: FastifyRequest) => Promise<string | null>;

export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export function defaultHead(ctx: AppContext, request: FastifyRequest): string {
  const site = escapeHtml(ctx.config.siteName);
  const description = 'Get a kind word, share it, and pass the positivity on.';
  const url = escapeHtml(`${ctx.config.publicUrl}${request.url.split('?')[0]}`);
  const image = escapeHtml(`${ctx.config.publicUrl}/og-image.png`);
  return [
    `<title>${site}: a little kindness, every day</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:site_name" content="${site}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${site}: a little kindness, every day" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${site}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ].join('\n    ');
}

export async function registerClientApp(
  app: FastifyInstance,
  ctx: AppContext,
  renderers: HeadRenderer[] = [],
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
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  const template = built
    ? readFileSync(indexFile, 'utf8')
    : '<!doctype html><html lang="en"><head><!--app-head--></head><body><p>The client is not built yet: run npm run build.</p></body></html>';

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (!wantsPage) return reply.code(404).send({ message: 'Not found' });
    let head: string | null = null;
    for (const render of renderers) {
      head = await render(request);
      if (head) break;
    }
    const html = template.replace('<!--app-head-->', head ?? defaultHead(ctx, request));
    return reply
      .code(isClientRoute(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
