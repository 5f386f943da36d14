import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { signedInUser } from '../../../../test/factories';
import {
  pushConfigFor,
  startPushService,
  type StandInPushService,
} from '../../../../test/helpers/push-service';
import type { PushDevice } from '../../../contract/push';
import { pushSubscriptions } from '../../db/schema/index';
import { PushEndpointRefused, sendPush, type PushTarget } from './push-delivery';

// DECISIONS 76: a push goes out encrypted to the device's keys and signed with the VAPID keys; the
// stand-in push service decrypts it with the keys it made, as the browser would.

let t: TestApp;
let service: StandInPushService;
beforeAll(async () => {
  service = await startPushService();
  t = await buildTestApp(pushConfigFor(service));
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const payload = {
  title: 'Someone thanked your compliment',
  body: '“You make mornings brighter” — thanked just now ✨',
  url: '/profile',
  tag: 'thanks',
};

/** A member whose browser subscribed through the API, and the row's target for sendPush. */
async function subscribedDevice(): Promise<{ cookie: string; target: PushTarget }> {
  const { cookie } = await signedInUser(t.app);
  const subscription = service.subscribe();
  const res = await t.inject({
    method: 'POST',
    url: '/api/push/devices',
    headers: { cookie },
    payload: { ...subscription, timeZone: 'Europe/Berlin' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.ctx.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
  if (!row) throw new Error('the subscription was not kept');
  return {
    cookie,
    target: { id: row.id, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth },
  };
}

async function devicesOf(cookie: string): Promise<PushDevice[]> {
  const res = await t.inject({ method: 'GET', url: '/api/push/devices', headers: { cookie } });
  return res.json<{ devices: PushDevice[] }>().devices;
}

describe('sendPush', () => {
  it('delivers exactly the payload, signed with the configured VAPID key, and notes when', async () => {
    const { cookie, target } = await subscribedDevice();
    const before = service.received.length;
    const sendingFrom = t.clock.now().getTime();
    expect(await sendPush(t.ctx, target, payload)).toBe('sent');
    const sentBy = t.clock.now().getTime();
    const received = (await service.waitFor(before + 1)).at(-1);
    expect(received).toMatchObject({
      endpoint: target.endpoint,
      payload,
      vapidKey: t.ctx.config.push.vapid.publicKey,
      claims: { aud: service.origin, sub: t.ctx.config.push.vapid.subject },
    });
    expect(received?.headers).toMatchObject({ ttl: '86400', urgency: 'normal' });
    const [device] = await devicesOf(cookie);
    const sentAt = Date.parse(device?.lastSentAt ?? '');
    expect(sentAt).toBeGreaterThanOrEqual(sendingFrom);
    expect(sentAt).toBeLessThanOrEqual(sentBy);
  });

  it('carries only the four fields a notification shows', async () => {
    const { target } = await subscribedDevice();
    const before = service.received.length;
    const extra = { ...payload, email: 'someone@example.com', userId: 42 };
    await sendPush(t.ctx, target, extra, { ttlSeconds: 600, urgency: 'high' });
    const received = (await service.waitFor(before + 1)).at(-1);
    expect(received?.payload).toEqual(payload);
    expect(received?.headers).toMatchObject({ ttl: '600', urgency: 'high' });
  });

  it('forgets a subscription the push service answers 410 or 404 for, and says it is gone', async () => {
    for (const status of [410, 404]) {
      const { cookie, target } = await subscribedDevice();
      service.answer(target.endpoint, status);
      expect(await sendPush(t.ctx, target, payload)).toBe('gone');
      expect(await devicesOf(cookie)).toEqual([]);
    }
  });

  it('throws on a 500 or a 429 so the queue tries again, and keeps the subscription', async () => {
    for (const status of [500, 429]) {
      const { cookie, target } = await subscribedDevice();
      service.answer(target.endpoint, status);
      await expect(sendPush(t.ctx, target, payload)).rejects.toThrow(
        new RegExp(`push service answered ${status}`),
      );
      const [device] = await devicesOf(cookie);
      expect(device).toMatchObject({ lastSentAt: null });
    }
  });

  it('V11 sends nowhere the configuration no longer allows, and trusts the stand-in only through PUSH_CA_FILE', async () => {
    const { target } = await subscribedDevice();
    const before = service.received.length + service.refused.length;
    const push = t.ctx.config.push;
    const withoutHost = {
      ...t.ctx,
      config: { ...t.ctx.config, push: { ...push, extraHosts: [] } },
    };
    await expect(sendPush(withoutHost, target, payload)).rejects.toBeInstanceOf(
      PushEndpointRefused,
    );
    const withoutCa = {
      ...t.ctx,
      config: { ...t.ctx.config, push: { ...push, caFile: undefined } },
    };
    await expect(sendPush(withoutCa, target, payload)).rejects.toThrow(/self-signed|certificate/i);
    expect(service.received.length + service.refused.length).toBe(before);
  });
});
