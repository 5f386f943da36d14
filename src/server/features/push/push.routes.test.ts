import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { signedInUser, type TestUser } from '../../../../test/factories';
import { login, sessionCookie } from '../../../../test/helpers/auth';
import {
  addDevice,
  browserKeys,
  fcmSubscription,
  FIREFOX_LINUX,
  listDevices,
  postDevice,
} from '../../../../test/helpers/push-devices';
import { MESSAGES } from '../../../contract/messages';
import { MAX_PUSH_DEVICES, PUSH_MESSAGES, type PushDevice } from '../../../contract/push';
import { pushSubscriptions } from '../../db/schema/index';

// PRODUCT 11.9, DECISIONS 76: a member's push devices, tied to the sign-in that subscribed them.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const withCookie = (cookie?: string) => (cookie ? { cookie } : {});

const list = (cookie?: string) =>
  t.inject({ method: 'GET', url: '/api/push/devices', headers: withCookie(cookie) });
const subscribe = (
  cookie: string | undefined,
  payload: unknown,
  headers?: Record<string, string>,
) => postDevice(t, cookie, payload, headers);
const patch = (cookie: string | undefined, id: string, payload: Record<string, unknown>) =>
  t.inject({
    method: 'PATCH',
    url: `/api/push/devices/${id}`,
    headers: withCookie(cookie),
    payload,
  });
const remove = (cookie: string | undefined, id: string) =>
  t.inject({ method: 'DELETE', url: `/api/push/devices/${id}`, headers: withCookie(cookie) });

const subscription = fcmSubscription;
const devicesOf = (cookie: string) => listDevices(t, cookie);
const subscribed = (cookie: string, body = subscription()) => addDevice(t, cookie, body);

/** A second sign-in of the member, from another browser. */
async function anotherSignIn(user: TestUser): Promise<string> {
  const res = await login(t, user.username, user.password, {
    headers: { 'user-agent': FIREFOX_LINUX },
  });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res);
}

describe('/api/push/devices', () => {
  it('needs a signed-in member for every call', async () => {
    const answers = await Promise.all([
      list(),
      subscribe(undefined, subscription()),
      patch(undefined, 'a'.repeat(22), { daily: true }),
      remove(undefined, 'a'.repeat(22)),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.notLoggedIn });
    }
  });

  it('answers the VAPID public key with the list, and lists a new device with its defaults', async () => {
    const { cookie } = await signedInUser(t.app);
    const empty = await list(cookie);
    expect(empty.json()).toEqual({ publicKey: t.ctx.config.push.vapid.publicKey, devices: [] });
    expect(Buffer.from(empty.json<{ publicKey: string }>().publicKey, 'base64url')).toHaveLength(
      65,
    );

    const body = subscription();
    const device = await subscribed(cookie, body);
    expect(device).toMatchObject({
      label: 'Chrome on Android',
      endpoint: body.endpoint,
      timeZone: 'Europe/Paris',
      lastSentAt: null,
      daily: false,
      dailyHour: 9,
      thanks: true,
      badges: true,
      quietStart: null,
      quietEnd: null,
      current: true,
    });
    expect(device.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await devicesOf(cookie)).toEqual([device]);
  });

  it('says which device is this sign-in’s: another sign-in of the member sees it as not current', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const phone = await subscribed(cookie);
    const laptop = await anotherSignIn(user);
    const laptopDevice = await subscribed(laptop);
    const seen = await devicesOf(laptop);
    expect(seen.map((d) => [d.id, d.current])).toEqual([
      [laptopDevice.id, true],
      [phone.id, false],
    ]);
  });

  it('names the device in the member’s language', async () => {
    const { cookie } = await signedInUser(t.app);
    const res = await subscribe(cookie, subscription(), {
      'user-agent': FIREFOX_LINUX,
      'accept-language': 'es',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ label: 'Firefox en Linux' });
  });

  it('takes the same endpoint again: 200, the same device, new keys and zone, settings kept', async () => {
    const { cookie } = await signedInUser(t.app);
    const first = subscription();
    const device = await subscribed(cookie, first);
    expect((await patch(cookie, device.id, { thanks: false, daily: true })).statusCode).toBe(200);

    const again = { ...first, keys: browserKeys(), timeZone: 'America/Sao_Paulo' };
    const res = await subscribe(cookie, again);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: device.id,
      timeZone: 'America/Sao_Paulo',
      thanks: false,
      daily: true,
    });
    const [row] = await t.ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, first.endpoint));
    expect(row).toMatchObject({ p256dh: again.keys.p256dh, auth: again.keys.auth });
    expect(await devicesOf(cookie)).toHaveLength(1);
  });

  it('moves an endpoint to the member now signed in on that browser, starting afresh', async () => {
    const before = await signedInUser(t.app);
    const body = subscription();
    const theirs = await subscribed(before.cookie, body);
    await patch(before.cookie, theirs.id, { daily: true, quietStart: 22, quietEnd: 7 });

    const after = await signedInUser(t.app);
    const res = await subscribe(after.cookie, { ...body, keys: browserKeys() });
    expect(res.statusCode, res.body).toBe(200);
    const moved = res.json<PushDevice>();
    expect(moved.id).not.toBe(theirs.id);
    expect(moved).toMatchObject({ daily: false, quietStart: null, quietEnd: null, current: true });
    expect(await devicesOf(before.cookie)).toEqual([]);
    expect((await patch(before.cookie, theirs.id, { daily: false })).statusCode).toBe(404);
    expect(await devicesOf(after.cookie)).toEqual([moved]);
  });
});

