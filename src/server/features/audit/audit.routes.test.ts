import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { signedInUser, uniqueEmail, type TestUser } from '../../../../test/factories';
import { AUDIT_PAGE_SIZE, type AuditAction } from '../../../contract/audit';
import { rows } from '../../../../test/helpers/compliments';
import { PNG_1X1, WEBP_1X1, imagePart, multipart } from '../../../../test/helpers/uploads';

let t: TestApp;
let admin: { user: TestUser; cookie: string };
let member: { user: TestUser; cookie: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInUser(t.app, { isAdmin: true });
  member = await signedInUser(t.app);
});
afterAll(() => t.close());

interface AuditRow {
  id: number;
  admin_id: number;
  action: string;
  target_type: string;
  target_id: string | null;
  summary: string;
  created_at: unknown;
}

const auditRows = () => rows<AuditRow>(t, sql`select * from admin_audit_log order by id`);

async function asAdmin(method: InjectOptions['method'], request: Omit<InjectOptions, 'method'>) {
  const res = await t.inject({
    ...request,
    method,
    headers: { ...request.headers, cookie: admin.cookie },
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${request.url}: ${res.body}`);
  return res;
}

const SECRET_PASSWORD = 'violet-harbour-secret-73';
const DISCOUNT_CODE = 'HUSHCODE42';
const MESSAGE_TAIL = 'the confidential ending of this message';
const LONG_MESSAGE = `Thank you for being so kind to everyone here, truly. ${'More words. '.repeat(20)}${MESSAGE_TAIL}`;

const imageBody = {
  imageUrl: 'https://img.example/calm.jpg',
  title: 'Calm sea',
  category: 'Nature',
};
const adFields = {
  name: 'Audit ad',
  category: 'HomepageBanner',
  redirectUrl: 'https://shop.example/',
  publishedAt: '2025-01-01T00:00:00.000Z',
};
const adForm = () =>
  multipart([
    ...Object.entries(adFields).map(([name, value]) => ({ name, value })),
    imagePart(WEBP_1X1, 'ad.webp', 'image/webp'),
  ]);
const promotionBody = {
  serviceProviderName: 'Sunny Spa',
  discountTitle: 'Twenty percent off',
  discountDescription: 'A calm afternoon at a lower price.',
  discountCode: DISCOUNT_CODE,
  websiteUrl: 'https://spa.example/',
  publishedAt: '2025-01-01T00:00:00.000Z',
  expireAt: '2099-01-01T00:00:00.000Z',
};

interface Case {
  action: AuditAction;
  targetType: string;
  /** Makes the change; answers the target id the row must name and text the summary must hold. */
  run: () => Promise<{ targetId: string; summary: string | RegExp }>;
}

const CASES: Case[] = [
  {
    action: 'admin.create',
    targetType: 'user',
    run: async () => {
      const username = uniqueEmail('new-admin');
      const res = await asAdmin('POST', {
        url: '/api/admin/create',
        payload: { username, password: SECRET_PASSWORD },
      });
      return { targetId: String(res.json().id), summary: `Created admin account ${username}` };
    },
  },
  {
    action: 'message.send',
    targetType: 'user',
    run: async () => {
      await asAdmin('POST', {
        url: '/api/admin/message',
        payload: { userId: member.user.id, message: LONG_MESSAGE },
      });
      return {
        targetId: String(member.user.id),
        summary: 'Sent a message: "Thank you for being so kind to everyone…"',
      };
    },
  },
  {
    action: 'image.create',
    targetType: 'image',
    run: async () => {
      const res = await asAdmin('POST', {
        url: '/api/admin/inspirational-images',
        payload: imageBody,
      });
      return { targetId: String(res.json().id), summary: 'Added image "Calm sea" (Nature) by URL' };
    },
  },
  {
    action: 'image.upload',
    targetType: 'image',
    run: async () => {
      const res = await asAdmin('POST', {
        url: '/api/admin/inspirational-images/upload',
        ...multipart([imagePart(PNG_1X1)]),
      });
      return { targetId: String(res.json().id), summary: /^Uploaded image ".+" \(.+\)$/ };
    },
  },
  {
    action: 'image.status',
    targetType: 'image',
    run: async () => {
      const id = await newImage();
      await asAdmin('PATCH', {
        url: `/api/admin/inspirational-images/${id}/status`,
        payload: { isActive: false },
      });
      return { targetId: String(id), summary: 'Paused image "Calm sea"' };
    },
  },
  {
    action: 'image.delete',
    targetType: 'image',
    run: async () => {
      const id = await newImage();
      await asAdmin('DELETE', { url: `/api/admin/inspirational-images/${id}` });
      return { targetId: String(id), summary: `Deleted image #${id} (used 0 times)` };
    },
  },
  {
    action: 'ad.create',
    targetType: 'ad',
    run: async () => {
      const res = await asAdmin('POST', { url: '/api/admin/ads', ...adForm() });
      return { targetId: res.json().id, summary: 'Created ad "Audit ad" (HomepageBanner)' };
    },
  },
  {
    action: 'ad.update',
    targetType: 'ad',
    run: async () => {
      const id = await newAd();
      await asAdmin('PUT', {
        url: `/api/admin/ads/${id}`,
        payload: { ...adFields, name: 'Renamed ad', isActive: false, counties: [] },
      });
      return { targetId: id, summary: 'Updated ad "Renamed ad" (inactive)' };
    },
  },
  {
    action: 'ad.delete',
    targetType: 'ad',
    run: async () => {
      const id = await newAd();
      await asAdmin('DELETE', { url: `/api/admin/ads/${id}` });
      return { targetId: id, summary: 'Deleted ad' };
    },
  },
  {
    action: 'promotion.create',
    targetType: 'promotion',
    run: async () => {
      const res = await asAdmin('POST', { url: '/api/admin/promotions', payload: promotionBody });
      return {
        targetId: res.json().id,
        summary: 'Created promotion "Twenty percent off" by Sunny Spa',
      };
    },
  },
  {
    action: 'promotion.update',
    targetType: 'promotion',
    run: async () => {
      const id = await newPromotion();
      await asAdmin('PUT', {
        url: `/api/admin/promotions/${id}`,
        payload: { ...promotionBody, discountTitle: 'Half price' },
      });
      return { targetId: id, summary: 'Updated promotion "Half price" by Sunny Spa' };
    },
  },
  {
    action: 'promotion.delete',
    targetType: 'promotion',
    run: async () => {
      const id = await newPromotion();
      await asAdmin('DELETE', { url: `/api/admin/promotions/${id}` });
      return { targetId: id, summary: 'Deleted promotion' };
    },
  },
];

