// Shared steps of the ads, promotions and redirects API tests: an app with an admin and a member
// signed in, visitor addresses, view tokens and a browser's User-Agent, times on the app's clock,
// links no campaign may store, and the setup and counted calls of the counting tests.
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Ad } from '../../src/contract/ads';
import type { Promotion } from '../../src/contract/promotions';
import { addressVisitor, issueViewToken } from '../../src/server/features/campaigns/view-tokens';
import {
  adDailyCounts,
  ads,
  promotionDailyCounts,
  promotions,
} from '../../src/server/db/schema/index';
import { buildApp } from '../../src/server/app';
import { buildTestApp, testConfig, type TestApp } from '../build-test-app';
import { signedInUser } from '../factories';
import { lossyWebp, multipartBody } from './images';
import { until } from './until';

/**
 * A desktop Chrome. inject()'s own User-Agent (`lightMyRequest`) is on the crawler list, and
 * crawlers never count (DECISIONS 32).
 */
export const BROWSER: Record<string, string> = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
};

/** Headers of a request; an undefined User-Agent sends none (inject's own is left out too). */
type RequestHeaders = Record<string, string | undefined>;

/**
 * The token a public answer would have carried for this item, placement and guest address, at
 * the app's time: what GET /api/ads or /api/promotions/… hand out, without the random pick.
 */
export const viewTokenFor = (
  t: Pick<TestApp, 'ctx'>,
  campaignId: string,
  placement: string,
  remoteAddress: string,
): string =>
  issueViewToken(
    t.ctx.config.sessionSecret,
    { campaignId, placement, visitor: addressVisitor(remoteAddress) },
    t.ctx.now(),
  );

/** POST /api/{ads|promotions}/{id}/view as a browser at `remoteAddress`, with `viewToken`. */
export const postView = (
  t: TestApp,
  url: string,
  remoteAddress: string,
  viewToken: string | undefined,
  headers: RequestHeaders = BROWSER,
) =>
  t.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers,
    ...(viewToken === undefined ? {} : { payload: { viewToken } }),
  });

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

/** Either instance of `twoInstances`. */
export type Instance = { inject(options: InjectOptions): Promise<LightMyRequestResponse> };

export interface TwoInstances {
  t: TestApp;
  /** A second instance on the same database, with copies of its own (DECISIONS 46). */
  other: FastifyInstance;
  /** Cookie header of a signed-in admin. */
  admin: string;
}

/** The test app and a second instance on its database, for the file; closed after it. */
export function twoInstances(): TwoInstances {
  const apps = {} as TwoInstances;
  beforeAll(async () => {
    apps.t = await buildTestApp();
    apps.other = await buildApp(testConfig({}, apps.t.clock), {
      testing: {
        database: apps.t.testDb.database,
        skipMigrations: true,
      },
    });
    await apps.other.ready();
    apps.admin = (await signedInUser(apps.t.app, { isAdmin: true })).cookie;
  });
  afterAll(async () => {
    await apps.other?.close();
    await apps.t?.close();
  });
  return apps;
}

/**
 * Resolves once `condition` holds on another instance, whose copy is at most a second old; the
 * second second leaves its read time on a slow machine.
 */
export const untilCopiesCatchUp = (condition: () => Promise<boolean>, what: string) =>
  until(condition, what, 2_000);

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

/** GET `url` as the admin whose cookie header is `admin`. */
export const adminGet = (t: TestApp, admin: string, url: string) =>
  t.inject({ method: 'GET', url, headers: { cookie: admin } });

