import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../../../test/build-test-app';
import { createUser, signedInUser, uniqueEmail } from '../../../../../test/factories';
import { login, register } from '../../../../../test/helpers/auth';
import { USERNAME_MESSAGES } from '../../../../contract/username-messages';
import { users } from '../../../db/schema/index';
import { fillUsernameSkeletons } from './auth.service';
import { usernameKey } from './username-skeleton';

// Names that cannot pass for someone else (PRODUCT 11.1, SECURITY V10): no invisible or control
// character, no blank or oversized symbol, no pile of marks, and no look-alike of a reserved
// name, of another member's name or of the member's own email.

let t: TestApp;
// One member tries every refused name: the schema's refusals never reach the change limit.
let tryingMember: string;
beforeAll(async () => {
  t = await buildTestApp();
  tryingMember = (await signedInUser(t.app)).cookie;
}, 60_000);
afterAll(() => t.close());

const setUsername = (cookie: string, username: string) =>
  t.inject({
    method: 'PATCH',
    url: '/api/auth/profile',
    payload: { username },
    headers: { cookie },
  });

const refusal = (message: string) => ({ message, fieldErrors: { username: [message] } });

const M = USERNAME_MESSAGES;

describe('V10: a chosen username cannot pass for another name', () => {
  it.each([
    ['a control character between words', 'Kindly \u0001 Team', 400, M.invisible],
    ['a control character alone', 'Sunny\u0007Day', 400, M.invisible],
    ['a zero-width joiner after the team name', 'Kindly Team\u200d', 400, M.invisible],
    ['a combining grapheme joiner after the team name', 'Kindly Team\u034f', 400, M.invisible],
    ['an Arabic letter mark before the team name', '\u061cKindly Team', 400, M.invisible],
    ['only Hangul fillers', '\u3164\u3164\u3164', 400, M.invisible],
    ['the other Hangul fillers', 'Sun\u115f\u1160ny\uffa0', 400, M.invisible],
    ['only Braille blanks', '\u2800\u2800\u2800', 400, M.symbol],
    ['thirty Arabic ligature symbols', '\ufdfd'.repeat(30), 400, M.symbol],
    ['two ligatures that read 36 letters', '\ufdfa\ufdfa', 400, M.tooLong],
    ['a variation selector on a letter', 'Sunny\ufe00 Day', 400, M.invisible],
    ['a tag character', 'Sunny Day\u{e0041}', 400, M.invisible],
    ['a private-use character', 'Sunny \ue000 Day', 400, M.invisible],
    ['a zero-width non-joiner between Latin letters', 'Sun\u200cny Day', 400, M.invisible],
    ['a joiner from an emoji onto a letter', '\u{1f60a}\u200dSunny', 400, M.invisible],
    ['four marks on one letter', `Su${'\u0336'.repeat(4)}nny`, 400, M.marks],
    ['a mark with no letter under it', '\u0301Sunny Day', 400, M.marks],
    ['the team name with a Cyrillic К', '\u041aindly Team', 409, M.lookAlike],
    ['the anonymous name with a Cyrillic palochka', 'A Kind\u04cfy member', 409, M.lookAlike],
    ['the anonymous name as it is', 'A Kindly member', 409, M.taken],
    ['the team name run together', 'KindlyTeam', 409, M.lookAlike],
    ['a role in full-width letters', '\uff21\uff44\uff4d\uff49\uff4e', 409, M.lookAlike],
    ['a role with a dot', 'Support.', 409, M.lookAlike],
    ['a role after the site name', 'Kindly Moderator', 409, M.taken],
    ['the site name in capitals', 'KINDLY', 409, M.taken],
  ])('answers a name holding %s with its refusal', async (_label, username, status, message) => {
    const res = await setUsername(tryingMember, username);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual(refusal(message));
  });

  it('accepts names in many scripts, with the joiners and emoji selectors they need', async () => {
    const names = [
      'José Müller',
      'Zoë Ångström',
      'Nguyễn Thị Ánh',
      '李小龍',
      '山田 花子',
      'Светлана Орлова',
      'Ελένη Παππά',
      'محمد علي',
      // Persian writes this word with a zero-width non-joiner inside it.
      'نیک\u200cنام',
      // A Devanagari half form: consonant, virama, zero-width joiner.
      'सत्\u200dय',
      'שָׁלוֹם',
      'สมศักดิ์',
      '김민준',
      'Sunny \u2764\ufe0f',
      'Coder \u{1f469}\u200d\u{1f4bb}',
      '\u{1f3f3}\ufe0f\u200d\u{1f308} Pride',
      '1\ufe0f\u20e3 Fan',
    ];
    const { cookie } = await signedInUser(t.app);
    for (const name of names) {
      const res = await setUsername(cookie, name);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      expect(res.json().username).toBe(name.normalize('NFC'));
    }
  });

  it("answers 409 for a look-alike of another member's name, and lets the holder keep theirs", async () => {
    const holder = await signedInUser(t.app);
    expect((await setUsername(holder.cookie, 'Paloma Reyes')).statusCode).toBe(200);
    const other = await signedInUser(t.app);
    for (const lookAlike of [
      '\u0420\u0430l\u043em\u0430 Reyes', // Cyrillic Р, а, о
      'Pa1oma Reyes',
      'PaIoma Reyes', // a capital I for the l
      'paloma re\u0443es', // Cyrillic у
    ]) {
      const res = await setUsername(other.cookie, lookAlike);
      expect(res.statusCode, lookAlike).toBe(409);
      expect(res.json()).toEqual(refusal(M.lookAlike));
    }
    const sameName = await setUsername(other.cookie, 'PALOMA REYES');
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual(refusal(M.taken));
    // The holder may show it in capitals: its key is theirs.
    expect((await setUsername(holder.cookie, 'PALOMA REYES')).statusCode).toBe(200);
  });

  it('lets only one of two members racing for look-alike names have theirs', async () => {
    const members = await Promise.all([signedInUser(t.app), signedInUser(t.app)]);
    const names = ['Orchid Vale', '\u041erchid V\u0430le'];
    const answers = await Promise.all(members.map((m, i) => setUsername(m.cookie, names[i]!)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses a look-alike at registration too, creating nothing', async () => {
    const holder = await signedInUser(t.app);
    expect((await setUsername(holder.cookie, 'Juniper Wells')).statusCode).toBe(200);
    const email = uniqueEmail();
    const res = await register(t, {
      username: 'Jun\u0456per Wells',
      email,
      password: 'golden-hour-7',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(refusal(M.lookAlike));
    expect((await login(t, email, 'golden-hour-7')).statusCode).toBe(401);
  });

  it("refuses the member's own email local part in look-alike spellings (SECURITY C8)", async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const { cookie } = await signedInUser(t.app, { email: `sunny-side.${suffix}@example.com` });
    for (const name of [
      `sunny\u2010side.${suffix}`, // a Unicode hyphen
      `\uff53unny-side.${suffix}`, // a full-width s
      `sunny-side.${suffix}.`, // a trailing dot
      `Sunny Side ${suffix.toUpperCase()}`,
    ]) {
      const res = await setUsername(cookie, name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toEqual(refusal(M.emailName));
    }
  });
});

describe('look-alike keys of names chosen before keys existed', () => {
  it('are filled in at start-up; of two older look-alikes the first keeps its key', async () => {
    const [first, second] = [await createUser(t.app), await createUser(t.app)];
    // Written as an older version of the app did: chosen names without a key.
    for (const [user, username] of [
      [first, 'Heron Bay'],
      [second, 'H\u0435ron Bay'],
    ] as const) {
      await t.app.ctx.db
        .update(users)
        .set({ username, usernameChosenAt: new Date(), usernameSkeleton: null })
        .where(eq(users.id, user.id));
    }
    await fillUsernameSkeletons(t.app.ctx);
    const keys = await t.app.ctx.db
      .select({ id: users.id, key: users.usernameSkeleton })
      .from(users)
      .where(inArray(users.id, [first.id, second.id]));
    const keyOf = (id: number) => keys.find((row) => row.id === id)?.key;
    expect(keyOf(first.id)).toBe(usernameKey('Heron Bay'));
    expect(keyOf(second.id)).toBeNull();

    const { cookie } = await signedInUser(t.app);
    const res = await setUsername(cookie, 'H\u0435r\u043en Bay');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(refusal(M.lookAlike));
  });
});
