import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/build-test-app';
import * as campaigns from '../../../../test/helpers/campaigns';
import type { Ad } from '../../../contract/ads';
import type { Promotion } from '../../../contract/promotions';
import { ads, promotions } from '../../db/schema/index';
import { lossyWebp, multipartBody } from '../../../../test/helpers/images';
import { locationFor } from './redirects.routes';

const HOUR = 60 * 60_000;

let t: TestApp;
let admin: string;
let image: Buffer;
const visitor = campaigns.visitorAddresses(99);

beforeAll(async () => {
  ({ t, admin } = await campaigns.buildCampaignTestApp());
  image = await lossyWebp();
});
afterAll(() => t.close());

const iso = (offsetMs: number) => campaigns.isoFromNow(t, offsetMs);

async function createAd(overrides: Record<string, string> = {}): Promise<Ad> {
  const body = await multipartBody(
    {
      name: 'Kindness tees',
      category: 'HomepageBanner',
      redirectUrl: 'https://store.example/tees?utm_source=kindly',
      publishedAt: iso(-HOUR),
      isActive: 'true',
      ...overrides,
    },
    { bytes: image },
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

async function createPromotion(overrides: Record<string, unknown> = {}): Promise<Promotion> {
  const res = await t.inject({
    method: 'POST',
    url: '/api/admin/promotions',
    headers: { cookie: admin },
    payload: {
      serviceProviderName: 'Cozy Reads',
      discountTitle: 'A free bookmark with every novel',
      discountDescription: 'Pick any novel and we add a hand-made bookmark.',
      discountCode: 'KINDREAD',
      websiteUrl: 'https://books.example/offer',
      publishedAt: iso(-HOUR),
      expireAt: iso(24 * HOUR),
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Promotion>();
}

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
  t.inject({ method, url, remoteAddress });

function expectNotFoundPage(res: Awaited<ReturnType<typeof follow>>) {
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers.location).toBeUndefined();
}

describe('GET /r/ad/{id} and /r/promotion/{id}', () => {
  it('R1 counted redirect: redirects to exactly the stored URL, counts each call, and is never cached', async () => {
    const ad = await createAd();
    for (let call = 1; call <= 2; call++) {
      const res = await follow(`/r/ad/${ad.id}`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(ad.redirectUrl);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(await clicksOf(ad.id)).toBe(call);
    }

    const promotion = await createPromotion();
    for (let call = 1; call <= 2; call++) {
      const res = await follow(`/r/promotion/${promotion.id}`);
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
      expectNotFoundPage(await follow(`/r/ad/${ad.id}`));
      expect(await clicksOf(ad.id)).toBe(0);
    }
    const pausedPromotion = await createPromotion({ isActive: false });
    const scheduledPromotion = await createPromotion({
      publishedAt: iso(HOUR),
      expireAt: iso(2 * HOUR),
    });
    for (const promotion of [pausedPromotion, scheduledPromotion]) {
      expectNotFoundPage(await follow(`/r/promotion/${promotion.id}`));
      expect(await claimsOf(promotion.id)).toBe(0);
    }
  });

  it('still follows an ad that expired or reached its limit, as a cached page may show it', async () => {
    const expired = await createAd({ publishedAt: iso(-2 * HOUR), expireAt: iso(-HOUR) });
    const limited = await createAd({ viewLimit: '1' });
    await t.inject({ method: 'POST', url: `/api/ads/${limited.id}/view` });
    for (const ad of [expired, limited]) {
      expect((await follow(`/r/ad/${ad.id}`)).statusCode).toBe(302);
      expect(await clicksOf(ad.id)).toBe(1);
    }
  });

  it('answers HEAD with the redirect but does not count it', async () => {
    const ad = await createAd();
    const res = await follow(`/r/ad/${ad.id}`, visitor(), 'HEAD');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(ad.redirectUrl);
    expect(await clicksOf(ad.id)).toBe(0);
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
      Promise.all(Array.from({ length: calls }, () => follow(`/r/ad/${ad.id}`))),
      Promise.all(Array.from({ length: calls }, () => follow(`/r/promotion/${promotion.id}`))),
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
      expect((await follow(`/r/ad/${ad.id}`, address)).statusCode).toBe(302);
      expect((await follow(`/r/promotion/${promotion.id}`, address)).statusCode).toBe(302);
    }
    expect(await clicksOf(ad.id)).toBe(10);
    expect(await claimsOf(promotion.id)).toBe(10);
    await follow(`/r/ad/${ad.id}`);
    expect(await clicksOf(ad.id)).toBe(11);
  });
});
