import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../scripts/precompress';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

const SCRIPT = `export const greeting = ${JSON.stringify('kind words '.repeat(400))};\n`;
const TEMPLATE =
  '<!doctype html><html lang="en"><head><!--app-head--><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';

describe('the built client: compressed assets, caching and the HTML page', () => {
  let dir: string;
  let t: TestApp;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kindly-client-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
    writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), SCRIPT);
    writeFileSync(path.join(dir, 'licenses.json'), JSON.stringify({ name: 'x'.repeat(900) }));
    writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(
      path.join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/app-abc123.js', isEntry: true },
        'pages/home-page.tsx': {
          file: 'assets/home-page-h1.js',
          isDynamicEntry: true,
          imports: ['index.html', '_card-c1.js'],
        },
        '_card-c1.js': { file: 'assets/card-c1.js' },
      }),
    );
    await precompressDirectory(dir);
    t = await buildTestApp({ clientDir: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the brotli file to a browser that accepts it, gzip to one that only takes gzip', async () => {
    const url = '/assets/app-abc123.js';
    const br = await t.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);

    const gz = await t.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await t.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('caches hashed assets for a year as immutable, other public files for an hour', async () => {
    const asset = await t.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await t.inject({
      method: 'GET',
      url: '/licenses.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-encoding']).toBe('br');
    expect(manifest.headers['cache-control']).toBe('public, max-age=3600');
    // Too small to be worth compressing: sent as it is.
    const icon = await t.inject({
      method: 'GET',
      url: '/favicon.svg',
      headers: { 'accept-encoding': 'br' },
    });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
  });

  it('does not serve the compressed files or the bare template by their own names', async () => {
    for (const url of ['/assets/app-abc123.js.br', '/assets/app-abc123.js.gz', '/index.html']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<!--app-head-->');
    }
  });

  it('answers / with the page and its head, revalidated, compressed when the browser accepts it', async () => {
    const plain = await t.inject({ method: 'GET', url: '/' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toContain('<meta property="og:url" content="http://localhost:3000/" />');
    expect(plain.body).toContain('<script type="module" src="/assets/app-abc123.js">');
    expect(plain.body).not.toContain('<!--app-head-->');

    const br = await t.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.inject({
      method: 'GET',
      url: '/?utm_source=x',
      headers: { 'accept-encoding': 'gzip;q=1, br;q=0' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it("preloads the home page's own chunks with its HTML, after the entry, and not the entry twice", async () => {
    const home = await t.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/home-page-h1.js" />',
    );
    expect(home.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/card-c1.js" />',
    );
    expect(home.body).not.toContain('modulepreload" crossorigin href="/assets/app-abc123.js"');
    // The browser fetches in document order: the entry, which draws the first paint, goes first.
    expect(home.body.indexOf('/assets/app-abc123.js')).toBeLessThan(
      home.body.indexOf('/assets/home-page-h1.js'),
    );
    expect(home.body.indexOf('/assets/home-page-h1.js')).toBeLessThan(home.body.indexOf('</head>'));
    const login = await t.inject({ method: 'GET', url: '/login' });
    expect(login.body).not.toContain('modulepreload');
    // The build's manifest stays private.
    const manifest = await t.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(manifest.statusCode).toBe(404);
  });

  it('gives each page its own og:url, and an unknown path a 404 page', async () => {
    const login = await t.inject({ method: 'GET', url: '/login' });
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('content="http://localhost:3000/login"');
    const edit = await t.inject({ method: 'GET', url: '/admin/ads/edit/42' });
    expect(edit.statusCode).toBe(200);
    expect(edit.body).toContain('content="http://localhost:3000/admin/ads/edit/42"');
    const unknown = await t.inject({ method: 'GET', url: '/no-such-page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(unknown.body).toContain('content="http://localhost:3000/no-such-page"');
    const api = await t.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found' });
  });
});
