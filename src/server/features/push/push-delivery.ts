// Sends one Web Push message (RFC 8030) with web-push: the payload encrypted to the device's keys
// (RFC 8291, aes128gcm) and signed for the push service with the VAPID keys (RFC 8292). The
// notifications feature calls it from its queue, which retries what throws (DECISIONS 76).
import { Agent } from 'node:https';
import { readFileSync } from 'node:fs';
import { rootCertificates } from 'node:tls';
import webpush from 'web-push';
import type { PushPayload } from '../../../contract/push';
import type { AppContext } from '../../context';
import type { PushConfig } from '../../push-config';
import { checkEndpoint } from './push-endpoint';
import { forgetSubscription, hostOf, markSent } from './push.service';

export type { PushPayload };

/** A subscription to send to: its row id (to forget or mark it) and what the push needs. */
export interface PushTarget {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** How long the push service keeps a push for a device that is offline; a day by default. */
  ttlSeconds?: number;
  /** RFC 8030 Urgency: a device saving battery may hold back what is not urgent. */
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
  /** A kept-alive agent for many pushes (pushAgent); without it, one is made for this push. */
  agent?: Agent | undefined;
}

const DEFAULT_TTL_SECONDS = 24 * 60 * 60;
/** A push service that has not answered by then is taken as down: the queue tries again later. */
const PUSH_TIMEOUT_MS = 10_000;

/** Thrown when the endpoint is no longer allowed by the configuration: never sent, never retried well. */
export class PushEndpointRefused extends Error {}

/**
 * The TLS agent for a configured CA file: the usual roots and the file's, so the extra push
 * service is trusted without trusting it for anything else. Undefined: node's default agent.
 * A sender of many pushes keeps one (a handshake and the roots' list cost more than the push).
 */
export function pushAgent(push: PushConfig): Agent | undefined {
  if (!push.caFile) return undefined;
  return new Agent({
    ca: [...rootCertificates, readFileSync(push.caFile, 'utf8')],
    keepAlive: true,
  });
}

/**
 * Sends one push; 'sent' when the push service took it (201/202), 'gone' after deleting the
 * subscription when it answers 404 or 410 (the browser unsubscribed or the subscription expired).
 * Throws on anything else (5xx, 429, a timeout, a network error) so the queue retries. The
 * endpoint is checked against the allowed hosts again, as the configuration may have changed
 * since the browser subscribed. Sets last_sent_at.
 */
export async function sendPush(
  ctx: AppContext,
  target: PushTarget,
  payload: PushPayload,
  options: PushOptions = {},
): Promise<'sent' | 'gone'> {
  const push = ctx.config.push;
  if (checkEndpoint(push, target.endpoint) !== 'allowed') {
    throw new PushEndpointRefused(
      `push endpoint host no longer allowed: ${hostOf(target.endpoint)} (PUSH_SERVICE_HOSTS)`,
    );
  }
  const own = options.agent ? undefined : pushAgent(push);
  const agent = options.agent ?? own;
  try {
    // Only what the notification shows: title, body, the page it opens and its tag.
    const body = JSON.stringify({
      title: payload.title,
      body: payload.body,
      url: payload.url,
      tag: payload.tag,
    });
    await webpush.sendNotification(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      body,
      {
        vapidDetails: push.vapid,
        TTL: options.ttlSeconds ?? DEFAULT_TTL_SECONDS,
        urgency: options.urgency ?? 'normal',
        contentEncoding: 'aes128gcm',
        timeout: PUSH_TIMEOUT_MS,
        ...(agent ? { agent } : {}),
      },
    );
  } catch (error) {
    if (
      error instanceof webpush.WebPushError &&
      (error.statusCode === 404 || error.statusCode === 410)
    ) {
      await forgetSubscription(ctx.db, target.id);
      ctx.log.info(
        { subscriptionId: target.id, status: error.statusCode },
        'push subscription gone: forgotten',
      );
      return 'gone';
    }
    throw error instanceof webpush.WebPushError
      ? new Error(`push service answered ${error.statusCode} (${hostOf(target.endpoint)})`, {
          cause: error,
        })
      : error;
  } finally {
    own?.destroy();
  }
  await markSent(ctx.db, target.id, ctx.now());
  return 'sent';
}
