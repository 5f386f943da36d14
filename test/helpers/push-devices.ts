// Push subscriptions as a browser hands them to /api/push/devices: keys made like a browser makes
// them, for endpoints of a real push service's shape (nothing is sent to them).
import { createECDH, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { PushDevice, SubscribeBody } from '../../src/contract/push';
import type { TestApp } from '../build-test-app';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/131.0.0.0 Mobile Safari/537.36';
export const FIREFOX_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Keys as a browser makes them: a P-256 public point and 16 random bytes, base64url. */
export function browserKeys(): SubscribeBody['keys'] {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

/** A new FCM-shaped subscription in Paris time. */
export const fcmSubscription = (
  endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('hex')}`,
): SubscribeBody => ({ endpoint, keys: browserKeys(), timeZone: 'Europe/Paris' });

/** POST /api/push/devices as the browser with `cookie`. */
export const postDevice = (
  t: TestApp,
  cookie: string | undefined,
  payload: unknown,
  headers: Record<string, string> = { 'user-agent': CHROME_ANDROID },
): Promise<LightMyRequestResponse> =>
  t.inject({
    method: 'POST',
    url: '/api/push/devices',
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    payload: payload as Record<string, unknown>,
  });

/** The member's devices as GET /api/push/devices lists them. */
export async function listDevices(t: TestApp, cookie: string): Promise<PushDevice[]> {
  const res = await t.inject({ method: 'GET', url: '/api/push/devices', headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`);
  return res.json<{ devices: PushDevice[] }>().devices;
}

/** Subscribes a new device for the member; throws unless it is created (201). */
export async function addDevice(
  t: TestApp,
  cookie: string,
  body: SubscribeBody = fcmSubscription(),
): Promise<PushDevice> {
  const res = await postDevice(t, cookie, body);
  if (res.statusCode !== 201) throw new Error(`subscribe failed: ${res.statusCode} ${res.body}`);
  return res.json<PushDevice>();
}
