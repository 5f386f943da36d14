import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddImageBodySchema } from '../../src/contract/images';
import { URL_MESSAGES } from '../../src/contract/urls';
import { AdFormSchema } from '../../src/client/features/ads/ad-form-values';
import { PromotionFormSchema } from '../../src/client/features/promotions/promotion-form-values';
import { lossyWebp, multipartBody } from '../helpers/images';
import { buildTestApp, type TestApp } from '../build-test-app';
import { signedInUser } from '../factories';

const CREDENTIALS = URL_MESSAGES.credentials;

/** Each looks like one site and leads to another, or carries a password in the link. */
const WITH_CREDENTIALS = [
  'https://ex.com@evil.example/',
  'https://a@b.example/',
  'https://user:secret@b.example/path',
  'https://:secret@b.example/',
  'https://@b.example/',
  'http://shop.example%40x@evil.example/',
  'HTTPS://Shop.Example:443@evil.example/',
];

/** An @ after the host is part of the path, query or fragment: these stay allowed. */
const AT_AFTER_HOST = 'https://b.example/people/@kindly?by=a@b.example#top@x';

let t: TestApp;
let admin: string;
let image: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInUser(t.app, { isAdmin: true })).cookie;
  image = await lossyWebp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const iso = (offsetMs: number) => new Date(t.ctx.now().getTime() + offsetMs).toISOString();

async function postAd(redirectUrl: string) {
  const body = await multipartBody(
    {
      name: 'Spring kindness sale',
      category: 'HomepageBanner',
      redirectUrl,
      publishedAt: iso(-HOUR),
      counties: '[]',
    },
    { bytes: image },
  );
  return t.inject({
    method: 'POST',
    url: '/api/admin/ads',
    headers: { ...body.headers, cookie: admin },
    payload: body.payload,
  });
}

const promotionBody = (websiteUrl: string) => ({
  serviceProviderName: 'Bloom Florist',
  discountTitle: '20% off spring bouquets',
  discountDescription: 'Brighten a friend’s day with fresh flowers, delivered.',
  discountCode: 'KINDLY20',
  websiteUrl,
  publishedAt: iso(-HOUR),
  expireAt: iso(30 * 24 * HOUR),
  isActive: true,
  counties: [],
});

const adminGet = (url: string) => t.inject({ method: 'GET', url, headers: { cookie: admin } });
const countOf = async (url: string) => (await adminGet(url)).json<unknown[]>().length;

function expectCredentialsRefused(
  res: { statusCode: number; json: () => unknown },
  field: string,
  label: string,
) {
  expect(res.statusCode, label).toBe(400);
  expect(res.json(), label).toEqual({
    message: CREDENTIALS,
    fieldErrors: { [field]: [CREDENTIALS] },
  });
}

describe('V9 URLs with a user name or password', () => {
  it('V9 the ad redirect URL: refused on create and on update, with the reason; nothing stored', async () => {
    const before = await countOf('/api/admin/ads');
    for (const url of WITH_CREDENTIALS) {
      expectCredentialsRefused(await postAd(url), 'redirectUrl', url);
    }
    expect(await countOf('/api/admin/ads')).toBe(before);

    const created = await postAd(AT_AFTER_HOST);
    expect(created.statusCode, created.body).toBe(201);
    const ad = created.json<Record<string, unknown> & { id: string }>();
    expect(ad.redirectUrl).toBe(AT_AFTER_HOST);
    for (const url of WITH_CREDENTIALS) {
      const res = await t.inject({
        method: 'PUT',
        url: `/api/admin/ads/${ad.id}`,
        headers: { cookie: admin },
        payload: { ...ad, redirectUrl: url },
      });
      expectCredentialsRefused(res, 'redirectUrl', `update ${url}`);
    }
    const stored = (await adminGet('/api/admin/ads'))
      .json<{ id: string; redirectUrl: string }[]>()
      .find((row) => row.id === ad.id);
    expect(stored?.redirectUrl).toBe(AT_AFTER_HOST);
  });

  it('V9 the promotion website URL: refused on create and on update, with the reason; nothing stored', async () => {
    const post = (websiteUrl: string) =>
      t.inject({
        method: 'POST',
        url: '/api/admin/promotions',
        headers: { cookie: admin },
        payload: promotionBody(websiteUrl),
      });
    const before = await countOf('/api/admin/promotions');
    for (const url of WITH_CREDENTIALS)
      expectCredentialsRefused(await post(url), 'websiteUrl', url);
    expect(await countOf('/api/admin/promotions')).toBe(before);

    const created = await post(AT_AFTER_HOST);
    expect(created.statusCode, created.body).toBe(201);
    const promotion = created.json<{ id: string; websiteUrl: string }>();
    expect(promotion.websiteUrl).toBe(AT_AFTER_HOST);
    for (const url of WITH_CREDENTIALS) {
      const res = await t.inject({
        method: 'PUT',
        url: `/api/admin/promotions/${promotion.id}`,
        headers: { cookie: admin },
        payload: promotionBody(url),
      });
      expectCredentialsRefused(res, 'websiteUrl', `update ${url}`);
    }
    const stored = (await adminGet('/api/admin/promotions'))
      .json<{ id: string; websiteUrl: string }[]>()
      .find((row) => row.id === promotion.id);
    expect(stored?.websiteUrl).toBe(AT_AFTER_HOST);
  });

  it('V9 the inspirational image URL: refused with the reason; nothing stored', async () => {
    const base = '/api/admin/inspirational-images';
    const add = (imageUrl: string) =>
      t.inject({
        method: 'POST',
        url: base,
        headers: { cookie: admin },
        payload: { imageUrl, title: 'Morning sky', category: 'Nature' },
      });
    const before = await countOf(base);
    for (const url of WITH_CREDENTIALS) expectCredentialsRefused(await add(url), 'imageUrl', url);
    expect(await countOf(base)).toBe(before);
    const added = await add(AT_AFTER_HOST);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<{ imageUrl: string }>().imageUrl).toBe(AT_AFTER_HOST);
  });

  it('V9 the admin forms show the same reason under the field, from the shared schema', () => {
    const firstMessage = (result: {
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    }) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    const url = 'https://ex.com@evil.example/';
    expect(
      firstMessage(
        AdFormSchema.safeParse({
          name: 'Spring sale',
          category: 'HomepageBanner',
          redirectUrl: url,
          publishedAt: '2027-03-01T09:00',
          expireAt: '',
          viewLimit: '',
          counties: [],
          isActive: true,
        }),
      ),
    ).toEqual([['redirectUrl', CREDENTIALS]]);
    expect(
      firstMessage(
        PromotionFormSchema.safeParse({
          ...promotionBody(url),
          publishedAt: '2027-03-01T09:00',
          expireAt: '2027-04-01T09:00',
        }),
      ),
    ).toEqual([['websiteUrl', CREDENTIALS]]);
    expect(
      firstMessage(
        AddImageBodySchema.safeParse({ imageUrl: url, title: 'Morning sky', category: 'Nature' }),
      ),
    ).toEqual([['imageUrl', CREDENTIALS]]);
  });
});
