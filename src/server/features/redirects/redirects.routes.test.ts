import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/build-test-app';
import * as campaigns from '../../../../test/helpers/campaigns';
import type { Ad } from '../../../contract/ads';
import type { Promotion } from '../../../contract/promotions';
import { ads, promotions } from '../../db/schema/index';
import { locationFor } from './redirects.routes';

const HOUR = 60 * 60_000;

let t: TestApp;
let admin: string;
const visitor = campaigns.visitorAddresses(99);

beforeAll(async () => {
  ({ t, admin } = await campaigns.buildCampaignTestApp());
});
afterAll(() => t.close());

const iso = (offsetMs: number) => campaigns.isoFromNow(t, offsetMs);

const createAd = (fields: Record<string, string> = {}) => campaigns.createLiveAd(t, admin, fields);
const createPromotion = (fields: Record<string, unknown> = {}) =>
  campaigns.createLivePromotion(t, admin, fields);

async function clicksOf(id: string): Promise<number> {
  const res = await t.inject({ method: 'GET', url: '/api/admin/ads', headers: { cookie: admin } });
  return res.json<Ad[]>().find((ad) => ad.id === id)!.clicks;
}

async function claimsOf(id: string): Promise<number> {
  const res = await t.inject({
    method: 'GET',
    url: '/api/admin/promotions',
    headers: { cookie: admin },
  });
  return res.json<Promotion[]>().find((promotion) => promotion.id === id)!.claims;
}

const follow = (url: string, remoteAddress = visitor(), method: 'GET' | 'HEAD' = 'GET') =>
  t.inject({ method, url, remoteAddress, headers: campaigns.BROWSER });

/** The redirect of an ad or promotion with the view token an answer carried to `remoteAddress`. */
function tokenUrl(item: Ad | Promotion, remoteAddress: string): string {
  const [kind, placement] = 'category' in item ? ['ad', item.category] : ['promotion', 'gift'];
  const token = campaigns.viewTokenFor(t, item.id, placement, remoteAddress);
  return `/r/${kind}/${item.id}?t=${token}`;
}

/** A click or claim that brings its own fresh token, as a link on a page just shown would. */
const followShown = (
  item: Ad | Promotion,
  remoteAddress = visitor(),
  method: 'GET' | 'HEAD' = 'GET',
) => follow(tokenUrl(item, remoteAddress), remoteAddress, method);

function expectNotFoundPage(res: Awaited<ReturnType<typeof follow>>) {
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers.location).toBeUndefined();
}

