import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, uniqueEmail } from '../../../../test/factories';
import { uniqueText } from '../../../../test/helpers/compliments';
import { buildPlatformApp, type PlatformApp } from '../../../../test/platform/platform-app';
import { PNG_1X1, WEBP_1X1, imagePart, multipart } from '../../../../test/helpers/uploads';
import { users } from '../../db/schema/index';

// SECURITY C1: every /api/admin route in Fastify's own route table, as guest, member and admin.

let p: PlatformApp;
let adminCookie: string;
let memberCookie: string;
let memberId: number;

beforeAll(async () => {
  p = await buildPlatformApp({ config: { logLevel: 'warn' } });
  const admin = await signedInUser(p.app, { isAdmin: true });
  adminCookie = admin.cookie;
  const member = await signedInUser(p.app);
  memberCookie = member.cookie;
  memberId = member.user.id;
});
afterAll(() => p.close());

type Request = Omit<InjectOptions, 'method'> & { url: string };

async function asAdmin(method: InjectOptions['method'], request: Request) {
  const res = await p.inject({
    ...request,
    method,
    headers: { ...request.headers, cookie: adminCookie },
  });
  if (res.statusCode >= 300)
    throw new Error(`${method} ${request.url}: ${res.statusCode} ${res.body}`);
  return res;
}

const imageBody = () => ({
  imageUrl: 'https://img.example/calm.jpg',
  title: 'Calm sea',
  category: 'Nature',
});
const newImage = async () =>
  (await asAdmin('POST', { url: '/api/admin/inspirational-images', payload: imageBody() })).json()
    .id as number;

const adFields = () => ({
  name: 'Matrix ad',
  category: 'HomepageBanner',
  redirectUrl: 'https://shop.example/',
  publishedAt: '2025-01-01T00:00:00.000Z',
});
const adForm = () => {
  const fields = Object.entries(adFields()).map(([name, value]) => ({ name, value }));
  return multipart([...fields, imagePart(WEBP_1X1, 'ad.webp', 'image/webp')]);
};
const newAd = async () => {
  const form = adForm();
  return (await asAdmin('POST', { url: '/api/admin/ads', ...form })).json().id as string;
};

const promotionBody = () => ({
  serviceProviderName: 'Sunny Spa',
  discountTitle: 'Twenty percent off',
  discountDescription: 'A calm afternoon at a lower price.',
  discountCode: 'SUNNY20',
  websiteUrl: 'https://spa.example/',
  publishedAt: '2025-01-01T00:00:00.000Z',
  expireAt: '2099-01-01T00:00:00.000Z',
});
const newPromotion = async () =>
  (await asAdmin('POST', { url: '/api/admin/promotions', payload: promotionBody() })).json()
    .id as string;

let wordSequence = 0;
// A compliment by a fresh member (so suspending its author never hits the matrix's own member).
const newCompliment = async () => {
  const author = await signedInUser(p.app);
  const res = await p.inject({
    method: 'POST',
    url: '/api/compliments',
    headers: { cookie: author.cookie },
    payload: { text: uniqueText('You brighten the matrix') },
  });
  if (res.statusCode !== 201) throw new Error(`compliment: ${res.statusCode} ${res.body}`);
  return res.json().compliment.id as number;
};

interface Row {
  /** Builds the request, creating what it acts on; the same request is sent by each role. */
  request: () => Promise<Request>;
  /** The admin's status. */
  ok: number;
}

