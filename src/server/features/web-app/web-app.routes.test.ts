// The installable app's files as a browser fetches them (PRODUCT 30, DECISIONS 75): the manifest
// names the configured site in the reader's language, and the worker's script is always revalidated.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../../scripts/precompress';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';

const SITE = 'Bright Notes';
const WORKER = `self.addEventListener('fetch', () => {}); // ${'kind '.repeat(300)}\n`;
const PAGE =
  '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div></body></html>';

interface Manifest {
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; purpose?: string }[];
  shortcuts: { name: string; short_name: string; url: string }[];
}

let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'kindly-web-app-'));
  writeFileSync(path.join(dir, 'index.html'), PAGE);
  writeFileSync(path.join(dir, 'sw.js'), WORKER);
  // A build from before the manifest was written at run time: its file must not shadow the route.
  writeFileSync(path.join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Old' }));
  await precompressDirectory(dir);
  t = await buildTestApp({ siteName: SITE, clientDir: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const manifest = (headers: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url: '/manifest.webmanifest', headers });

describe('the web app manifest', () => {
  it('names the configured site and installs as a standalone app with its icons', async () => {
    const res = await manifest();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers.vary).toBe('accept-language, cookie');
    const body = res.json<Manifest>();
    expect(body).toMatchObject({
      name: SITE,
      short_name: SITE,
      description: 'Get a kind word, share it, and pass the positivity on.',
      lang: 'en',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#c8254f',
      background_color: '#fffaf7',
    });
    expect(body.icons.map((icon) => `${icon.src} ${icon.sizes} ${icon.purpose ?? ''}`)).toEqual(
      expect.arrayContaining([
        '/icon-192.png 192x192 ',
        '/icon-512.png 512x512 ',
        '/icon-maskable-512.png 512x512 maskable',
      ]),
    );
    expect(body.shortcuts).toEqual([
      expect.objectContaining({ name: 'Get a Compliment', url: '/' }),
      expect.objectContaining({ name: 'Share a Compliment', url: '/?submit' }),
    ]);
  });

  it("speaks the reader's language: Spanish from Accept-Language, Arabic right to left from the cookie", async () => {
    const spanish = (
      await manifest({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' })
    ).json<Manifest>();
    expect(spanish).toMatchObject({
      name: SITE,
      lang: 'es',
      dir: 'ltr',
      description: 'Recibe unas palabras amables, compártelas y contagia la buena onda.',
    });
    expect(spanish.shortcuts.map((shortcut) => shortcut.name)).toEqual([
      'Recibir un cumplido',
      'Comparte un cumplido',
    ]);
    const arabic = (
      await manifest({ 'accept-language': 'es', cookie: 'kindly_lang=ar' })
    ).json<Manifest>();
    expect(arabic).toMatchObject({ lang: 'ar', dir: 'rtl' });
  });

  it('is the one the pages link to', () => {
    const template = readFileSync(
      path.resolve(import.meta.dirname, '../../../client/index.html'),
      'utf8',
    );
    expect(template).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });
});

describe("the service worker's script", () => {
  it('is JavaScript, revalidated on every visit, compressed when the browser takes it', async () => {
    const br = await t.inject({
      method: 'GET',
      url: '/sw.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(WORKER);

    const plain = await t.inject({
      method: 'GET',
      url: '/sw.js',
      headers: { 'accept-encoding': 'br;q=0' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(WORKER);
    // The page's policy governs the worker's own requests: same origin only.
    expect(plain.headers['content-security-policy']).toContain("connect-src 'self'");
  });

  it('serves a changed worker at once, so a deploy is found at the next visit', async () => {
    const changed = `${WORKER}// the next version\n`;
    writeFileSync(path.join(dir, 'sw.js'), changed);
    rmSync(path.join(dir, 'sw.js.br'));
    rmSync(path.join(dir, 'sw.js.gz'));
    const res = await t.inject({
      method: 'GET',
      url: '/sw.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.body).toBe(changed);
  });
});

describe('without a client build', () => {
  it('has no worker to give', async () => {
    const bare = await buildTestApp({ clientDir: path.join(dir, 'missing') });
    try {
      expect((await bare.inject({ method: 'GET', url: '/sw.js' })).statusCode).toBe(404);
      expect((await bare.inject({ method: 'GET', url: '/manifest.webmanifest' })).statusCode).toBe(
        200,
      );
    } finally {
      await bare.close();
    }
  });
});
