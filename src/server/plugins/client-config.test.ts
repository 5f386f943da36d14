// The site name and the Store link come from the running server's configuration: every page it
// serves carries them in its head, where the client reads them at start.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  CLIENT_CONFIG_META_NAME,
  MERCH_STORE_URL_DEFAULT,
  parseClientConfig,
} from '../../contract/client-config';
import { SITE_NAME_DEFAULT } from '../../contract/constants';
import { ConfigError, loadConfig } from '../config';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div></body></html>';

const SITE_NAME = 'Kind & "Gentle" <Corner>';
const STORE_URL = 'https://shop.example/kindness?ref=top&x=<1>';

const unescapeHtml = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The configuration tags of a page, read back as the client reads them. */
function configTags(html: string) {
  const pattern = new RegExp(`<meta name="${CLIENT_CONFIG_META_NAME}" content="([^"]*)" />`, 'g');
  return [...html.matchAll(pattern)].map((match) => parseClientConfig(unescapeHtml(match[1]!)));
}

describe('the runtime configuration in the served HTML', () => {
  let dir: string;
  let t: TestApp;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kindly-config-'));
    writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
    t = await buildTestApp({ clientDir: dir, siteName: SITE_NAME, merchStoreUrl: STORE_URL });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('puts the site name and the Store link into every page, fixed or not, escaped', async () => {
    for (const url of ['/', '/admin', '/admin/ads/edit/some-id', '/gift?promotion=x', '/nowhere']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(configTags(res.body), url).toEqual([
        { siteName: SITE_NAME, merchStoreUrl: STORE_URL },
      ]);
      // Escaped into the attribute: no raw quote or angle bracket of the values leaks out.
      expect(res.body).not.toContain('"Gentle"');
      expect(res.body).not.toContain('<Corner>');
    }
  });

  it('takes the values from the process configuration, not from the build', async () => {
    const other = await buildTestApp({ clientDir: dir });
    try {
      const res = await other.inject({ method: 'GET', url: '/' });
      expect(configTags(res.body)).toEqual([
        { siteName: SITE_NAME_DEFAULT, merchStoreUrl: MERCH_STORE_URL_DEFAULT },
      ]);
    } finally {
      await other.close();
    }
  });
});

describe('the configuration variables', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/kindly-test-unused' } as const;
  const secret = { SESSION_SECRET: 'test-secret-test-secret-test-secret-0123' };

  it('read SITE_NAME and MERCH_STORE_URL, with their defaults', () => {
    expect(loadConfig({ ...base, ...secret })).toMatchObject({
      siteName: SITE_NAME_DEFAULT,
      merchStoreUrl: MERCH_STORE_URL_DEFAULT,
    });
    expect(
      loadConfig({
        ...base,
        ...secret,
        SITE_NAME: 'Warm Words',
        MERCH_STORE_URL: 'http://store.example',
      }),
    ).toMatchObject({ siteName: 'Warm Words', merchStoreUrl: 'http://store.example' });
  });

  it('refuse a Store link that is not an http(s) address', () => {
    for (const url of ['javascript:alert(1)', 'ftp://store.example', 'store.example']) {
      expect(() => loadConfig({ ...base, ...secret, MERCH_STORE_URL: url })).toThrow(ConfigError);
    }
  });
});

describe('the client reading the tag', () => {
  it('falls back to the defaults for a missing, malformed or unsafe value', () => {
    const defaults = { siteName: SITE_NAME_DEFAULT, merchStoreUrl: MERCH_STORE_URL_DEFAULT };
    expect(parseClientConfig(undefined)).toEqual(defaults);
    expect(parseClientConfig('not json')).toEqual(defaults);
    expect(parseClientConfig('[1, 2]')).toEqual(defaults);
    expect(parseClientConfig('{"siteName":"  ","merchStoreUrl":"javascript:alert(1)"}')).toEqual(
      defaults,
    );
    expect(
      parseClientConfig('{"siteName":"Warm Words","merchStoreUrl":"https://s.example"}'),
    ).toEqual({ siteName: 'Warm Words', merchStoreUrl: 'https://s.example' });
  });
});
