// A stand-in push service for tests (DECISIONS 76): an https server on 127.0.0.1 that takes the
// real RFC 8030 POST a browser's push service would, checks its VAPID signature (RFC 8292),
// decrypts its aes128gcm body (RFC 8291, RFC 8188) with the keys of subscriptions it made the way
// a browser makes them, and records what arrived. The decryption is written here with node:crypto
// alone, apart from web-push's encryption, so that a test checks one against the other.
//
// Its certificate is self-signed for 127.0.0.1, made at start with the openssl CLI in a temporary
// directory; `caFile` is its PEM for PUSH_CA_FILE and `host` goes into PUSH_SERVICE_HOSTS.
import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { EventEmitter } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../../src/server/config';
import { generateVapidKeys, type PushConfig } from '../../src/server/push-config';

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted body, parsed as JSON (the text itself when it is not JSON). */
  payload: unknown;
  headers: IncomingHttpHeaders;
  /** The VAPID public key (`k=`) the push was signed with, base64url. */
  vapidKey: string;
  /** The JWT's claims, checked. */
  claims: { aud: string; exp: number; sub: string };
}

/** A request the service refused before recording it, and why. */
interface RefusedPush {
  endpoint: string;
  status: number;
  reason: string;
}

export interface StandInSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface StandInPushService {
  /** `https://127.0.0.1:<port>`: the VAPID audience it expects. */
  origin: string;
  /** `127.0.0.1:<port>`, for PUSH_SERVICE_HOSTS. */
  host: string;
  /** Its self-signed certificate, PEM, for PUSH_CA_FILE. */
  caFile: string;
  received: ReceivedPush[];
  refused: RefusedPush[];
  /** A subscription as a browser makes one: a new endpoint, a P-256 key pair and an auth secret. */
  subscribe(): StandInSubscription;
  /** Answer every later push to `endpoint` with `status` (404, 410, 429, 500 ...); null: accept again. */
  answer(endpoint: string, status: number | null): void;
  /** Resolves with `received` once `count` pushes arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

interface Device {
  ecdh: ECDH;
  auth: Buffer;
  status: number | null;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    reason: string,
  ) {
    super(reason);
  }
}

/** A self-signed certificate and key for 127.0.0.1, in a fresh temporary directory. */
export function makeCertificate(): { dir: string; certFile: string; keyFile: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'kindly-push-service-'));
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { dir, certFile, keyFile };
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/** Checks `Authorization: vapid t=<jwt>, k=<key>` (RFC 8292) for this origin; answers k and the claims. */
export function checkVapid(
  authorization: string | undefined,
  origin: string,
  nowSeconds = Date.now() / 1000,
): { vapidKey: string; claims: ReceivedPush['claims'] } {
  const match = /^vapid\s+(.*)$/i.exec(authorization ?? '');
  if (!match?.[1]) throw new Refusal(401, 'no vapid authorization');
  const params = new Map(
    match[1].split(',').map((part) => {
      const [name = '', ...value] = part.trim().split('=');
      return [name.trim(), value.join('=').trim()] as const;
    }),
  );
  const token = params.get('t');
  const vapidKey = params.get('k');
  if (!token || !vapidKey) throw new Refusal(401, 'vapid t= or k= missing');
  const key = Buffer.from(vapidKey, 'base64url');
  if (key.length !== 65 || key[0] !== 0x04) throw new Refusal(401, 'k is not a P-256 point');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(key.subarray(1, 33)), y: b64url(key.subarray(33)) },
    format: 'jwk',
  });
  const [header = '', body = '', signature = ''] = token.split('.');
  const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
  if (head.alg !== 'ES256') throw new Refusal(401, `JWT alg ${String(head.alg)}`);
  // JOSE writes an ECDSA signature as r || s (64 bytes), not DER.
  const good = verify(
    'sha256',
    Buffer.from(`${header}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!good) throw new Refusal(403, 'JWT signature does not verify with k');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<
    ReceivedPush['claims']
  >;
  if (claims.aud !== origin)
    throw new Refusal(403, `JWT aud ${String(claims.aud)} is not ${origin}`);
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) {
    throw new Refusal(403, 'JWT expired');
  }
  if (claims.exp > nowSeconds + 24 * 60 * 60) throw new Refusal(403, 'JWT exp beyond 24 hours');
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) {
    throw new Refusal(403, 'JWT sub missing');
  }
  return { vapidKey, claims: { aud: claims.aud, exp: claims.exp, sub: claims.sub } };
}

/**
 * Opens an aes128gcm body (RFC 8188) encrypted to a subscription (RFC 8291): the header carries
 * the salt, the record size and, as key id, the sender's one-time public key.
 */
function decryptPush(body: Buffer, device: { ecdh: ECDH; auth: Buffer }): Buffer {
  if (body.length < 21) throw new Refusal(400, 'body shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20] ?? 0;
  const senderPublic = body.subarray(21, 21 + keyIdLength);
  if (keyIdLength !== 65 || recordSize < 18) throw new Refusal(400, 'bad aes128gcm header');
  const receiverPublic = device.ecdh.getPublicKey();
  const ecdhSecret = device.ecdh.computeSecret(senderPublic);
  // RFC 8291 3.3: the auth secret is HKDF's salt for the shared secret; info names both keys.
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0', 'latin1'),
    receiverPublic,
    senderPublic,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, device.auth, keyInfo, 32));
  // RFC 8188 2.2, 2.3: the content key and nonce from the body's salt.
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0', 'latin1'), 16),
  );
  const baseNonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0', 'latin1'), 12),
  );
  const records = body.subarray(21 + keyIdLength);
  const plain: Buffer[] = [];
  for (let start = 0, sequence = 0; start < records.length; start += recordSize, sequence++) {
    const record = records.subarray(start, start + recordSize);
    const nonce = Buffer.from(baseNonce);
    // The record's sequence number XORed into the nonce's low bytes (small: the last 32 bits).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    let data: Buffer;
    try {
      data = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
    } catch {
      throw new Refusal(400, 'the body does not decrypt with the subscription keys');
    }
    // Padding: the delimiter (2 in the last record, 1 before) then zeros.
    let end = data.length - 1;
    while (end >= 0 && data[end] === 0) end--;
    const last = start + recordSize >= records.length;
    if (data[end] !== (last ? 2 : 1)) throw new Refusal(400, 'bad padding delimiter');
    plain.push(data.subarray(0, end));
  }
  return Buffer.concat(plain);
}

function parsePayload(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function startPushService(): Promise<StandInPushService> {
  const certificate = makeCertificate();
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const refused: RefusedPush[] = [];
  const events = new EventEmitter();
  let origin = '';

  const server: Server = createServer(
    { cert: readFileSync(certificate.certFile), key: readFileSync(certificate.keyFile) },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const endpoint = `${origin}${request.url ?? ''}`;
        try {
          const device = devices.get(endpoint);
          if (request.method !== 'POST') throw new Refusal(405, `method ${request.method}`);
          if (!device) throw new Refusal(404, 'no such subscription');
          const vapid = checkVapid(request.headers.authorization, origin);
          if (request.headers.ttl === undefined) throw new Refusal(400, 'no TTL header');
          if (request.headers['content-encoding'] !== 'aes128gcm') {
            throw new Refusal(415, `content-encoding ${request.headers['content-encoding']}`);
          }
          if (device.status !== null) throw new Refusal(device.status, 'told to answer so');
          const text = decryptPush(Buffer.concat(chunks), device).toString('utf8');
          received.push({
            endpoint,
            payload: parsePayload(text),
            headers: request.headers,
            ...vapid,
          });
          response.writeHead(201, { location: `${endpoint}/messages/${received.length}` }).end();
          events.emit('received');
        } catch (error) {
          const status = error instanceof Refusal ? error.status : 500;
          refused.push({ endpoint, status, reason: (error as Error).message });
          response
            .writeHead(status, { 'content-type': 'text/plain' })
            .end((error as Error).message);
          events.emit('refused');
        }
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `https://127.0.0.1:${port}`;

  return {
    origin,
    host: `127.0.0.1:${port}`,
    caFile: certificate.certFile,
    received,
    refused,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(12).toString('base64url')}`;
      devices.set(endpoint, { ecdh, auth, status: null });
      return { endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    answer(endpoint, status) {
      const device = devices.get(endpoint);
      if (!device) throw new Error(`not a subscription of this service: ${endpoint}`);
      device.status = status;
    },
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          done();
          resolve(received);
        };
        const timer = setTimeout(() => {
          done();
          const why = refused.map((r) => `${r.status} ${r.reason}`).join('; ') || 'none refused';
          reject(new Error(`${received.length} of ${count} pushes arrived (${why})`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          events.off('received', check);
        };
        events.on('received', check);
        check();
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(certificate.dir, { recursive: true, force: true });
    },
  };
}

/**
 * The push configuration an app needs to send to the stand-in: its host and certificate allowed,
 * and a VAPID pair of the test's own.
 */
export function pushConfigFor(
  service: Pick<StandInPushService, 'host' | 'caFile'>,
): Pick<Config, 'push'> {
  const push: PushConfig = {
    vapid: { ...generateVapidKeys(), subject: 'mailto:push-test@kindly.local' },
    extraHosts: [service.host],
    caFile: service.caFile,
  };
  return { push };
}
