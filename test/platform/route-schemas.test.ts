import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildPlatformApp, type PlatformApp, type RouteEntry } from './platform-app';

// Every route in Fastify's own table declares the schemas of what it takes and what it answers,
// so each id is checked once at the route and every JSON answer is written from its schema.

/** Writes that take no body: whatever one holds is ignored, the target is in the path. */
const BODILESS_WRITES = [
  'POST /api/auth/logout',
  'POST /api/admin/users/:id/two-factor/reset',
  'POST /api/admin/users/:id/end-sessions',
  'POST /api/admin/users/:id/anonymise',
  'POST /api/account/sessions/end-others',
  'POST /api/account/export',
  'POST /api/account/confirm-email/resend',
  'POST /api/account/email/cancel',
  'POST /api/compliments/:id/thank',
  'POST /api/badges/:id/share',
  'POST /api/badges/:id/publish',
  'POST /api/badges/:id/celebrate',
  'POST /api/messages/:id/read',
  'POST /api/admin/moderation/users/:id/lift',
  'POST /api/auth/login/passkey/options',
  'POST /api/account/passkeys/confirm/options',
];

const WRITES = new Set(['POST', 'PUT', 'PATCH']);

/** The API's routes and the probes answer JSON; pages, media and redirects do not. */
const answersJson = (url: string) =>
  url.startsWith('/api/') || url === '/healthz' || url === '/readyz';

const label = (route: RouteEntry) => `${route.method} ${route.url}`;

const pathParams = (url: string) =>
  [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');

let t: PlatformApp;
beforeAll(async () => {
  t = await buildPlatformApp();
});
afterAll(() => t.close());

describe('route schemas', () => {
  it('declares a params schema naming every path parameter', () => {
    const withParams = t.routes.filter((route) => pathParams(route.url).length > 0);
    expect(withParams.map(label)).toEqual(expect.arrayContaining(['GET /media/:id']));
    const missing = withParams.filter((route) => {
      const params = route.schema?.params;
      if (!(params instanceof z.ZodObject)) return true;
      return pathParams(route.url).some((name) => !(name in params.shape));
    });
    expect(missing.map(label)).toEqual([]);
  });

  it('declares a body schema for every write, multipart uploads included', () => {
    const writes = t.routes.filter((route) => WRITES.has(route.method));
    expect(writes.map(label)).toEqual(
      expect.arrayContaining([
        'POST /api/admin/inspirational-images/upload',
        'POST /api/admin/ads',
      ]),
    );
    const missing = writes.filter(
      (route) => !route.schema?.body && !BODILESS_WRITES.includes(label(route)),
    );
    expect(missing.map(label)).toEqual([]);
    const listedButGone = BODILESS_WRITES.filter(
      (write) => !writes.some((route) => label(route) === write && !route.schema?.body),
    );
    expect(listedButGone).toEqual([]);
  });

  it('declares response schemas for every JSON answer', () => {
    const json = t.routes.filter((route) => answersJson(route.url));
    expect(json.map(label)).toEqual(expect.arrayContaining(['GET /healthz', 'GET /api/auth/me']));
    const missing = json.filter((route) => !route.schema?.response);
    expect(missing.map(label)).toEqual([]);
  });
});
