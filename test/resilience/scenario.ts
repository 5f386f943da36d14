// Test data for the burst and fault tests, made through the API of an in-process app: a live ad,
// an author's compliments, members to thank them, and the database totals the tests compare.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { addressVisitor, issueViewToken } from '../../src/server/features/campaigns/view-tokens';
import { BROWSER } from '../helpers/campaigns';
import { lossyWebp, multipartBody } from '../helpers/images';
import { signedInUser, type TestUser } from '../factories';
import type { HttpCall } from './http-client';
import { TEST_SESSION_SECRET } from './server-process';

/** Creates an ad that is live now and answers its id. No viewLimit unless one is given. */
export async function createLiveAd(
  app: FastifyInstance,
  adminCookie: string,
  fields: Record<string, string> = {},
): Promise<string> {
  const body = await multipartBody(
    {
      name: 'Resilience test ad',
      category: 'HomepageBanner',
      redirectUrl: 'https://shop.example/resilience',
      publishedAt: new Date(Date.now() - 3_600_000).toISOString(),
      counties: '[]',
      isActive: 'true',
      ...fields,
    },
    { bytes: await lossyWebp() },
  );
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/ads',
    headers: { ...body.headers, cookie: adminCookie },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

const WORDS = ['bright', 'gentle', 'steady', 'warm', 'brave', 'patient', 'honest', 'cheerful'];

/** Submits `count` distinct compliments as the member and answers their ids. */
export async function submitCompliments(
  app: FastifyInstance,
  cookie: string,
  count: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const a = WORDS[i % WORDS.length]!;
    const b = WORDS[Math.floor(i / WORDS.length) % WORDS.length]!;
    const res = await app.inject({
      method: 'POST',
      url: '/api/compliments',
      headers: { cookie },
      payload: { text: `Your ${a} and ${b} way of helping made my week, thank you (${i})` },
    });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json<{ compliment: { id: number } }>().compliment.id);
  }
  return ids;
}

export async function members(
  app: FastifyInstance,
  count: number,
): Promise<{ user: TestUser; cookie: string }[]> {
  const list = [];
  for (let i = 0; i < count; i++) list.push(await signedInUser(app));
  return list;
}

export interface Totals {
  views: number;
  thanks: number;
  deliveries: number;
  seen: number;
  karma: number;
}

/** The counts a burst can move, over the whole database. */
export async function totals(database: Database, adId: string): Promise<Totals> {
  const [row] = await database.rows<Totals>(
    sql`select
      (select views from ads where id = ${adId}::uuid) as views,
      (select count(*)::int from thanks) as thanks,
      (select count(*)::int from deliveries) as deliveries,
      (select coalesce(sum(seen_count), 0)::int from compliment_seen_counts) as seen,
      (select coalesce(sum(karma_points), 0)::int from users) as karma`,
  );
  return row!;
}

/** A deterministic shuffle (mulberry32), so a failing burst can be replayed in the same order. */
export function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** A browser's ad view with its own answer's token for this machine's address (DECISIONS 32). */
export const adViewCall = (adId: string): HttpCall => ({
  method: 'POST',
  path: `/api/ads/${adId}/view`,
  headers: BROWSER,
  body: JSON.stringify({
    viewToken: issueViewToken(
      TEST_SESSION_SECRET,
      { campaignId: adId, placement: 'HomepageBanner', visitor: addressVisitor('127.0.0.1') },
      new Date(),
    ),
  }),
});

export const thankCall = (cookie: string, id: number): HttpCall => ({
  method: 'POST',
  path: `/api/compliments/${id}/thank`,
  headers: { cookie },
  body: '{}',
});

/** The random compliment, as a member when a cookie is given. */
export const randomCall = (cookie?: string): HttpCall => ({
  method: 'GET',
  path: '/api/compliments/random',
  ...(cookie ? { headers: { cookie } } : {}),
});
