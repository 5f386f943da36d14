// What a push subscription may name (DECISIONS 76, SECURITY V11): the server POSTs to the
// endpoint a browser gave, so only https addresses of known push services are accepted, never an
// address inside the network the server runs in; and only keys a push can be encrypted to.
import { ECDH } from 'node:crypto';
import { isIP } from 'node:net';
import { PUSH_ENDPOINT_MAX_LENGTH } from '../../../contract/push';
import type { PushConfig } from '../../push-config';

/**
 * The browsers' push services: Chrome, Edge on Android, Opera and Samsung Internet (FCM), Firefox
 * (Mozilla autopush), Safari (Apple) and Edge on Windows (WNS). Each also matches its subdomains.
 */
const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const;

export type EndpointCheck = 'allowed' | 'invalid' | 'not-allowed';

/** `host` or `host:port`, split; the port is null for a bare host (https' own, 443). */
function splitHost(entry: string): { hostname: string; port: string | null } {
  const match = /^(.*):(\d{1,5})$/.exec(entry);
  return match
    ? { hostname: match[1] ?? '', port: match[2] ?? null }
    : { hostname: entry, port: null };
}

/** The host itself, or a name under it on a dot boundary (`x.push.apple.com`, not `evilpush.apple.com`). */
function hostMatches(hostname: string, allowed: string): boolean {
  if (hostname === allowed) return true;
  return isIP(allowed) === 0 && hostname.endsWith(`.${allowed}`);
}

/** Whether the push requests to `endpoint` may be made under this configuration. */
export function checkEndpoint(
  push: Pick<PushConfig, 'extraHosts'>,
  endpoint: string,
): EndpointCheck {
  if (endpoint.length > PUSH_ENDPOINT_MAX_LENGTH) return 'invalid';
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'invalid';
  }
  // A URL with credentials would carry them to the push service, and no browser makes one.
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return 'invalid';
  const hostname = url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  const port = url.port === '' ? null : url.port;
  const defaults = DEFAULT_PUSH_SERVICE_HOSTS.some(
    (allowed) => port === null && hostMatches(hostname, allowed),
  );
  const extra = push.extraHosts.some((entry) => {
    const allowed = splitHost(entry);
    return (
      allowed.port === port && hostMatches(hostname, allowed.hostname.replace(/^\[(.*)\]$/, '$1'))
    );
  });
  return defaults || extra ? 'allowed' : 'not-allowed';
}

/** Strict base64url (padding allowed, as some browsers send it): the bytes, or null. */
function decodeBase64url(text: string): Buffer | null {
  const bare = text.replace(/={0,2}$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(bare)) return null;
  const bytes = Buffer.from(bare, 'base64url');
  return bytes.toString('base64url') === bare ? bytes : null;
}

/**
 * The subscription's keys (RFC 8291): `p256dh` an uncompressed P-256 point on the curve (65 bytes
 * starting 0x04), `auth` 16 bytes. Answers which one is wrong, or null when both are good.
 */
export function checkKeys(keys: { p256dh: string; auth: string }): 'p256dh' | 'auth' | null {
  const point = decodeBase64url(keys.p256dh);
  if (point?.length !== 65 || point[0] !== 0x04) return 'p256dh';
  try {
    // Decoding the point checks that it lies on the curve; encryption to it would fail otherwise.
    ECDH.convertKey(point, 'prime256v1');
  } catch {
    return 'p256dh';
  }
  if (decodeBase64url(keys.auth)?.length !== 16) return 'auth';
  return null;
}

/** The keys as web-push and the table keep them: base64url without padding. */
export const bareKey = (key: string): string => key.replace(/=+$/, '');
