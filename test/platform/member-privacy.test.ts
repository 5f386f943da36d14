import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compliments } from '../../src/server/db/schema/index';
import { signedInUser, type TestUser } from '../factories';
import { buildPlatformApp, type PlatformApp } from './platform-app';

// No answer shows a member's email to anyone but that member and admins (PRODUCT 11; SECURITY
// C8): every GET the route table holds outside /api/admin, and the member's own writes' answers,
// asked by another member and by a guest about an author who never chose a username.

let t: PlatformApp;
let author: { user: TestUser; cookie: string };
let viewer: { user: TestUser; cookie: string };
/** Everything a path parameter could name that belongs to the author. */
let candidates: string[] = [];

beforeAll(async () => {
  // The walk is about what answers hold, not load shedding: an in-process PGlite on a busy machine
  // may stall the loop past the usual second, which would answer 503 instead.
  t = await buildPlatformApp({
    config: { logLevel: 'warn' },
    serverLimits: { maxEventLoopDelay: 30_000 },
  });
  author = await signedInUser(t.app);
  viewer = await signedInUser(t.app);
  const submitted = await t.inject({
    method: 'POST',
    url: '/api/compliments',
    payload: { text: 'Your patience makes every room calmer and kinder.' },
    headers: { cookie: author.cookie },
  });
  expect(submitted.statusCode, submitted.body).toBe(201);
  const complimentId = submitted.json().compliment.id as number;
  const [badge] = (
    await t.inject({ method: 'GET', url: '/api/badges', headers: { cookie: author.cookie } })
  ).json() as { id: string }[];
  const shared = await t.inject({
    method: 'POST',
    url: `/api/badges/${badge!.id}/share`,
    headers: { cookie: author.cookie },
  });
  expect(shared.statusCode, shared.body).toBe(200);
  const [row] = await t.ctx.db
    .select({ publicId: compliments.publicId })
    .from(compliments)
    .where(eq(compliments.id, complimentId));
  candidates = [String(complimentId), badge!.id, row!.publicId, String(author.user.id)];
}, 60_000);
afterAll(() => t.close());

/** What of the author's address an answer must not hold: the whole, and the part before "@". */
function leaks(body: string): string[] {
  const email = author.user.email.toLowerCase();
  const localPart = email.slice(0, email.indexOf('@'));
  const text = body.toLowerCase();
  return [email, localPart].filter((part) => text.includes(part));
}

/** Every way to fill a route's path parameters with the author's ids. */
function urlsOf(path: string): string[] {
  const names = [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[0]);
  let urls = [path.replace(/\*$/, 'profile')];
  for (const name of names) {
    urls = urls.flatMap((url) => candidates.map((value) => url.replace(name, value)));
  }
  return urls;
}

describe('C8 no answer to another member holds an email', () => {
  it('walks every public GET as the viewer and as a guest, shared badge pages included', async () => {
    // The viewer receives the author's compliment and thanks it, so every list has it.
    const picked = await t.inject({
      method: 'GET',
      url: '/api/compliments/random',
      headers: { cookie: viewer.cookie },
    });
    expect(picked.statusCode).toBe(200);
    expect(leaks(picked.body)).toEqual([]);
    const thanked = await t.inject({
      method: 'POST',
      url: `/api/compliments/${picked.json().id}/thank`,
      headers: { cookie: viewer.cookie },
    });
    expect(thanked.statusCode, thanked.body).toBe(201);
    expect(leaks(thanked.body)).toEqual([]);

    const gets = t.routes.filter(
      (route) =>
        route.method === 'GET' && !route.url.startsWith('/api/admin/') && route.url !== '/media/*',
    );
    const urls = [
      ...new Set(gets.flatMap((route) => urlsOf(route.url))),
      ...candidates.map((id) => `/?badge=${id}`),
    ];
    expect(urls).toEqual(expect.arrayContaining(['/api/compliments/received', '/api/auth/me']));
    let answered = 0;
    for (const url of urls) {
      for (const cookie of [viewer.cookie, undefined]) {
        // The live events stay open: only the viewer's own events could come, and their own
        // tests read them (src/server/features/live-events).
        if (url === '/api/events') continue;
        const res = await t.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
        if (res.statusCode < 400) answered += 1;
        expect(leaks(res.body), `${url} ${cookie ? 'as the viewer' : 'as a guest'}`).toEqual([]);
      }
    }
    // The walk reached real answers, the author's shared badge card among them.
    expect(answered).toBeGreaterThan(10);
    const card = await t.inject({ method: 'GET', url: `/api/badges/${candidates[1]}` });
    expect(card.statusCode).toBe(200);
    expect(card.json().earnedBy).toBe('A Kindly member');
  });

  it('names the author on the badge card once they chose a username', async () => {
    const chosen = await t.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      payload: { username: 'Patient Pine' },
      headers: { cookie: author.cookie },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const card = await t.inject({ method: 'GET', url: `/api/badges/${candidates[1]}` });
    expect(card.json().earnedBy).toBe('Patient Pine');
    expect(leaks(card.body)).toEqual([]);
    const page = await t.inject({ method: 'GET', url: `/?badge=${candidates[1]}` });
    expect(page.body).toContain('Patient Pine');
    expect(leaks(page.body)).toEqual([]);
  });

  it('shows the member their own email, and the admin list shows it to admins', async () => {
    const own = await t.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: author.cookie },
    });
    expect(leaks(own.body).length).toBeGreaterThan(0);
    const admin = await signedInUser(t.app, { isAdmin: true });
    const list = await t.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { cookie: admin.cookie },
    });
    expect(leaks(list.body).length).toBeGreaterThan(0);
  });
});
