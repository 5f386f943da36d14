// The demo compliments belong to the Kindly Team account: nobody signs in to it, and a thank on a
// demo compliment is recorded and earns it karma like any other. Databases seeded before it
// existed get their authorless demo compliments given to it at start-up.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { signedInUser } from '../../../../test/factories';
import { addCompliment, karmaOf } from '../../../../test/helpers/compliments';
import { KARMA } from '../../../contract/compliments';
import { TEAM_ACCOUNT } from '../../features/identity/auth/start-up-accounts.service';
import { compliments, outbox, thanks, users } from '../schema/index';
import { DEMO_COMPLIMENTS } from './demo-compliments';
import { seedDemoContent, type SeedContext } from './demo-content';

const WRONG_CREDENTIALS = { message: 'Invalid username or password' };

async function teamAccount(t: TestApp) {
  const [row] = await t.ctx.db.select().from(users).where(eq(users.email, TEAM_ACCOUNT.email));
  return row;
}

let address = 0;
const logIn = (t: TestApp, username: string, password: string) =>
  t.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: `10.77.0.${++address}`,
  });

describe('the Kindly Team account on a new database', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ demoContent: 'on' });
  });
  afterAll(() => t.close());

  it('writes every demo compliment', async () => {
    const team = await teamAccount(t);
    expect(team).toMatchObject({ username: 'Kindly Team', isAdmin: false });
    const authors = await t.ctx.db
      .selectDistinct({ authorId: compliments.authorId })
      .from(compliments)
      .where(inArray(compliments.text, [...DEMO_COMPLIMENTS]));
    expect(authors).toEqual([{ authorId: team!.id }]);
  });

  it('cannot log in, with the wrong-credentials answer of any account', async () => {
    const team = await teamAccount(t);
    for (const username of [TEAM_ACCOUNT.username, TEAM_ACCOUNT.email]) {
      for (const password of [team!.passwordHash, '', 'kindly-team', 'sunlit-meadow-42']) {
        const res = await logIn(t, username, password);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(WRONG_CREDENTIALS);
        expect(res.cookies).toEqual([]);
      }
    }
    const unknown = await logIn(t, 'nobody@example.com', 'sunlit-meadow-42');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(WRONG_CREDENTIALS);
  });

  it('is mailed no reset link, with the same answer as any address', async () => {
    const before = await t.ctx.db.$count(outbox);
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: TEAM_ACCOUNT.email },
    });
    expect(res.statusCode).toBe(200);
    expect(await t.ctx.db.$count(outbox)).toBe(before);
  });

  it('earns the karma of a thank on a demo compliment, which is recorded', async () => {
    const team = await teamAccount(t);
    const member = await signedInUser(t.app);
    const [demo] = await t.ctx.db
      .select({ id: compliments.id })
      .from(compliments)
      .where(eq(compliments.authorId, team!.id))
      .limit(1);
    const before = await karmaOf(t, team!.id);

    const res = await t.inject({
      method: 'POST',
      url: `/api/compliments/${demo!.id}/thank`,
      headers: { cookie: member.cookie },
    });
    expect(res.statusCode).toBe(201);
    expect(await karmaOf(t, team!.id)).toBe(before + KARMA.thankReceived);
    expect(
      await t.ctx.db.$count(
        thanks,
        sql`${thanks.complimentId} = ${demo!.id} and ${thanks.thankerId} = ${member.user.id}`,
      ),
    ).toBe(1);
  });
});

describe('a database seeded before the Kindly Team account', () => {
  let t: TestApp;
  const warnings: string[] = [];
  const start = (): SeedContext => ({
    config: t.ctx.config,
    db: t.ctx.db,
    now: t.ctx.now,
    log: { info: () => {}, warn: (_fields, message) => warnings.push(message) },
  });

  beforeAll(async () => {
    t = await buildTestApp({ demoContent: 'off' });
  });
  afterAll(() => t.close());

  it('gives its authorless demo compliments to the team account at start-up, and nothing else', async () => {
    const demo = [
      await addCompliment(t, { text: DEMO_COMPLIMENTS[0] }),
      await addCompliment(t, { text: DEMO_COMPLIMENTS[1] }),
    ];
    const other = await addCompliment(t);
    const member = await signedInUser(t.app);
    const members = await addCompliment(t, { text: DEMO_COMPLIMENTS[2], authorId: member.user.id });

    expect(await seedDemoContent(start())).toBe(false);
    const team = await teamAccount(t);
    const authorOf = async (id: number) =>
      (
        await t.ctx.db
          .select({ authorId: compliments.authorId })
          .from(compliments)
          .where(eq(compliments.id, id))
      )[0]!.authorId;
    for (const id of demo) expect(await authorOf(id)).toBe(team!.id);
    expect(await authorOf(other)).toBeNull();
    expect(await authorOf(members)).toBe(member.user.id);
    expect(warnings).toEqual([]);

    // The next start finds nothing to give and adds no second account.
    expect(await seedDemoContent(start())).toBe(false);
    expect(await t.ctx.db.$count(users, eq(users.username, TEAM_ACCOUNT.username))).toBe(1);
  });
});

describe('a team address someone registered first', () => {
  let t: TestApp;
  const warnings: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ demoContent: 'off' });
  });
  afterAll(() => t.close());

  it('stays theirs: the demo compliments keep no author, and a warning says why', async () => {
    const password = 'harbour-lantern-71';
    const registered = await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: TEAM_ACCOUNT.email, password },
    });
    expect(registered.statusCode).toBe(201);
    const demo = await addCompliment(t, { text: DEMO_COMPLIMENTS[0] });

    await seedDemoContent({
      config: t.ctx.config,
      db: t.ctx.db,
      now: t.ctx.now,
      log: { info: () => {}, warn: (_fields, message) => warnings.push(message) },
    });
    const [row] = await t.ctx.db
      .select({ authorId: compliments.authorId })
      .from(compliments)
      .where(eq(compliments.id, demo));
    expect(row!.authorId).toBeNull();
    expect(warnings).toHaveLength(1);
    expect((await logIn(t, TEAM_ACCOUNT.email, password)).statusCode).toBe(200);
  });
});