describe('GET /r/ad/{id} and /r/promotion/{id}', () => {
  it('R1 counted redirect: redirects to exactly the stored URL, counts each call, and is never cached', async () => {
    const ad = await createAd();
    for (let call = 1; call <= 2; call++) {
      const res = await followShown(ad);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(ad.redirectUrl);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(await clicksOf(ad.id)).toBe(call);
    }

    const promotion = await createPromotion();
    for (let call = 1; call <= 2; call++) {
      const res = await followShown(promotion);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(promotion.websiteUrl);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(await claimsOf(promotion.id)).toBe(call);
    }
  });

  it('R2 no open redirect: ignores redirect parameters in the query', async () => {
    const ad = await createAd();
    const res = await follow(`/r/ad/${ad.id}?url=https://evil.example&next=https://evil.example`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(ad.redirectUrl);
  });

  it('R2 no open redirect: answers the not-found page, without Location or count, for ids that name nothing', async () => {
    const deletedAd = await createAd();
    await t.inject({
      method: 'DELETE',
      url: `/api/admin/ads/${deletedAd.id}`,
      headers: { cookie: admin },
    });
    const deletedPromotion = await createPromotion();
    await t.inject({
      method: 'DELETE',
      url: `/api/admin/promotions/${deletedPromotion.id}`,
      headers: { cookie: admin },
    });
    const ids = [crypto.randomUUID(), 'not-a-uuid', '%27%20OR%201%3D1--', '..%2F..%2Fapi'];
    for (const kind of ['ad', 'promotion']) {
      const deleted = kind === 'ad' ? deletedAd.id : deletedPromotion.id;
      for (const id of [...ids, deleted]) {
        for (const query of ['', '?url=https://evil.example', '?next=https://evil.example']) {
          expectNotFoundPage(await follow(`/r/${kind}/${id}${query}`));
        }
      }
    }
  });

  it('does not redirect to or count inactive or scheduled items', async () => {
    const paused = await createAd({ isActive: 'false' });
    const scheduled = await createAd({ publishedAt: iso(HOUR) });
    for (const ad of [paused, scheduled]) {
      expectNotFoundPage(await followShown(ad));
      expect(await clicksOf(ad.id)).toBe(0);
    }
    const pausedPromotion = await createPromotion({ isActive: false });
    const scheduledPromotion = await createPromotion({
      publishedAt: iso(HOUR),
      expireAt: iso(2 * HOUR),
    });
    for (const promotion of [pausedPromotion, scheduledPromotion]) {
      expectNotFoundPage(await followShown(promotion));
      expect(await claimsOf(promotion.id)).toBe(0);
    }
  });

  it('still follows an ad that expired or reached its limit, as a cached page may show it', async () => {
    const expired = await createAd({ publishedAt: iso(-2 * HOUR), expireAt: iso(-HOUR) });
    const limited = await createAd({ viewLimit: '1' });
    const address = visitor();
    const token = campaigns.viewTokenFor(t, limited.id, limited.category, address);
    const viewed = await campaigns.postView(t, `/api/ads/${limited.id}/view`, address, token);
    expect(viewed.json()).toEqual({ counted: true });
    for (const ad of [expired, limited]) {
      expect((await followShown(ad)).statusCode).toBe(302);
      expect(await clicksOf(ad.id)).toBe(1);
    }
  });

  it('answers HEAD with the redirect but neither counts it nor spends the token', async () => {
    const ad = await createAd();
    const address = visitor();
    const url = tokenUrl(ad, address);
    const res = await follow(url, address, 'HEAD');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(ad.redirectUrl);
    expect(await clicksOf(ad.id)).toBe(0);
    expect((await follow(url, address)).statusCode).toBe(302);
    expect(await clicksOf(ad.id)).toBe(1);
  });
});

describe('R3 redirect header safety', () => {
  it('R3 header safety: stores IDN and unicode URLs normalized and sends them percent-encoded', async () => {
    const ad = await createAd({ redirectUrl: 'https://bücher.example/straße?q=café#teil' });
    expect(ad.redirectUrl).toBe('https://xn--bcher-kva.example/stra%C3%9Fe?q=caf%C3%A9#teil');
    const res = await follow(`/r/ad/${ad.id}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(ad.redirectUrl);
  });

  it('R3 header safety: percent-encodes a stored value with spaces, unicode or CR/LF instead of failing', async () => {
    const ad = await createAd();
    const cases = [
      ['https://shop.example/a b/ü?q=ä ö', 'https://shop.example/a%20b/%C3%BC?q=%C3%A4%20%C3%B6'],
      [
        'https://shop.example/a\r\nSet-Cookie: evil=1',
        'https://shop.example/aSet-Cookie:%20evil=1',
      ],
    ];
    for (const [stored, location] of cases) {
      await t.ctx.db.update(ads).set({ redirectUrl: stored }).where(eq(ads.id, ad.id));
      const res = await follow(`/r/ad/${ad.id}`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(location);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('answers the not-found page for a stored value that is no URL', async () => {
    const promotion = await createPromotion();
    await t.ctx.db
      .update(promotions)
      .set({ websiteUrl: 'https://exa mple.com/' })
      .where(eq(promotions.id, promotion.id));
    expectNotFoundPage(await follow(`/r/promotion/${promotion.id}`));
  });

  it('builds a Location only from http(s) URLs', () => {
    expect(locationFor('https://ex.com/a b')).toBe('https://ex.com/a%20b');
    expect(locationFor('http://EX.com')).toBe('http://ex.com/');
    expect(locationFor('javascript:alert(1)')).toBeNull();
    expect(locationFor('data:text/html,x')).toBeNull();
    expect(locationFor('/relative')).toBeNull();
  });
});

describe('counting under load and per visitor', () => {
  it('K4 click counts: counts exactly one click or claim per 302 under concurrent calls', async () => {
    const ad = await createAd();
    const promotion = await createPromotion();
    const calls = 60;
    const [adAnswers, promotionAnswers] = await Promise.all([
      Promise.all(Array.from({ length: calls }, () => followShown(ad))),
      Promise.all(Array.from({ length: calls }, () => followShown(promotion))),
    ]);
    const redirects = (answers: { statusCode: number }[]) =>
      answers.filter((res) => res.statusCode === 302).length;
    expect(redirects(adAnswers)).toBe(calls);
    expect(redirects(promotionAnswers)).toBe(calls);
    expect(await clicksOf(ad.id)).toBe(calls);
    expect(await claimsOf(promotion.id)).toBe(calls);
  });

  it('counts at most 10 clicks a minute from one visitor on one item, and still redirects', async () => {
    const ad = await createAd();
    const promotion = await createPromotion();
    const address = visitor();
    for (let i = 0; i < 12; i++) {
      expect((await followShown(ad, address)).statusCode).toBe(302);
      expect((await followShown(promotion, address)).statusCode).toBe(302);
    }
    expect(await clicksOf(ad.id)).toBe(10);
    expect(await claimsOf(promotion.id)).toBe(10);
    await followShown(ad);
    expect(await clicksOf(ad.id)).toBe(11);
  });
});
