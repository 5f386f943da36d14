// SECURITY S11, DECISIONS 76: a device gets notifications only while the sign-in that subscribed it
// lives; the foreign key to sessions ends it with the session, however the session ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { loginCookie, signedInUser, type TestUser } from '../../../../test/factories';
import { login, sessionCookie } from '../../../../test/helpers/auth';
import { addDevice, FIREFOX_LINUX, listDevices } from '../../../../test/helpers/push-devices';
import { totpCode } from '../../../../test/helpers/two-factor';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const devicesOf = (cookie: string) => listDevices(t, cookie);
const subscribed = (cookie: string) => addDevice(t, cookie);

/** A second sign-in of the member, from another browser. */
async function anotherSignIn(user: TestUser): Promise<string> {
  const res = await login(t, user.username, user.password, {
    headers: { 'user-agent': FIREFOX_LINUX },
  });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res);
}

describe('S11 a device lives as long as the sign-in that subscribed it', () => {
  it('log out ends the devices of that sign-in only', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const phone = await subscribed(cookie);
    const laptop = await anotherSignIn(user);
    await subscribed(laptop);
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: laptop },
    });
    expect(res.statusCode).toBe(204);
    expect(await devicesOf(cookie)).toEqual([phone]);
  });

  it('ending the other sessions, and a password change, end their devices', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const own = await subscribed(cookie);
    await subscribed(await anotherSignIn(user));
    const ended = await t.inject({
      method: 'POST',
      url: '/api/account/sessions/end-others',
      headers: { cookie },
    });
    expect(ended.json()).toEqual({ ended: 1 });
    expect(await devicesOf(cookie)).toEqual([own]);

    await subscribed(await anotherSignIn(user));
    expect(await devicesOf(cookie)).toHaveLength(2);
    const changed = await t.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie },
      payload: { currentPassword: user.password, newPassword: 'golden-harbour-lights-9' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await devicesOf(cookie)).toEqual([own]);
  });

  it('a sign-in renewed by a second factor keeps its devices under the new session', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const device = await subscribed(cookie);
    const setup = await t.inject({
      method: 'POST',
      url: '/api/account/two-factor/setup',
      headers: { cookie },
      payload: { password: user.password },
    });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json<{ secret: string }>();
    const enable = await t.inject({
      method: 'POST',
      url: '/api/account/two-factor/enable',
      headers: { cookie },
      payload: { code: totpCode(secret, t.clock.now().getTime()) },
    });
    expect(enable.statusCode, enable.body).toBe(200);
    const set = enable.cookies.find((c) => c.name === 'kindly_session' && c.value !== '');
    const renewed = `kindly_session=${set?.value}`;
    expect(renewed).not.toBe(cookie);
    expect(await devicesOf(renewed)).toEqual([{ ...device, current: true }]);
  });

  it('a new log-in on the same browser does not carry the previous sign-in’s devices', async () => {
    const { user, cookie } = await signedInUser(t.app);
    await subscribed(cookie);
    // The browser logs in again while holding its session: that session ends, with its devices.
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie },
      payload: { username: user.username, password: user.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await devicesOf(sessionCookie(res))).toEqual([]);
    expect(await devicesOf(await loginCookie(t.app, user))).toEqual([]);
  });
});
