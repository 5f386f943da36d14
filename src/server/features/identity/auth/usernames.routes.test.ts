import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../../test/build-test-app';
import { signedInUser, uniqueEmail } from '../../../../../test/factories';
import { login, me, register, sessionCookie } from '../../../../../test/helpers/auth';
import { USERNAME_MESSAGES } from '../../../../contract/username-messages';

// A member's chosen username (PRODUCT 11): its rules, its uniqueness in any letter case, and log-in
// by email staying as it was.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t.close());

let nameSequence = 0;
/**
 * A fresh, valid name per call, so the tests of one file (one fresh database) never compete for a
 * name. Small numbers only: the profanity detector reads long digit runs as leetspeak.
 */
const freshName = (stem = 'Sunny') => `${stem} ${++nameSequence}`;

const setUsername = (cookie: string | undefined, username: unknown) =>
  t.inject({
    method: 'PATCH',
    url: '/api/auth/profile',
    payload: { username },
    headers: cookie ? { cookie } : {},
  });

describe('PATCH /api/auth/profile', () => {
  it('sets the username: the answer, /me and the nav read it, and log-in by email still works', async () => {
    const { user, cookie } = await signedInUser(t.app);
    expect((await me(t, cookie)).json()).toMatchObject({
      username: user.email,
      usernameChosenAt: null,
    });

    const name = freshName('  Sunny   Side ');
    const res = await setUsername(cookie, name);
    expect(res.statusCode, res.body).toBe(200);
    const normalized = name.trim().replace(/\s+/g, ' ');
    expect(res.json()).toMatchObject({ id: user.id, username: normalized, email: user.email });
    expect(new Date(res.json().usernameChosenAt).toISOString()).toBe(res.json().usernameChosenAt);
    expect((await me(t, cookie)).json()).toMatchObject({ username: normalized });

    // Log-in keeps taking the email, in any letter case; the chosen name opens nothing.
    const byEmail = await login(t, user.email.toUpperCase(), user.password);
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toMatchObject({ id: user.id, username: normalized });
    expect((await login(t, normalized, user.password)).statusCode).toBe(401);
  });

  it.each([
    ['too short', 'a', USERNAME_MESSAGES.tooShort],
    ['only spaces and invisible characters', '  \u200b ', USERNAME_MESSAGES.tooShort],
    ['too long', 'x'.repeat(31), USERNAME_MESSAGES.tooLong],
    ['holding an @', 'sunny@home', USERNAME_MESSAGES.noAt],
    ['holding a full-width @', 'sunny＠home', USERNAME_MESSAGES.noAt],
    ['holding a link', 'visit kindly.app', USERNAME_MESSAGES.noLinks],
    ['holding profanity', 'shithead99', USERNAME_MESSAGES.unkind],
    ['not a string', 42, USERNAME_MESSAGES.tooShort],
  ])('refuses a username %s with 400 and a field error', async (_label, username, message) => {
    const { cookie } = await signedInUser(t.app);
    const res = await setUsername(cookie, username);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message, fieldErrors: { username: [message] } });
  });

  it("refuses the start of the member's own email, which would show part of it (SECURITY C8)", async () => {
    const { user, cookie } = await signedInUser(t.app);
    const localPart = user.email.slice(0, user.email.indexOf('@'));
    const res = await setUsername(cookie, localPart.toUpperCase());
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ username: [USERNAME_MESSAGES.emailName] });
  });

  it('accepts 2 and 30 characters, counted as code points', async () => {
    const { cookie } = await signedInUser(t.app);
    const two = `${String.fromCodePoint(0x1f60a)}${nameSequence++ % 10}`;
    expect((await setUsername(cookie, two)).statusCode).toBe(200);
    const thirty = `${freshName('Kind')}${'z'.repeat(30)}`.slice(0, 30);
    const res = await setUsername(cookie, thirty);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().username).toBe(thirty);
  });

  it('refuses a name a Block or Hold watched word matches, and lets a Flag word through', async () => {
    const admin = await signedInUser(t.app, { isAdmin: true });
    for (const [phrase, action] of [
      ['grumpus', 'block'],
      ['snarkle', 'hold'],
      ['quibble', 'flag'],
    ]) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/admin/moderation/watched-words',
        payload: { phrase, action },
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const { cookie } = await signedInUser(t.app);
    for (const name of ['Grumpus Max', 'the snarkle']) {
      const res = await setUsername(cookie, name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().fieldErrors).toEqual({ username: [USERNAME_MESSAGES.unkind] });
    }
    expect((await setUsername(cookie, freshName('quibble'))).statusCode).toBe(200);
  });

  it('answers 409 for a name another member holds in any letter case, and lets the holder keep it', async () => {
    const first = await signedInUser(t.app);
    const second = await signedInUser(t.app);
    const name = freshName('Bright');
    expect((await setUsername(first.cookie, name)).statusCode).toBe(200);
    for (const taken of [name, name.toUpperCase(), ` ${name.toLowerCase()} `]) {
      const res = await setUsername(second.cookie, taken);
      expect(res.statusCode, taken).toBe(409);
      expect(res.json()).toEqual({
        message: USERNAME_MESSAGES.taken,
        fieldErrors: { username: [USERNAME_MESSAGES.taken] },
      });
    }
    // The holder may save it again, or change its letter case.
    expect((await setUsername(first.cookie, name.toUpperCase())).statusCode).toBe(200);
    // The name the public pages give members without one is nobody's.
    expect((await setUsername(second.cookie, 'a kindly MEMBER')).statusCode).toBe(409);
    // Once released, the name is free again.
    expect((await setUsername(first.cookie, freshName('Other'))).statusCode).toBe(200);
    expect((await setUsername(second.cookie, name)).statusCode).toBe(200);
  });

  it('lets only one of two members racing for a name have it', async () => {
    const members = await Promise.all([signedInUser(t.app), signedInUser(t.app)]);
    const name = freshName('Racer');
    const answers = await Promise.all(members.map((m) => setUsername(m.cookie, name)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('answers 401 without a session', async () => {
    const res = await setUsername(undefined, freshName());
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/auth/register with a username', () => {
  it('keeps a chosen username, and log-in stays by email', async () => {
    const email = uniqueEmail();
    const name = freshName('Newcomer');
    const res = await register(t, { username: name, email, password: 'golden-hour-7' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ username: name, email });
    expect(res.json().usernameChosenAt).not.toBeNull();
    const signedIn = await login(t, email, 'golden-hour-7');
    expect(signedIn.statusCode).toBe(200);
    expect((await me(t, sessionCookie(signedIn))).json()).toMatchObject({ username: name });
  });

  it('treats the spec call (username set to the email) and an empty username as no choice', async () => {
    for (const username of [undefined, '', '   ']) {
      const email = uniqueEmail();
      const res = await register(t, {
        username: username ?? email,
        email,
        password: 'golden-hour-7',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ username: email, usernameChosenAt: null });
    }
  });

  it('refuses a username the rules refuse (400) or another member holds (409), creating nothing', async () => {
    const holder = await signedInUser(t.app);
    const name = freshName('Taken');
    expect((await setUsername(holder.cookie, name)).statusCode).toBe(200);

    const cases: [string, number, string][] = [
      ['x', 400, USERNAME_MESSAGES.tooShort],
      ['y'.repeat(31), 400, USERNAME_MESSAGES.tooLong],
      ['see kindly.app', 400, USERNAME_MESSAGES.noLinks],
      ['shithead99', 400, USERNAME_MESSAGES.unkind],
      [name.toLowerCase(), 409, USERNAME_MESSAGES.taken],
    ];
    for (const [username, status, message] of cases) {
      const email = uniqueEmail();
      const res = await register(t, { username, email, password: 'golden-hour-7' });
      expect(res.statusCode, username).toBe(status);
      expect(res.json()).toEqual({ message, fieldErrors: { username: [message] } });
      // Nothing was created: the address is still free.
      expect((await login(t, email, 'golden-hour-7')).statusCode).toBe(401);
    }
  });

  it('still answers the email 409 when the address is taken, whatever the username', async () => {
    const email = uniqueEmail();
    expect((await register(t, { email, password: 'golden-hour-7' })).statusCode).toBe(201);
    const again = await register(t, {
      username: freshName('Second'),
      email,
      password: 'golden-hour-7',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An account with this email already exists');
  });
});
