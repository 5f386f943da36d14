import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { createUser, loginCookie, signedInUser, type TestUser } from '../../../../test/factories';
import { ANONYMOUS_MEMBER_NAME, BADGE_MESSAGES } from '../../../contract/badges';
import { MESSAGES } from '../../../contract/messages';
import {
  addCompliment,
  getList,
  getRandom,
  rows,
  submit,
  thank,
  uniqueText,
} from '../../../../test/helpers/compliments';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A member who earned Kind Words level 1 by submitting; answers the badge's public id. */
async function memberWithBadge(email?: string) {
  const user = await createUser(t.app, email ? { email } : {});
  const cookie = await loginCookie(t.app, user);
  const res = await submit(t, { text: uniqueText() }, cookie);
  const badgeId: string = res.json().newBadges[0].id;
  return { user, cookie, badgeId };
}

const post = (action: 'share' | 'publish', id: string, cookie?: string) =>
  t.inject({
    method: 'POST',
    url: `/api/badges/${id}/${action}`,
    headers: cookie ? { cookie } : {},
  });
const share = (id: string, cookie?: string) => post('share', id, cookie);
const card = (id: string, cookie?: string) =>
  t.inject({ method: 'GET', url: `/api/badges/${id}`, headers: cookie ? { cookie } : {} });

/** Gives the member a username of their own, as members will be able to choose. */
async function chooseUsername(user: TestUser, username: string) {
  await t.ctx.db.execute(
    sql`update users set username = ${username}, username_chosen_at = now() where id = ${user.id}::int`,
  );
}

/** The member's email and its local part (the domain alone is shared by every test member). */
function identityOf(user: TestUser): string[] {
  return [user.email, user.email.split('@')[0]!];
}

function expectNoIdentity(body: string, user: TestUser) {
  for (const part of identityOf(user)) expect(body.toLowerCase()).not.toContain(part.toLowerCase());
}

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

  it("lists the member's own badges with their texts and random ids, right after the cause", async () => {
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
        sharedAt: null,
        info: { name: 'Kind Words', description: 'Submitted 1 compliment', tier: 'Bronze' },
      },
    ]);
    expect(badgeId).toMatch(UUID);
  });
});

describe('POST /api/badges/{id}/share and /publish', () => {
  it('counts each share of your own badge and makes its card public on the first', async () => {
    const { cookie, badgeId } = await memberWithBadge();
    const first = await share(badgeId, cookie);
    expect(first.json()).toMatchObject({
      id: badgeId,
      sharedCount: 1,
      sharedAt: expect.any(String),
    });
    const second = await share(badgeId, cookie);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      id: badgeId,
      sharedCount: 2,
      sharedAt: first.json().sharedAt,
    });
  });

  it('publishes without counting a share', async () => {
    const { cookie, badgeId } = await memberWithBadge();
    expect((await card(badgeId)).statusCode).toBe(404);
    const res = await post('publish', badgeId, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: badgeId, sharedCount: 0, sharedAt: expect.any(String) });
    expect((await card(badgeId)).statusCode).toBe(200);
  });

  it.each(['share', 'publish'] as const)(
    "%s: refuses another member's badge with 403 and leaves it alone (SECURITY C2)",
    async (action) => {
      const owner = await memberWithBadge();
      const { cookie } = await signedInUser(t.app);
      const res = await post(action, owner.badgeId, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: BADGE_MESSAGES.notYours });
      const [row] = await rows<{ shared_count: number; shared_at: unknown }>(
        t,
        sql`select shared_count, shared_at from badges where public_id = ${owner.badgeId}::uuid`,
      );
      expect(row).toEqual({ shared_count: 0, shared_at: null });
      expect((await card(owner.badgeId)).statusCode).toBe(404);
    },
  );

  it.each(['share', 'publish'] as const)('%s: refuses a guest with 401', async (action) => {
    const { badgeId } = await memberWithBadge();
    expect((await post(action, badgeId)).statusCode).toBe(401);
  });

  it.each([
    ['abc', 400, BADGE_MESSAGES.invalidId],
    ['-3', 400, BADGE_MESSAGES.invalidId],
    ['1', 400, BADGE_MESSAGES.invalidId],
    ['2147483648', 400, BADGE_MESSAGES.invalidId],
    [`${UNKNOWN_ID}0`, 400, BADGE_MESSAGES.invalidId],
    [UNKNOWN_ID, 404, BADGE_MESSAGES.notFound],
  ])('answers id %s with %i (SECURITY V3)', async (id, status, message) => {
    const { cookie } = await signedInUser(t.app);
    const res = await share(id, cookie);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });
});