/** One row per admin route: a route without a row fails the first test below. */
const ROWS: Record<string, Row> = {
  'GET /api/admin/users': { request: async () => ({ url: '/api/admin/users' }), ok: 200 },
  'GET /api/admin/audit': {
    request: async () => ({ url: '/api/admin/audit?action=message.send' }),
    ok: 200,
  },
  'GET /api/admin/users/:id/stats': {
    request: async () => ({ url: `/api/admin/users/${memberId}/stats` }),
    ok: 200,
  },
  'POST /api/admin/create': {
    request: async () => ({
      url: '/api/admin/create',
      payload: { username: uniqueEmail('matrix'), password: 'quiet-orchard-5' },
    }),
    ok: 201,
  },
  'POST /api/admin/message': {
    request: async () => ({
      url: '/api/admin/message',
      payload: { userId: memberId, message: 'Hello from the matrix' },
    }),
    ok: 201,
  },
  'POST /api/admin/users/:id/end-sessions': {
    request: async () => ({
      url: `/api/admin/users/${(await signedInUser(p.app)).user.id}/end-sessions`,
    }),
    ok: 200,
  },
  'POST /api/admin/users/:id/two-factor/reset': {
    request: async () => {
      const { user } = await signedInUser(p.app);
      await p.app.ctx.db
        .update(users)
        .set({ twoFactorSecret: 'v1.sealed', twoFactorEnabledAt: new Date() })
        .where(eq(users.id, user.id));
      return { url: `/api/admin/users/${user.id}/two-factor/reset` };
    },
    ok: 200,
  },
  'POST /api/admin/users/:id/anonymise': {
    request: async () => ({
      url: `/api/admin/users/${(await signedInUser(p.app)).user.id}/anonymise`,
    }),
    ok: 200,
  },
  'GET /api/admin/inspirational-images': {
    request: async () => ({ url: '/api/admin/inspirational-images' }),
    ok: 200,
  },
  'POST /api/admin/inspirational-images': {
    request: async () => ({ url: '/api/admin/inspirational-images', payload: imageBody() }),
    ok: 201,
  },
  'POST /api/admin/inspirational-images/upload': {
    request: async () => ({
      url: '/api/admin/inspirational-images/upload',
      ...multipart([imagePart(PNG_1X1)]),
    }),
    ok: 201,
  },
  'PATCH /api/admin/inspirational-images/:id/status': {
    request: async () => ({
      url: `/api/admin/inspirational-images/${await newImage()}/status`,
      payload: { isActive: false },
    }),
    ok: 200,
  },
  'DELETE /api/admin/inspirational-images/:id': {
    request: async () => ({ url: `/api/admin/inspirational-images/${await newImage()}` }),
    ok: 200,
  },
  'GET /api/admin/ads': { request: async () => ({ url: '/api/admin/ads' }), ok: 200 },
  'POST /api/admin/ads': { request: async () => ({ url: '/api/admin/ads', ...adForm() }), ok: 201 },
  'PUT /api/admin/ads/:id': {
    request: async () => ({
      url: `/api/admin/ads/${await newAd()}`,
      payload: { ...adFields(), isActive: true, counties: [] },
    }),
    ok: 200,
  },
  'DELETE /api/admin/ads/:id': {
    request: async () => ({ url: `/api/admin/ads/${await newAd()}` }),
    ok: 204,
  },
  'GET /api/admin/ads/:id/report': {
    request: async () => ({ url: `/api/admin/ads/${await newAd()}/report` }),
    ok: 200,
  },
  'GET /api/admin/ads/:id/report.csv': {
    request: async () => ({ url: `/api/admin/ads/${await newAd()}/report.csv` }),
    ok: 200,
  },
  'GET /api/admin/promotions': { request: async () => ({ url: '/api/admin/promotions' }), ok: 200 },
  'POST /api/admin/promotions': {
    request: async () => ({ url: '/api/admin/promotions', payload: promotionBody() }),
    ok: 201,
  },
  'PUT /api/admin/promotions/:id': {
    request: async () => ({
      url: `/api/admin/promotions/${await newPromotion()}`,
      payload: promotionBody(),
    }),
    ok: 200,
  },
  'DELETE /api/admin/promotions/:id': {
    request: async () => ({ url: `/api/admin/promotions/${await newPromotion()}` }),
    ok: 204,
  },
  'GET /api/admin/promotions/:id/report': {
    request: async () => ({ url: `/api/admin/promotions/${await newPromotion()}/report` }),
    ok: 200,
  },
  'GET /api/admin/promotions/:id/report.csv': {
    request: async () => ({ url: `/api/admin/promotions/${await newPromotion()}/report.csv` }),
    ok: 200,
  },
  'GET /api/admin/moderation/queue': {
    request: async () => ({ url: '/api/admin/moderation/queue?status=pending' }),
    ok: 200,
  },
  'GET /api/admin/moderation/summary': {
    request: async () => ({ url: '/api/admin/moderation/summary' }),
    ok: 200,
  },
  'GET /api/admin/moderation/log': {
    request: async () => ({ url: '/api/admin/moderation/log' }),
    ok: 200,
  },
  'GET /api/admin/moderation/compliments': {
    request: async () => ({ url: '/api/admin/moderation/compliments?q=kind' }),
    ok: 200,
  },
  'POST /api/admin/moderation/compliments/:id/restore': {
    request: async () => ({
      url: `/api/admin/moderation/compliments/${await newCompliment()}/restore`,
      payload: { reason: 'Matrix' },
    }),
    ok: 200,
  },
  'POST /api/admin/moderation/compliments/:id/remove': {
    request: async () => ({
      url: `/api/admin/moderation/compliments/${await newCompliment()}/remove`,
      payload: { reason: 'Matrix' },
    }),
    ok: 200,
  },
  'POST /api/admin/moderation/compliments/:id/hide': {
    request: async () => ({
      url: `/api/admin/moderation/compliments/${await newCompliment()}/hide`,
      payload: { reason: 'Matrix' },
    }),
    ok: 200,
  },
  'POST /api/admin/moderation/compliments/:id/remove-and-suspend': {
    request: async () => ({
      url: `/api/admin/moderation/compliments/${await newCompliment()}/remove-and-suspend`,
      payload: { reason: 'Matrix', duration: '1d' },
    }),
    ok: 200,
  },
  'GET /api/admin/moderation/watched-words': {
    request: async () => ({ url: '/api/admin/moderation/watched-words' }),
    ok: 200,
  },
  'POST /api/admin/moderation/watched-words': {
    request: async () => ({
      url: '/api/admin/moderation/watched-words',
      payload: { phrase: `matrix${++wordSequence}`, action: 'flag' },
    }),
    ok: 201,
  },
  'DELETE /api/admin/moderation/watched-words/:id': {
    request: async () => {
      const created = await asAdmin('POST', {
        url: '/api/admin/moderation/watched-words',
        payload: { phrase: `matrix${++wordSequence}`, action: 'hold' },
      });
      return { url: `/api/admin/moderation/watched-words/${created.json().id}` };
    },
    ok: 204,
  },
  'POST /api/admin/moderation/users/:id/suspend': {
    request: async () => ({
      url: `/api/admin/moderation/users/${(await signedInUser(p.app)).user.id}/suspend`,
      payload: { duration: '7d', reason: 'Matrix' },
    }),
    ok: 200,
  },
  'POST /api/admin/moderation/users/:id/lift': {
    request: async () => {
      const { user } = await signedInUser(p.app);
      await asAdmin('POST', {
        url: `/api/admin/moderation/users/${user.id}/suspend`,
        payload: { duration: 'indefinite', reason: 'Matrix' },
      });
      return { url: `/api/admin/moderation/users/${user.id}/lift` };
    },
    ok: 200,
  },
};