/** An admin catalogue (`/api/admin/ads`, `/api/admin/promotions`), read as the admin screen does. */
export async function adminCatalogue<Item>(
  t: TestApp,
  admin: string,
  url: string,
): Promise<Item[]> {
  const res = await adminGet(t, admin, url);
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
const UNSAFE_LINKS = [
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

/** Creates, through the admin API, an ad live since an hour ago on the app's clock. */
export async function createLiveAd(
  t: TestApp,
  admin: string,
  fields: Record<string, string> = {},
): Promise<Ad> {
  const body = await multipartBody(
    {
      name: 'Counted kindness',
      category: 'HomepageBanner',
      redirectUrl: 'https://shop.example/counted',
      publishedAt: isoFromNow(t, -60 * 60_000),
      isActive: 'true',
      ...fields,
    },
    { bytes: await lossyWebp() },
  );
  const res = await t.inject({
    method: 'POST',
    url: '/api/admin/ads',
    headers: { ...body.headers, cookie: admin },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Ad>();
}

/** Moves the app's clock forward to `target` (never back: live items would turn Scheduled). */
export function moveClockTo(t: TestApp, target: Date): void {
  const ahead = target.getTime() - t.ctx.now().getTime();
  if (ahead < 0) throw new Error(`the clock is already past ${target.toISOString()}`);
  t.clock.advance(ahead);
}

/** 21:00 UTC of the day after the app's today: late in a day, with the next one a clock move away. */
export function lateTomorrow(t: TestApp): Date {
  const day = 24 * 60 * 60_000;
  return new Date(Math.floor(t.ctx.now().getTime() / day) * day + day + 21 * 60 * 60_000);
}

/** Creates, through the admin API, a promotion live since an hour ago for a day. */
export async function createLivePromotion(
  t: TestApp,
  admin: string,
  fields: Record<string, unknown> = {},
): Promise<Promotion> {
  const res = await t.inject({
    method: 'POST',
    url: '/api/admin/promotions',
    headers: { cookie: admin },
    payload: {
      serviceProviderName: 'Counted Reads',
      discountTitle: 'A bookmark with every novel',
      discountDescription: 'Every novel comes with a hand-made bookmark.',
      discountCode: 'COUNTED',
      websiteUrl: 'https://books.example/counted',
      publishedAt: isoFromNow(t, -60 * 60_000),
      expireAt: isoFromNow(t, 10 * 24 * 60 * 60_000),
      isActive: true,
      counties: [],
      ...fields,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Promotion>();
}

/** What a public GET (`/api/ads?…`, `/api/promotions/…`) answered a browser at `remoteAddress`. */
export async function shownTo<Answer>(
  t: TestApp,
  url: string,
  remoteAddress: string,
  headers: Record<string, string> = BROWSER,
): Promise<Answer> {
  const res = await t.inject({ method: 'GET', url, remoteAddress, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Answer>();
}

/** A counted redirect (`/r/ad/{id}`, `/r/promotion/{id}`), with `?t=` when a token is given. */
const followRedirect = (
  t: TestApp,
  path: string,
  token: string | undefined,
  remoteAddress: string,
  headers: RequestHeaders = BROWSER,
) =>
  t.inject({
    method: 'GET',
    url: token === undefined ? path : `${path}?t=${encodeURIComponent(token)}`,
    remoteAddress,
    headers,
  });

const COUNTED_TABLES = {
  ad: { table: ads, follows: ads.clicks, daily: adDailyCounts, dailyFollows: adDailyCounts.clicks },
  promotion: {
    table: promotions,
    follows: promotions.claims,
    daily: promotionDailyCounts,
    dailyFollows: promotionDailyCounts.claims,
  },
};

interface DayRow {
  day: string;
  placement: string;
  country: string;
  views: number;
  follows: number;
}

/**
 * An ad's or a promotion's running totals, its daily rows, and what those add up to; `follows`
 * are its clicks or claims.
 */
async function countsOf(t: TestApp, kind: keyof typeof COUNTED_TABLES, id: string) {
  const { table, follows, daily, dailyFollows } = COUNTED_TABLES[kind];
  const [totals] = await t.ctx.database.rows<{ views: number; follows: number }>(
    sql`select ${table.views} as views, ${follows} as follows from ${table} where ${table.id} = ${id}`,
  );
  const days = await t.ctx.database.rows<DayRow>(
    sql`select ${daily.day}::text as day, ${daily.placement} as placement,
      ${daily.country} as country, ${daily.views} as views, ${dailyFollows} as follows
      from ${daily} where ${daily.campaignId} = ${id}`,
  );
  const sum = days.reduce(
    (total, row) => ({ views: total.views + row.views, follows: total.follows + row.follows }),
    { views: 0, follows: 0 },
  );
  return { totals: totals!, days, sum };
}

/**
 * Waits until the app takes requests again. PGlite runs on the app's own thread, so a burst of
 * hundreds of counted calls stalls the event loop long enough for load shedding (SECURITY L1)
 * to answer 503 for a moment after it.
 */
async function untilServing(t: TestApp): Promise<void> {
  await expect.poll(() => t.app.isUnderPressure(), { timeout: 15_000, interval: 100 }).toBe(false);
}

/** Where each kind is shown, viewed and followed, and what its follows are called. */
const COUNTED_KINDS = {
  ad: { api: '/api/ads', redirect: '/r/ad', follows: 'clicks' },
  promotion: { api: '/api/promotions', redirect: '/r/promotion', follows: 'claims' },
} as const;
type CountedKind = keyof typeof COUNTED_KINDS;
type FollowsName<Kind extends CountedKind> = (typeof COUNTED_KINDS)[Kind]['follows'];
type NamedFollows<Row extends { follows: number }, Name extends string> = Omit<Row, 'follows'> &
  Record<Name, number>;

/**
 * The setup of an ad or promotion counting test file (DECISIONS 32): one app with an admin and a
 * member, built before its tests and handed to `onBuilt`; after each test the clock goes back and
 * the app is serving again. Returns the file's visitor addresses (from `addressBlock`) and counted
 * calls: a view with an answer's token, whether it counted, the counted redirect, and the counts
 * with clicks or claims by their name.
 */
export function countingTests<Kind extends CountedKind>(
  kind: Kind,
  addressBlock: number,
  onBuilt: (built: CampaignTestApp) => void,
) {
  const { api, redirect, follows: name } = COUNTED_KINDS[kind];
  let built: CampaignTestApp | undefined;
  const app = (): TestApp => {
    if (!built) throw new Error('the counting app is built in beforeAll');
    return built.t;
  };
  beforeAll(async () => {
    built = await buildCampaignTestApp();
    onBuilt(built);
  });
  afterEach(async () => {
    app().clock.reset();
    await untilServing(app());
  });
  afterAll(() => built?.t.close());

  const view = (
    answer: { id: string; viewToken?: string },
    remoteAddress: string,
    headers: RequestHeaders = BROWSER,
  ) => postView(app(), `${api}/${answer.id}/view`, remoteAddress, answer.viewToken, headers);

  const counted = async (answer: { id: string; viewToken?: string }, remoteAddress: string) =>
    (await view(answer, remoteAddress)).json<{ counted: boolean }>().counted;

  const follow = (
    id: string,
    token: string | undefined,
    remoteAddress: string,
    headers?: RequestHeaders,
  ) => followRedirect(app(), `${redirect}/${id}`, token, remoteAddress, headers);

  const named = <Row extends { follows: number }>({ follows, ...rest }: Row) =>
    ({ ...rest, [name]: follows }) as NamedFollows<Row, FollowsName<Kind>>;

  /** Running totals next to the sum of the daily rows, as views and clicks or claims. */
  const counts = async (id: string) => {
    const { totals, days, sum } = await countsOf(app(), kind, id);
    return { totals: named(totals), sum: named(sum), rows: days.map(named) };
  };

  return { visitor: visitorAddresses(addressBlock), view, counted, follow, counts };
}
