// Shared steps of the ads, promotions and redirects API tests: an app with an admin and a member
// signed in, visitor addresses, times on the app's clock, and links no campaign may store.
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app';
import { signedInUser } from '../factories';

export interface CampaignTestApp {
  t: TestApp;
  /** Cookie headers of a signed-in admin and member. */
  admin: string;
  member: string;
}

export async function buildCampaignTestApp(): Promise<CampaignTestApp> {
  const t = await buildTestApp();
  const admin = (await signedInUser(t.app, { isAdmin: true })).cookie;
  const member = (await signedInUser(t.app)).cookie;
  return { t, admin, member };
}

/**
 * A new visitor address per call, so per-visitor limits never mix tests; each file takes its own
 * block (`10.{block}.…`) so files sharing a Redis never mix either.
 */
export function visitorAddresses(block: number): () => string {
  let sequence = 0;
  return () => {
    sequence += 1;
    return `10.${block}.${Math.floor(sequence / 250) % 250}.${sequence % 250}`;
  };
}

/** The ISO time `offsetMs` from the app's clock, as the admin forms send it. */
export const isoFromNow = (t: TestApp, offsetMs: number): string =>
  new Date(t.ctx.now().getTime() + offsetMs).toISOString();

/** An admin catalogue (`/api/admin/ads`, `/api/admin/promotions`), read as the admin screen does. */
export async function adminCatalogue<Item>(
  t: TestApp,
  admin: string,
  url: string,
): Promise<Item[]> {
  const res = await t.inject({ method: 'GET', url, headers: { cookie: admin } });
  expect(res.statusCode).toBe(200);
  return res.json<Item[]>();
}

/** One entry of an admin catalogue, which must list it. */
export async function catalogueEntry<Item extends { id: string }>(
  t: TestApp,
  admin: string,
  url: string,
  id: string,
): Promise<Item> {
  const found = (await adminCatalogue<Item>(t, admin, url)).find((item) => item.id === id);
  if (!found) throw new Error(`${url} does not list ${id}`);
  return found;
}

/**
 * Links a redirect must never lead to (SECURITY R3): other schemes, scheme-relative and relative
 * paths, and line breaks that would split the Location header.
 */
export const UNSAFE_LINKS = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  '\tjavascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html,<b>hi</b>',
  '//evil.example',
  '/relative/path',
  '/relative',
  'http:/x',
  'ftp://files.example',
  'https://shop.example/a\r\nSet-Cookie: x=1',
  'https://shop.example/a\nb',
  'https://bloom.example/\r\nLocation: https://evil.example',
];

/** One test per unsafe link: saving it is refused with the form's `message`. */
export function refusesUnsafeLinks(
  name: string,
  save: (link: string) => Promise<LightMyRequestResponse>,
  message: string,
): void {
  it.each(UNSAFE_LINKS)(name, async (link) => {
    const res = await save(link);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
}