// Set-up steps are admin actions too: each case counts only the rows its own request added.
async function newImage(): Promise<number> {
  return (
    await asAdmin('POST', { url: '/api/admin/inspirational-images', payload: imageBody })
  ).json().id;
}
async function newAd(): Promise<string> {
  return (await asAdmin('POST', { url: '/api/admin/ads', ...adForm() })).json().id;
}
async function newPromotion(): Promise<string> {
  return (await asAdmin('POST', { url: '/api/admin/promotions', payload: promotionBody })).json()
    .id;
}

describe('the admin audit log (SECURITY L6)', () => {
  it.each(CASES.map((c) => [c.action, c] as const))(
    '%s writes exactly one row: who, what, target, when, a summary and no secret',
    async (_action, c) => {
      const before = Date.now();
      const count = (await auditRows()).length;
      // Set-up requests inside `run` (a new image to delete, say) add rows of other actions.
      const result = await c.run();
      const all = await auditRows();
      const added = all.slice(count).filter((row) => row.action === c.action);
      expect(added).toHaveLength(1);
      const row = added[0]!;
      expect(row).toMatchObject({
        admin_id: admin.user.id,
        action: c.action,
        target_type: c.targetType,
        target_id: result.targetId,
      });
      if (typeof result.summary === 'string') expect(row.summary).toBe(result.summary);
      else expect(row.summary).toMatch(result.summary);
      expect(new Date(String(row.created_at)).getTime()).toBeGreaterThanOrEqual(before - 1000);
      const text = JSON.stringify(all);
      for (const secret of [SECRET_PASSWORD, DISCOUNT_CODE, MESSAGE_TAIL, admin.user.passwordHash])
        expect(text).not.toContain(secret);
      expect(text).not.toMatch(/\$argon2|\$2[aby]\$/);
    },
  );

  it('writes no row for a refused or failed admin request', async () => {
    const count = (await auditRows()).length;
    await t.inject({
      method: 'POST',
      url: '/api/admin/message',
      headers: { cookie: member.cookie },
      payload: { userId: admin.user.id, message: 'Not an admin' },
    });
    await t.inject({
      method: 'POST',
      url: '/api/admin/message',
      headers: { cookie: admin.cookie },
      payload: { userId: 2_000_000_000, message: 'Nobody is here' },
    });
    await t.inject({
      method: 'DELETE',
      url: '/api/admin/promotions/00000000-0000-4000-8000-000000000000',
      headers: { cookie: admin.cookie },
    });
    expect(await auditRows()).toHaveLength(count);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of its rows in the database', async () => {
    await asAdmin('POST', { url: '/api/admin/inspirational-images', payload: imageBody });
    const before = await auditRows();
    expect(before.length).toBeGreaterThan(0);
    await expect(
      t.ctx.db.execute(sql`update admin_audit_log set summary = 'rewritten'`),
    ).rejects.toThrow();
    await expect(t.ctx.db.execute(sql`delete from admin_audit_log`)).rejects.toThrow();
    await expect(t.ctx.db.execute(sql`truncate admin_audit_log`)).rejects.toThrow();
    expect(await auditRows()).toEqual(before);
  });
});