/** Answers anyone, so it is outside the guarded scope. */
const PUBLIC_ADMIN_ROUTES = ['GET /api/admin/isAdmin'];

function adminRoutesInTable(): string[] {
  const keys = p.routes
    .filter((route) => route.url.startsWith('/api/admin') && route.method !== 'HEAD')
    .map((route) => `${route.method} ${route.url.replace(/(.)\/$/, '$1')}`);
  return [...new Set(keys)].sort();
}

describe('the admin route matrix (SECURITY C1)', () => {
  it('has exactly one row for every /api/admin route Fastify registered', () => {
    const table = adminRoutesInTable();
    expect(table.length).toBeGreaterThan(0);
    const rows = [...Object.keys(ROWS), ...PUBLIC_ADMIN_ROUTES].sort();
    expect(table).toEqual(rows);
  });

  it.each(Object.keys(ROWS))('%s: guest 401, member 403 (logged), admin answered', async (key) => {
    const row = ROWS[key]!;
    const method = key.split(' ')[0] as InjectOptions['method'];

    const asGuest = await row.request();
    const guest = await p.inject({ ...asGuest, method });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: 'Authentication required' });

    const asMember = await row.request();
    const refusalsBefore = p.logs.withMessage('admin route refused').length;
    const member = await p.inject({
      ...asMember,
      method,
      headers: { ...asMember.headers, cookie: memberCookie },
    });
    expect(member.statusCode).toBe(403);
    expect(member.json()).toEqual({ message: 'You need admin privileges to access this page' });
    const refusals = p.logs.withMessage('admin route refused').slice(refusalsBefore);
    expect(refusals).toEqual([expect.objectContaining({ userId: memberId, url: asMember.url })]);

    const asAdminRequest = await row.request();
    const admin = await p.inject({
      ...asAdminRequest,
      method,
      headers: { ...asAdminRequest.headers, cookie: adminCookie },
    });
    expect(admin.statusCode, admin.body).toBe(row.ok);
  });

  it('GET /api/admin/isAdmin answers false, false and true', async () => {
    const answers = [];
    for (const cookie of [undefined, memberCookie, adminCookie]) {
      const res = await p.inject({
        method: 'GET',
        url: '/api/admin/isAdmin',
        headers: cookie ? { cookie } : {},
      });
      expect(res.statusCode).toBe(200);
      answers.push(res.json());
    }
    expect(answers).toEqual([false, false, true]);
  });
});