describe('GET /api/badges/{id} (public badge card)', () => {
  it('shows a shared badge to anyone: what, when, and "A Kindly member" instead of the email', async () => {
    const { user, cookie, badgeId } = await memberWithBadge();
    await share(badgeId, cookie);
    const res = await card(badgeId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: badgeId,
      type: 'kind_words',
      level: 1,
      earnedAt: expect.any(String),
      info: { name: 'Kind Words', description: 'Submitted 1 compliment', tier: 'Bronze' },
      earnedBy: ANONYMOUS_MEMBER_NAME,
    });
    expectNoIdentity(res.body, user);
  });

  it('shows the username the owner chose', async () => {
    const { user, cookie, badgeId } = await memberWithBadge();
    const chosen = `sunny-${user.id}`;
    await chooseUsername(user, chosen);
    await share(badgeId, cookie);
    expect((await card(badgeId)).json().earnedBy).toBe(chosen);
  });

  it('answers 404 to everyone but its owner until the owner shares it', async () => {
    const { cookie, badgeId } = await memberWithBadge();
    const other = await signedInUser(t.app);
    const admin = await signedInUser(t.app, { isAdmin: true });
    for (const viewer of [undefined, other.cookie, admin.cookie]) {
      const res = await card(badgeId, viewer);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: BADGE_MESSAGES.notFound });
    }
    const own = await card(badgeId, cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json().earnedBy).toBe(ANONYMOUS_MEMBER_NAME);
  });

  it.each([
    ['abc', 400],
    ['1', 400],
    ['1.0', 400],
    ['2147483648', 400],
    [UNKNOWN_ID, 404],
  ])('answers id %s with %i', async (id, status) => {
    const res = await card(id);
    expect(res.statusCode).toBe(status);
  });
});

describe('authors stay anonymous (SECURITY C8)', () => {
  it('a member who thanks a compliment and steps through badge ids learns nothing of its author', async () => {
    const author = await signedInUser(t.app);
    const complimentId = await addCompliment(t, { authorId: author.user.id });
    const reader = await signedInUser(t.app);
    // The reader sees the compliment, thanks it, and reads every list and answer they can.
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1) answers.push((await getRandom(t, reader.cookie)).body);
    const thanked = await thank(t, complimentId, reader.cookie);
    expect(thanked.statusCode).toBe(201);
    answers.push(thanked.body);
    answers.push((await getList(t, 'received', reader.cookie)).body);
    answers.push((await getList(t, 'submitted', reader.cookie)).body);
    const own = await t.inject({
      method: 'GET',
      url: '/api/badges',
      headers: { cookie: reader.cookie },
    });
    answers.push(own.body);

    // The author earned "Appreciated" at the thank's moment; its id is random and its card is
    // not public, so counting from the reader's own badge ids finds nothing.
    const [appreciated] = await rows<{ public_id: string; id: number }>(
      t,
      sql`select public_id, id from badges where user_id = ${author.user.id}::int
          and type = 'appreciated'`,
    );
    expect(appreciated!.public_id).toMatch(UUID);
    for (const viewer of [undefined, reader.cookie]) {
      for (const id of [appreciated!.id, appreciated!.id - 1, appreciated!.id + 1]) {
        const res = await card(String(id), viewer);
        expect(res.statusCode).toBe(400);
        answers.push(res.body);
      }
      const byPublicId = await card(appreciated!.public_id, viewer);
      expect(byPublicId.statusCode).toBe(404);
      answers.push(byPublicId.body);
      const page = await t.inject({ method: 'GET', url: `/?badge=${appreciated!.public_id}` });
      expect(page.body).not.toContain('earned the');
      answers.push(page.body);
    }
    for (const body of answers) {
      expectNoIdentity(body, author.user);
      expect(body).not.toContain(`"authorId"`);
    }
  });

  it('even once the author shares it, the card shows no email, no part of one, and no compliment', async () => {
    const author = await signedInUser(t.app);
    const complimentId = await addCompliment(t, { authorId: author.user.id });
    const reader = await signedInUser(t.app);
    await thank(t, complimentId, reader.cookie);
    const [appreciated] = await rows<{ public_id: string }>(
      t,
      sql`select public_id from badges where user_id = ${author.user.id}::int
          and type = 'appreciated'`,
    );
    await share(appreciated!.public_id, author.cookie);
    const res = await card(appreciated!.public_id, reader.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().earnedBy).toBe(ANONYMOUS_MEMBER_NAME);
    expect(Object.keys(res.json()).sort()).toEqual(
      ['earnedAt', 'earnedBy', 'id', 'info', 'level', 'type'].sort(),
    );
    expectNoIdentity(res.body, author.user);
    const page = await t.inject({ method: 'GET', url: `/?badge=${appreciated!.public_id}` });
    expect(page.body).toContain(`${ANONYMOUS_MEMBER_NAME} earned the Bronze Appreciated badge`);
    expectNoIdentity(page.body, author.user);
  });
});

describe('badge link previews', () => {
  const page = (url: string) => t.inject({ method: 'GET', url });

  it('serves Open Graph and Twitter card meta for a shared /?badge={id}, escaped', async () => {
    const { user, cookie, badgeId } = await memberWithBadge();
    await chooseUsername(user, `<b>sunny</b>-${user.id}`);
    await share(badgeId, cookie);
    const res = await page(`/?badge=${badgeId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain(`<meta property="og:title" content="&lt;b&gt;sunny&lt;/b&gt;-`);
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
    // The one day format of every page: d MMM yyyy.
    expect(html).toMatch(/Submitted 1 compliment\. Earned on \d{1,2} [A-Z][a-z]{2} \d{4}\./);
    expectNoIdentity(html, user);
  });

  it('falls back to the site card for /, unshared badges, and unknown or malformed ids', async () => {
    const unshared = await memberWithBadge();
    for (const url of [
      '/',
      `/?badge=${unshared.badgeId}`,
      `/?badge=${UNKNOWN_ID}`,
      '/?badge=1',
      '/?badge=%3Cscript%3E',
      '/?badge=',
    ]) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<meta property="og:image:width" content="1200" />');
      expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image" />');
      expect(res.body).not.toContain('earned the');
      expect(res.body).not.toContain('<script>');
    }
  });
});