describe('refusals', () => {
  let cookie: string;
  beforeAll(async () => {
    ({ cookie } = await signedInUser(t.app));
  });

  const refused = async (payload: unknown, field: string, message: string) => {
    const res = await subscribe(cookie, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message, fieldErrors: { [field]: [message] } });
  };

  it('V11 refuses an endpoint that is not https, has credentials or is too long', async () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'not a url',
      'https://user:secret@fcm.googleapis.com/fcm/send/abc',
      `https://fcm.googleapis.com/fcm/send/${'a'.repeat(2030)}`,
    ]) {
      await refused(subscription(endpoint), 'endpoint', PUSH_MESSAGES.endpointInvalid);
    }
  });

  it('V11 refuses a host that is not a known push service, matching subdomains on a dot boundary only', async () => {
    for (const endpoint of [
      'https://push.example.com/send/abc',
      'https://127.0.0.1/send/abc',
      'https://evilfcm.googleapis.com/send/abc',
      'https://fcm.googleapis.com.evil.example/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://notpush.apple.com/3/device/abc',
    ]) {
      await refused(subscription(endpoint), 'endpoint', PUSH_MESSAGES.endpointNotAllowed);
    }
    for (const endpoint of [
      `https://web.push.apple.com/${randomBytes(8).toString('hex')}`,
      `https://wns2-par02p.notify.windows.com/w/?token=${randomBytes(8).toString('hex')}`,
      `https://updates.push.services.mozilla.com/wpush/v2/${randomBytes(8).toString('hex')}`,
    ]) {
      expect((await subscribe(cookie, subscription(endpoint))).statusCode).toBe(201);
    }
  });

  it('V11 refuses keys a push cannot be encrypted to', async () => {
    const good = browserKeys();
    const point = Buffer.from(good.p256dh, 'base64url');
    const offCurve = Buffer.from(point);
    offCurve[64] = (offCurve[64] ?? 0) ^ 1;
    const compressed = Buffer.concat([Buffer.from([0x02]), point.subarray(1, 33)]);
    for (const p256dh of [
      offCurve.toString('base64url'),
      compressed.toString('base64url'),
      point.subarray(0, 64).toString('base64url'),
      Buffer.concat([Buffer.from([0x05]), point.subarray(1)]).toString('base64url'),
    ]) {
      await refused(
        { ...subscription(), keys: { ...good, p256dh } },
        'keys.p256dh',
        PUSH_MESSAGES.keysInvalid,
      );
    }
    await refused(
      { ...subscription(), keys: { ...good, auth: randomBytes(15).toString('base64url') } },
      'keys.auth',
      PUSH_MESSAGES.keysInvalid,
    );
    await refused(
      { ...subscription(), keys: { ...good, auth: 'not base64url!' } },
      'keys.auth',
      PUSH_MESSAGES.keysInvalid,
    );
  });

  it('refuses a time zone the server does not know', async () => {
    for (const timeZone of ['Mars/Olympus_Mons', '', 'x'.repeat(80)]) {
      await refused({ ...subscription(), timeZone }, 'timeZone', PUSH_MESSAGES.timeZoneInvalid);
    }
  });

  it(`refuses an eleventh device with 409, and still takes one of the ${MAX_PUSH_DEVICES} again`, async () => {
    const member = await signedInUser(t.app);
    const bodies = Array.from({ length: MAX_PUSH_DEVICES }, () => subscription());
    for (const body of bodies) await subscribed(member.cookie, body);
    const res = await subscribe(member.cookie, subscription());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: PUSH_MESSAGES.tooManyDevices });
    const again = await subscribe(member.cookie, { ...bodies[0], keys: browserKeys() });
    expect(again.statusCode, again.body).toBe(200);
    expect(await devicesOf(member.cookie)).toHaveLength(MAX_PUSH_DEVICES);
  });
});

