// The stand-in push service itself: what web-push sends it arrives decrypted with the keys it made,
// and what a real push service would refuse (a bad signature, another audience, keys that do not
// open the body) it refuses.
import { Agent } from 'node:https';
import { readFileSync } from 'node:fs';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateVapidKeys } from '../../src/server/push-config';
import { checkVapid, startPushService, type StandInPushService } from './push-service';

let service: StandInPushService;
let agent: Agent;
const vapid = { ...generateVapidKeys(), subject: 'mailto:push-test@kindly.local' };

beforeAll(async () => {
  service = await startPushService();
  agent = new Agent({ ca: readFileSync(service.caFile) });
});
afterAll(async () => {
  agent.destroy();
  await service.close();
});

const send = (
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  body: string,
) =>
  webpush.sendNotification(subscription, body, {
    vapidDetails: vapid,
    TTL: 60,
    contentEncoding: 'aes128gcm',
    agent,
  });

/** The status web-push was answered with when it threw. */
async function statusOf(sending: Promise<unknown>): Promise<number> {
  try {
    await sending;
  } catch (error) {
    if (error instanceof webpush.WebPushError) return error.statusCode;
    throw error;
  }
  return 201;
}

describe('the stand-in push service', () => {
  it('decrypts what web-push encrypted to a subscription it made, and checks the VAPID signature', async () => {
    const subscription = service.subscribe();
    const payload = {
      title: 'A kind word',
      body: 'Ünïcode ✓ and a long tail '.repeat(20),
      url: '/',
      tag: 't',
    };
    const before = service.received.length;
    const answer = await send(subscription, JSON.stringify(payload));
    expect(answer.statusCode).toBe(201);
    const received = await service.waitFor(before + 1);
    expect(received.at(-1)).toMatchObject({
      endpoint: subscription.endpoint,
      payload,
      vapidKey: vapid.publicKey,
      claims: { aud: service.origin, sub: vapid.subject },
    });
    expect(received.at(-1)?.headers.ttl).toBe('60');
  });

  it('refuses a body encrypted to other keys, and answers as it is told for an endpoint', async () => {
    const first = service.subscribe();
    const second = service.subscribe();
    expect(await statusOf(send({ endpoint: first.endpoint, keys: second.keys }, '{}'))).toBe(400);
    expect(service.refused.at(-1)?.reason).toMatch(/does not decrypt/);
    service.answer(first.endpoint, 410);
    expect(await statusOf(send(first, '{}'))).toBe(410);
    service.answer(first.endpoint, null);
    expect(await statusOf(send(first, '{}'))).toBe(201);
    expect(
      await statusOf(send({ ...first, endpoint: `${service.origin}/push/unknown` }, '{}')),
    ).toBe(404);
  });

  it('refuses a JWT for another audience, an expired one, and one signed by another key', () => {
    const headersFor = (audience: string, keys = vapid) =>
      webpush.getVapidHeaders(audience, keys.subject, keys.publicKey, keys.privateKey, 'aes128gcm')
        .Authorization;
    expect(checkVapid(headersFor(service.origin), service.origin).vapidKey).toBe(vapid.publicKey);
    expect(() => checkVapid(headersFor('https://elsewhere.example'), service.origin)).toThrow(
      /aud/,
    );
    expect(() =>
      checkVapid(headersFor(service.origin), service.origin, Date.now() / 1000 + 13 * 3600),
    ).toThrow(/expired/);
    const other = { ...generateVapidKeys(), subject: vapid.subject };
    const forged = headersFor(service.origin).replace(/k=.*$/, `k=${other.publicKey}`);
    expect(() => checkVapid(forged, service.origin)).toThrow(/signature/);
    expect(() => checkVapid(undefined, service.origin)).toThrow(/no vapid/);
  });
});