describe('GET /api/admin/audit (SECURITY L6)', () => {
  const get = (query = '', cookie?: string) =>
    t.inject({
      method: 'GET',
      url: `/api/admin/audit${query}`,
      headers: cookie ? { cookie } : {},
    });

  it('refuses a guest with 401 and a member with 403', async () => {
    expect((await get()).statusCode).toBe(401);
    const res = await get('', member.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You need admin privileges to access this page' });
  });

  it('answers the latest rows newest first, filtered by admin and by action', async () => {
    const other = await signedInUser(t.app, { isAdmin: true });
    await t.inject({
      method: 'POST',
      url: '/api/admin/inspirational-images',
      headers: { cookie: other.cookie },
      payload: { ...imageBody, title: 'Other admin image' },
    });
    await asAdmin('POST', { url: '/api/admin/promotions', payload: promotionBody });

    const all = (await get('', admin.cookie)).json();
    expect(all.entries[0]).toEqual({
      id: expect.any(Number),
      adminId: admin.user.id,
      adminUsername: admin.user.username,
      action: 'promotion.create',
      targetType: 'promotion',
      targetId: expect.any(String),
      summary: 'Created promotion "Twenty percent off" by Sunny Spa',
      createdAt: expect.any(String),
    });
    const ids = all.entries.map((entry: { id: number }) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.admins).toEqual(
      expect.arrayContaining([
        { id: admin.user.id, username: admin.user.username },
        { id: other.user.id, username: other.user.username },
      ]),
    );

    const byOther = (await get(`?adminId=${other.user.id}`, admin.cookie)).json();
    expect(byOther.entries).toHaveLength(1);
    expect(byOther.entries[0]).toMatchObject({
      adminId: other.user.id,
      action: 'image.create',
      summary: 'Added image "Other admin image" (Nature) by URL',
    });

    const creations = (await get('?action=promotion.create', admin.cookie)).json();
    expect(creations.entries.length).toBeGreaterThan(0);
    for (const entry of creations.entries) expect(entry.action).toBe('promotion.create');

    const both = (
      await get(`?adminId=${other.user.id}&action=promotion.create`, admin.cookie)
    ).json();
    expect(both.entries).toEqual([]);
    expect((await get('?adminId=&action=', admin.cookie)).json().entries).toHaveLength(
      all.entries.length,
    );
  });

  it(`answers at most ${AUDIT_PAGE_SIZE} rows`, async () => {
    await t.ctx.db.execute(sql`insert into admin_audit_log
      (admin_id, action, target_type, target_id, summary)
      select ${admin.user.id}::int, 'ad.delete', 'ad', null, 'Deleted ad'
      from generate_series(1, ${AUDIT_PAGE_SIZE + 5}::int)`);
    const res = await get('', admin.cookie);
    expect(res.json().entries).toHaveLength(AUDIT_PAGE_SIZE);
  });

  it.each([['?adminId=abc'], ['?adminId=0'], ['?adminId=99999999999'], ['?action=drop.table']])(
    'answers %s with 400 and a message',
    async (query) => {
      const res = await get(query, admin.cookie);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    },
  );
});
