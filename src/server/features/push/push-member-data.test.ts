// A member's push devices as their data (PRODUCT 11.5, 11.6, 11.9): "Download my data" lists them by
// name, push service and settings, never the endpoint's path or the keys; deleting the account
// removes them.
import { createECDH, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { signedInUser } from '../../../../test/factories';
import { pushSubscriptions } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function memberWithDevice() {
  const member = await signedInUser(t.app);
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const body = {
    endpoint: `https://updates.push.services.mozilla.com/wpush/v2/${randomBytes(24).toString('hex')}`,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
    timeZone: 'Africa/Cairo',
  };
  const res = await t.inject({
    method: 'POST',
    url: '/api/push/devices',
    headers: {
      cookie: member.cookie,
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...member, body };
}

const storedFor = async (userId: number) =>
  (await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)))
    .length;

describe('the member’s push devices as their data', () => {
  it('Download my data lists each device by name, service and settings, never its address or keys', async () => {
    const { cookie, body } = await memberWithDevice();
    const res = await t.inject({ method: 'POST', url: '/api/account/export', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(JSON.parse(strFromU8(files['push-devices.json']!))).toEqual([
      {
        label: 'Firefox on Linux',
        pushService: 'updates.push.services.mozilla.com',
        timeZone: 'Africa/Cairo',
        dailyCompliment: false,
        dailyHour: 9,
        thanks: true,
        badges: true,
        quietStart: null,
        quietEnd: null,
        createdAt: expect.any(String),
        lastSentAt: null,
      },
    ]);
    const archive = Object.values(files)
      .map((data) => strFromU8(data))
      .join('\n');
    expect(archive).not.toContain(new URL(body.endpoint).pathname);
    expect(archive).not.toContain(body.keys.p256dh);
    expect(archive).not.toContain(body.keys.auth);
    expect(strFromU8(files['README.txt']!)).toContain('push-devices.json');
  });

  it('deleting the account removes its devices', async () => {
    const { user, cookie } = await memberWithDevice();
    expect(await storedFor(user.id)).toBe(1);
    const deleted = await t.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie },
      payload: { password: user.password, compliments: 'keep' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await storedFor(user.id)).toBe(0);
  });
});
