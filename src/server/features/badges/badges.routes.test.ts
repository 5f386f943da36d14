import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { createUser, loginCookie, signedInUser } from '../../../../test/factories';
import { BADGE_MESSAGES } from '../../../contract/badges';
import { MESSAGES } from '../../../contract/messages';
import { rows, submit, uniqueText } from '../compliments/compliments-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A member who earned Kind Words level 1 by submitting; answers the badge id. */
async function memberWithBadge(email?: string) {
  const user = await createUser(t.app, email ? { email } : {});
  const cookie = await loginCookie(t.app, user);
  const res = await submit(t, { text: uniqueText() }, cookie);
  const badgeId: number = res.json().newBadges[0].id;
  return { user, cookie, badgeId };
}

const share = (id: number | string, cookie?: string) =>
  t.inject({ method: 'POST', url: `/api/badges/${id}/share`, headers: cookie ? { cookie } : {} });

describe('GET /api/badges', () => {
  it('refuses a guest with 401', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/badges' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.notLoggedIn });
  });

  it('lists nothing for a new member', async () => {
    const { cookie } = await signedInUser(t.app);
    const res = await t.inject({ method: 'GET', url: '/api/badges', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("lists the member's own badges with their texts, right after the cause", async () => {
    const { cookie, badgeId } = await memberWithBadge();
    await memberWithBadge();
    const res = await t.inject({ method: 'GET', url: '/api/badges', headers: { cookie } });
    expect(res.json()).toEqual([
      {
        id: badgeId,
        type: 'kind_words',
        level: 1,
        earnedAt: expect.any(String),
        sharedCount: 0,
        info: { name: 'Kind Words', description: 'Submitted 1 compliment', tier: 'Bronze' },
      },
    ]);
  });
});

describe('POST /api/badges/{id}/share', () => {
  it('counts each share of your own badge', async () => {
    const { cookie, badgeId } = await memberWithBadge();
    expect((await share(badgeId, cookie)).json()).toMatchObject({ id: badgeId, sharedCount: 1 });
    const second = await share(badgeId, cookie);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ id: badgeId, sharedCount: 2 });
  });

  it("refuses another member's badge with 403 and leaves its count alone (SECURITY C2)", async () => {
    const owner = await memberWithBadge();
    const { cookie } = await signedInUser(t.app);
    const res = await share(owner.badgeId, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: BADGE_MESSAGES.notYours });
    const [row] = await rows<{ shared_count: number }>(
      t,
      sql`select shared_count from badges where id = ${owner.badgeId}::int`,
    );
    expect(row!.shared_count).toBe(0);
  });

  it('refuses a guest with 401', async () => {
    const { badgeId } = await memberWithBadge();
    expect((await share(badgeId)).statusCode).toBe(401);
  });

  it.each([
    ['abc', 400, BADGE_MESSAGES.invalidId],
    ['-3', 400, BADGE_MESSAGES.invalidId],
    ['0', 400, BADGE_MESSAGES.invalidId],
    ['2147483648', 404, BADGE_MESSAGES.notFound],
    ['424242', 404, BADGE_MESSAGES.notFound],
  ])('answers id %s with %i (SECURITY V3)', async (id, status, message) => {
    const { cookie } = await signedInUser(t.app);
    const res = await share(id, cookie);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });
});

describe('GET /api/badges/{id} (public badge card)', () => {
  it('shows anyone who earned which badge and when, without email, ids or counts', async () => {
    const { user, badgeId } = await memberWithBadge();
    const res = await t.inject({ method: 'GET', url: `/api/badges/${badgeId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: badgeId,
      type: 'kind_words',
      level: 1,
      earnedAt: expect.any(String),
      info: { name: 'Kind Words', description: 'Submitted 1 compliment', tier: 'Bronze' },
      earnedBy: user.username.split('@')[0],
    });
    expect(res.body).not.toContain(user.email);
  });

  it.each([
    ['abc', 400],
    ['1.0', 400],
    ['2147483648', 404],
    ['777777', 404],
  ])('answers id %s with %i', async (id, status) => {
    const res = await t.inject({ method: 'GET', url: `/api/badges/${id}` });
    expect(res.statusCode).toBe(status);
  });
});

describe('badge link previews', () => {
  const page = (url: string) => t.inject({ method: 'GET', url });

  it('serves Open Graph and Twitter card meta for /?badge={id}, escaped', async () => {
    const { badgeId } = await memberWithBadge(`<b>sunny</b>.${Date.now()}@example.com`);
    const res = await page(`/?badge=${badgeId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain(`<meta property="og:title" content="&lt;b&gt;sunny&lt;/b&gt;.`);
    expect(html).toContain('earned the Bronze Kind Words badge on Kindly');
    expect(html).not.toContain('<b>sunny</b>');
    expect(html).toContain(
      `<meta property="og:url" content="http://localhost:3000/?badge=${badgeId}" />`,
    );
    expect(html).toContain(
      '<meta property="og:image" content="http://localhost:3000/og-image.png" />',
    );
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('Submitted 1 compliment. Earned on ');
    expect(html).not.toContain('@example.com');
  });

  it('falls back to the site card for / and for unknown or malformed badge ids', async () => {
    for (const url of ['/', '/?badge=999999', '/?badge=%3Cscript%3E', '/?badge=']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<meta property="og:image:width" content="1200" />');
      expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image" />');
      expect(res.body).not.toContain('earned the');
      expect(res.body).not.toContain('<script>');
    }
  });
});