describe('PATCH and DELETE /api/push/devices/:id', () => {
  it('changes the settings asked for and keeps the others', async () => {
    const { cookie } = await signedInUser(t.app);
    const device = await subscribed(cookie);
    const res = await patch(cookie, device.id, {
      daily: true,
      dailyHour: 0,
      badges: false,
      timeZone: 'Asia/Kolkata',
      quietStart: 22,
      quietEnd: 7,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      ...device,
      daily: true,
      dailyHour: 0,
      badges: false,
      timeZone: 'Asia/Kolkata',
      quietStart: 22,
      quietEnd: 7,
    });
    const cleared = await patch(cookie, device.id, { quietStart: null, quietEnd: null });
    expect(cleared.json()).toMatchObject({ quietStart: null, quietEnd: null, daily: true });
  });

  it('refuses an hour out of range, half of the quiet hours and quiet hours that end where they start', async () => {
    const { cookie } = await signedInUser(t.app);
    const device = await subscribed(cookie);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ dailyHour: 24 }, 'dailyHour', PUSH_MESSAGES.hourInvalid],
      [{ dailyHour: 7.5 }, 'dailyHour', PUSH_MESSAGES.hourInvalid],
      [{ daily: 'yes' }, 'daily', PUSH_MESSAGES.settingInvalid],
      [{ timeZone: 'Nowhere/Land' }, 'timeZone', PUSH_MESSAGES.timeZoneInvalid],
      [{ quietStart: 22 }, 'quietEnd', PUSH_MESSAGES.quietHoursIncomplete],
      [{ quietStart: 5, quietEnd: 5 }, 'quietEnd', PUSH_MESSAGES.quietHoursSame],
    ];
    for (const [body, field, message] of cases) {
      const res = await patch(cookie, device.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ message, fieldErrors: { [field]: [message] } });
    }
    expect(await devicesOf(cookie)).toEqual([device]);
  });

  it('answers 404 for another member’s device and for ids no device has', async () => {
    const owner = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const device = await subscribed(owner.cookie);
    for (const id of [device.id, 'x'.repeat(22), 'not%20an%20id']) {
      for (const res of [
        await patch(other.cookie, id, { daily: true }),
        await remove(other.cookie, id),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: PUSH_MESSAGES.notFound });
      }
    }
    expect(await devicesOf(owner.cookie)).toEqual([device]);
  });

  it('removes a device: 204, then it is gone', async () => {
    const { cookie } = await signedInUser(t.app);
    const device = await subscribed(cookie);
    const kept = await subscribed(cookie);
    const res = await remove(cookie, device.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await remove(cookie, device.id)).statusCode).toBe(404);
    expect(await devicesOf(cookie)).toEqual([kept]);
  });
});
