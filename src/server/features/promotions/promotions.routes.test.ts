import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/build-test-app';
import * as campaigns from '../../../../test/helpers/campaigns';
import type { Promotion } from '../../../contract/promotions';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let t: TestApp;
let admin: string;
let member: string;
const visitor = campaigns.visitorAddresses(88);

beforeAll(async () => {
  ({ t, admin, member } = await campaigns.buildCampaignTestApp());
});
afterAll(() => t.close());

const iso = (offsetMs: number) => campaigns.isoFromNow(t, offsetMs);

const validBody = (overrides: Record<string, unknown> = {}) => ({
  serviceProviderName: 'Bloom Florist',
  discountTitle: '20% off spring bouquets',
  discountDescription: 'Brighten a friend’s day with fresh flowers, delivered.',
  discountCode: 'KINDLY20',
  websiteUrl: 'https://bloom.example/spring',
  publishedAt: iso(-DAY),
  expireAt: iso(30 * DAY),
  isActive: true,
  counties: [],
  ...overrides,
});

const post = (payload: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: '/api/admin/promotions', headers: { cookie: admin }, payload });

async function createPromotion(overrides: Record<string, unknown> = {}): Promise<Promotion> {
  const res = await post(validBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Promotion>();
}

const put = (id: string, payload: Record<string, unknown>) =>
  t.inject({
    method: 'PUT',
    url: `/api/admin/promotions/${id}`,
    headers: { cookie: admin },
    payload,
  });

const listPromotions = () => campaigns.adminCatalogue<Promotion>(t, admin, '/api/admin/promotions');
const adminPromotion = (id: string) =>
  campaigns.catalogueEntry<Promotion>(t, admin, '/api/admin/promotions', id);

/** Leaves exactly the given promotions active (the others are paused). */
async function onlyActive(...keep: string[]) {
  for (const promotion of await listPromotions()) {
    if (!keep.includes(promotion.id) && promotion.isActive) {
      expect((await put(promotion.id, { ...promotion, isActive: false })).statusCode).toBe(200);
    }
  }
}

const random = (headers: Record<string, string> = {}, query = '') =>
  t.inject({ method: 'GET', url: `/api/promotions/random${query}`, headers });

/** A browser's view of the promotion, with the token the answer that showed it carried. */
const view = (id: string, remoteAddress = visitor()) =>
  campaigns.postView(
    t,
    `/api/promotions/${id}/view`,
    remoteAddress,
    campaigns.viewTokenFor(t, id, 'gift', remoteAddress),
  );

describe('admin promotion routes are for admins only', () => {
  const id = '6f1c2a4e-8d0b-4e53-9a57-3b2f61c0d9a1';
  it.each([
    { method: 'GET', url: '/api/admin/promotions' },
    { method: 'POST', url: '/api/admin/promotions' },
    { method: 'PUT', url: `/api/admin/promotions/${id}` },
    { method: 'DELETE', url: `/api/admin/promotions/${id}` },
  ] as const)('$method $url: guest 401, member 403', async (route) => {
    const payload = route.method === 'POST' || route.method === 'PUT' ? validBody() : undefined;
    const guest = await t.inject({ ...route, payload });
    expect(guest.statusCode).toBe(401);
    const asMember = await t.inject({ ...route, payload, headers: { cookie: member } });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toEqual({ message: 'You need admin privileges to access this page' });
  });
});

describe('POST /api/admin/promotions', () => {
  it('creates a promotion with its counts and status', async () => {
    const res = await post(
      validBody({ counties: ['gb', 'LK'], websiteUrl: 'HTTPS://Bloom.Example' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      serviceProviderName: 'Bloom Florist',
      discountCode: 'KINDLY20',
      websiteUrl: 'https://bloom.example/',
      counties: ['GB', 'LK'],
      isActive: true,
      views: 0,
      claims: 0,
      isExpired: false,
      status: 'Active',
    });
  });

  it('is active unless told otherwise, and lists newest first', async () => {
    const { isActive: _omitted, ...body } = validBody();
    const first = (await post(body)).json<Promotion>();
    expect(first.isActive).toBe(true);
    const second = await createPromotion({ isActive: false });
    expect(second.status).toBe('Inactive');
    const ids = (await listPromotions()).map((promotion) => promotion.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
  });

  it.each([
    ['serviceProviderName', 'A', 'Service provider name must be at least 2 characters'],
    [
      'serviceProviderName',
      'x'.repeat(101),
      'Service provider name must not exceed 100 characters',
    ],
    ['serviceProviderName', undefined, 'Service provider name must be at least 2 characters'],
    ['discountTitle', 'Sale', 'Discount title must be at least 5 characters'],
    ['discountTitle', 'x'.repeat(151), 'Discount title must not exceed 150 characters'],
    ['discountDescription', 'Too short', 'Discount description must be at least 10 characters'],
    ['discountDescription', 'x'.repeat(501), 'Discount description must not exceed 500 characters'],
    ['discountCode', 'AB', 'Discount code must be at least 3 characters'],
    ['discountCode', 'x'.repeat(51), 'Discount code must not exceed 50 characters'],
    ['websiteUrl', 'bloom.example', 'Please provide a valid website URL'],
    ['publishedAt', undefined, 'Please select a published date'],
    ['publishedAt', '', 'Please select a published date'],
    ['expireAt', undefined, 'Please select an expiry date'],
    ['expireAt', 'next week', 'Please select an expiry date'],
    ['counties', ['LK', 'Narnia'], 'Please choose countries from the list'],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const res = await post(validBody({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('accepts the bounds exactly', async () => {
    const res = await post(
      validBody({
        serviceProviderName: 'ab',
        discountTitle: 'x'.repeat(150),
        discountDescription: 'y'.repeat(10),
        discountCode: 'z'.repeat(50),
      }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('needs the expiry after the publication', async () => {
    const publishedAt = iso(DAY);
    for (const expireAt of [publishedAt, iso(0)]) {
      const res = await post(validBody({ publishedAt, expireAt }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Expiry date must be after the published date',
        fieldErrors: { expireAt: ['Expiry date must be after the published date'] },
      });
    }
  });

  campaigns.refusesUnsafeLinks(
    'R3 header safety: refuses the website URL %j',
    (websiteUrl) => post(validBody({ websiteUrl })),
    'Please provide a valid website URL',
  );
});

describe('PUT and DELETE /api/admin/promotions/{id}', () => {
  it('toggles with the whole promotion sent back, and keeps isActive when it is omitted', async () => {
    const promotion = await createPromotion({ counties: ['US'] });
    const paused = await put(promotion.id, { ...promotion, isActive: false });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ isActive: false, status: 'Inactive', counties: ['US'] });

    const { isActive: _omitted, ...rest } = paused.json<Promotion>();
    const edited = await put(promotion.id, { ...rest, discountCode: 'KINDLY25' });
    expect(edited.json()).toMatchObject({ isActive: false, discountCode: 'KINDLY25' });
  });

  it('validates like create and answers 404 for unknown ids', async () => {
    const promotion = await createPromotion();
    const bad = await put(promotion.id, { ...promotion, expireAt: promotion.publishedAt });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Expiry date must be after the published date');
    for (const id of ['0b3f8a52-5b7e-4c1e-9d8f-2a6b4c8e0f13', 'nope']) {
      const res = await put(id, validBody());
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Promotion not found');
    }
  });

  it('deletes; a second delete is 404', async () => {
    const promotion = await createPromotion();
    const remove = () =>
      t.inject({
        method: 'DELETE',
        url: `/api/admin/promotions/${promotion.id}`,
        headers: { cookie: admin },
      });
    expect((await remove()).statusCode).toBe(204);
    expect((await listPromotions()).some((p) => p.id === promotion.id)).toBe(false);
    const again = await remove();
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Promotion not found');
  });
});

describe('GET /api/promotions/random', () => {
  it('answers 204 when nothing is active', async () => {
    await onlyActive();
    const res = await random();
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('C3 field-level: shows a guest and a member the public fields without views or claims', async () => {
    const promotion = await createPromotion();
    await onlyActive(promotion.id);
    const expected = {
      id: promotion.id,
      serviceProviderName: promotion.serviceProviderName,
      discountTitle: promotion.discountTitle,
      discountDescription: promotion.discountDescription,
      discountCode: promotion.discountCode,
      websiteUrl: promotion.websiteUrl,
      publishedAt: promotion.publishedAt,
      expireAt: promotion.expireAt,
      isExpired: false,
      viewToken: expect.any(String),
    };
    expect((await random()).json()).toEqual(expected);
    expect((await random({ cookie: member })).json()).toEqual(expected);
    expect((await random({ cookie: admin })).json()).toEqual({ ...expected, views: 0, claims: 0 });
  });

  it.each([
    ['inactive', () => ({ isActive: false })],
    ['scheduled', () => ({ publishedAt: iso(MINUTE), expireAt: iso(DAY) })],
    ['expired', () => ({ publishedAt: iso(-DAY), expireAt: iso(-MINUTE) })],
  ] as const)('never picks an %s promotion', async (_state, overrides) => {
    const promotion = await createPromotion(overrides());
    await onlyActive(promotion.id);
    expect((await random()).statusCode).toBe(204);
  });

  it('picks a promotion from its publication until its expiry', async () => {
    const promotion = await createPromotion({
      publishedAt: iso(MINUTE),
      expireAt: iso(3 * MINUTE),
    });
    await onlyActive(promotion.id);
    expect((await random()).statusCode).toBe(204);
    t.clock.advance(2 * MINUTE);
    try {
      expect((await random()).json().id).toBe(promotion.id);
      expect((await adminPromotion(promotion.id)).status).toBe('Active');
      t.clock.advance(MINUTE);
      expect((await random()).statusCode).toBe(204);
      expect(await adminPromotion(promotion.id)).toMatchObject({
        status: 'Expired',
        isExpired: true,
      });
    } finally {
      t.clock.reset();
    }
  });

  it('targets countries: LK sees an LK-only promotion, US and unknown countries do not', async () => {
    const promotion = await createPromotion({ counties: ['LK'] });
    await onlyActive(promotion.id);
    expect((await random({ 'cf-ipcountry': 'LK' })).json().id).toBe(promotion.id);
    expect((await random({ 'cf-ipcountry': 'US' })).statusCode).toBe(204);
    expect((await random()).statusCode).toBe(204);
  });

  it('offers an untargeted promotion everywhere', async () => {
    const promotion = await createPromotion({ counties: [] });
    await onlyActive(promotion.id);
    const everywhere: Record<string, string>[] = [
      { 'cf-ipcountry': 'LK' },
      { 'cf-ipcountry': 'US' },
      {},
    ];
    for (const headers of everywhere) {
      expect((await random(headers)).json().id).toBe(promotion.id);
    }
  });

  it('picks another promotion than `exclude` while there is one', async () => {
    const first = await createPromotion();
    const second = await createPromotion();
    await onlyActive(first.id, second.id);
    for (let i = 0; i < 5; i++) {
      expect((await random({}, `?exclude=${first.id}`)).json().id).toBe(second.id);
    }
    await onlyActive(first.id);
    expect((await random({}, `?exclude=${first.id}`)).json().id).toBe(first.id);
  });
});

describe('GET /api/promotions/{id}', () => {
  it('shows an expired promotion as expired', async () => {
    const promotion = await createPromotion({ publishedAt: iso(-DAY), expireAt: iso(-MINUTE) });
    const res = await t.inject({ method: 'GET', url: `/api/promotions/${promotion.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: promotion.id, isExpired: true });
    expect(res.json()).not.toHaveProperty('views');
    expect(res.json()).not.toHaveProperty('claims');
  });

  it('hides inactive and scheduled promotions from visitors but not from admins', async () => {
    const paused = await createPromotion({ isActive: false });
    const scheduled = await createPromotion({ publishedAt: iso(DAY), expireAt: iso(2 * DAY) });
    for (const promotion of [paused, scheduled]) {
      const url = `/api/promotions/${promotion.id}`;
      const asMember = await t.inject({ method: 'GET', url, headers: { cookie: member } });
      expect(asMember.statusCode).toBe(404);
      expect(asMember.json().message).toBe('Promotion not found');
      const asAdmin = await t.inject({ method: 'GET', url, headers: { cookie: admin } });
      expect(asAdmin.statusCode).toBe(200);
      expect(asAdmin.json()).toMatchObject({ id: promotion.id, views: 0, claims: 0 });
    }
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['0b3f8a52-5b7e-4c1e-9d8f-2a6b4c8e0f13', 'random-ish', '1%27%20OR%201%3D1']) {
      const res = await t.inject({ method: 'GET', url: `/api/promotions/${id}` });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('POST /api/promotions/{id}/view', () => {
  it('counts views of a promotion that can be shown', async () => {
    const promotion = await createPromotion();
    expect((await view(promotion.id)).json()).toEqual({ counted: true });
    expect((await view(promotion.id)).json()).toEqual({ counted: true });
    expect((await adminPromotion(promotion.id)).views).toBe(2);
  });

  it('does not count an inactive or scheduled promotion; unknown ids are 404', async () => {
    const paused = await createPromotion({ isActive: false });
    const scheduled = await createPromotion({ publishedAt: iso(DAY), expireAt: iso(2 * DAY) });
    for (const promotion of [paused, scheduled]) {
      const res = await view(promotion.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ counted: false });
      expect((await adminPromotion(promotion.id)).views).toBe(0);
    }
    for (const id of ['0b3f8a52-5b7e-4c1e-9d8f-2a6b4c8e0f13', 'nope']) {
      const res = await view(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Promotion not found');
    }
  });

  it('counts at most 30 views a minute from one visitor for one promotion', async () => {
    const promotion = await createPromotion();
    const address = visitor();
    let counted = 0;
    for (let i = 0; i < 32; i++) if ((await view(promotion.id, address)).json().counted) counted++;
    expect(counted).toBe(30);
    expect((await adminPromotion(promotion.id)).views).toBe(30);
  });
});
