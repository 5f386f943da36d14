// The production server on whichever Node runs this file (CI runs it on the newest line too): the
// bundle starts on the embedded PGlite (wasm) and, over real HTTP, hashes and verifies passwords
// (@node-rs/argon2), decodes and re-encodes an upload (sharp) and draws a share card (satori and
// resvg over sharp). Each of those is a native or wasm package a new Node line could break.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLIMENT_MESSAGES } from '../../src/contract/compliments';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '../../src/contract/constants';
import { MESSAGES } from '../../src/contract/messages';
import { sessionCookieName } from '../../src/server/features/identity/auth/session-cookie';
import { PNG_1X1, imagePart, multipart } from '../helpers/uploads';
import { until } from '../helpers/until';
import {
  startBundledServer,
  type BundledServer,
  type ServerProcess,
} from '../resilience/server-process';

const NODE = process.versions.node;
const ADMIN = { email: 'smoke-admin@example.com', password: 'smoke-admin-password-24' };
const MEMBER = { email: 'smoke-member@example.com', password: 'golden-hour-24' };
const COMPLIMENT = 'Your patience turns hard days into good ones.';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// startServerProcess runs the server with NODE_ENV=test, which names the cookie as outside production.
const SESSION_COOKIE = sessionCookieName(false);

let running: BundledServer | undefined;
let server: ServerProcess;

beforeAll(async () => {
  running = await startBundledServer({
    entry: 'src/server/main.ts',
    name: 'smoke',
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // A new member's first compliments otherwise wait for review, and the draw would find none.
      NEW_MEMBER_HOLD: 'off',
    },
  });
  server = running.server;
});

afterAll(() => running?.stop());

interface Answer {
  status: number;
  headers: Headers;
  bytes: Buffer;
  json<T = Record<string, unknown>>(): T;
}

/** A request as the browser client makes it: same-origin writes carry the page's Origin. */
async function call(
  method: string,
  path: string,
  options: {
    cookie?: string;
    json?: unknown;
    body?: Buffer;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (method !== 'GET') headers.origin = server.baseUrl;
  if (options.cookie) headers.cookie = options.cookie;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.body) {
    body = new Uint8Array(options.body);
  }
  const res = await fetch(`${server.baseUrl}${path}`, { method, headers, body });
  const bytes = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    headers: res.headers,
    bytes,
    json: <T>() => JSON.parse(bytes.toString('utf8')) as T,
  };
}

/** Logs in and answers the session cookie, ready for a Cookie header. */
async function logIn(account: { email: string; password: string }): Promise<string> {
  const res = await call('POST', '/api/auth/login', {
    json: { username: account.email, password: account.password },
  });
  expect(res.status, res.bytes.toString()).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find(
      (pair) => pair.startsWith(`${SESSION_COOKIE}=`) && pair.length > SESSION_COOKIE.length + 1,
    );
  expect(cookie, 'a session cookie').toBeDefined();
  return cookie!;
}

describe(`the production server on Node ${NODE}`, () => {
  let memberCookie: string;
  let publicId: string;
  let uploadedUrl: string;

  it(`starts on the embedded PGlite and is ready (Node ${NODE})`, async () => {
    // The default reporter names only the file of a passing run: this line says which Node ran.
    console.info(`smoke: Node ${NODE} at ${process.execPath}`);
    const ready = server.logs.find((line) => line.msg?.includes(' is ready at '));
    expect(ready?.msg).toContain('(database: pglite)');
    const readyz = await call('GET', '/readyz');
    expect(readyz.status).toBe(200);
    expect(readyz.json()).toEqual({ status: 'ready' });
  });

  it('registers a member and logs them in (argon2 hash and verify)', async () => {
    const registered = await call('POST', '/api/auth/register', {
      json: { username: MEMBER.email, email: MEMBER.email, password: MEMBER.password },
    });
    expect(registered.status, registered.bytes.toString()).toBe(201);
    expect(registered.json()).toMatchObject({ email: MEMBER.email, isAdmin: false });

    // A verifier that let any password through would pass the right one too.
    const wrong = await call('POST', '/api/auth/login', {
      json: { username: MEMBER.email, password: `${MEMBER.password}-not` },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json()).toEqual({ message: MESSAGES.invalidCredentials });

    memberCookie = await logIn(MEMBER);
    const me = await call('GET', '/api/auth/me', { cookie: memberCookie });
    expect(me.status).toBe(200);
    expect(me.json()).toMatchObject({ email: MEMBER.email, lastLogin: expect.any(String) });
  });

  it('takes the member’s compliment and gives it to a visitor at random', async () => {
    const submitted = await call('POST', '/api/compliments', {
      cookie: memberCookie,
      json: { text: COMPLIMENT },
    });
    expect(submitted.status, submitted.bytes.toString()).toBe(201);
    expect(submitted.json()).toMatchObject({ compliment: { text: COMPLIMENT } });
    expect(submitted.json().heldForReview).toBeUndefined();

    // The pick reads from a pool each instance refreshes within a second.
    let drawn: Answer | undefined;
    await expect
      .poll(async () => (drawn = await call('GET', '/api/compliments/random')).status, {
        timeout: 5_000,
      })
      .toBe(200);
    const compliment = drawn!.json<{ text: string; publicId: string }>();
    expect(compliment.text).toBe(COMPLIMENT);
    publicId = compliment.publicId;
  });

  it('lets the configured admin upload an image, decoded and re-encoded (sharp)', async () => {
    const adminCookie = await logIn(ADMIN);
    const form = multipart([imagePart(PNG_1X1, 'sunrise.png')]);
    const uploaded = await call('POST', '/api/admin/inspirational-images/upload', {
      cookie: adminCookie,
      body: form.payload,
      headers: form.headers,
    });
    expect(uploaded.status, uploaded.bytes.toString()).toBe(201);
    const image = uploaded.json<{ imageUrl: string; isActive: boolean }>();
    expect(image).toMatchObject({ title: 'sunrise', isActive: true });
    expect(image.imageUrl).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    uploadedUrl = image.imageUrl;

    const served = await call('GET', uploadedUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);

    // The resized copies are sharp's AVIF and WebP encoders at work.
    const shared = await call('GET', `/api/compliments/public/${publicId}`);
    expect(shared.status).toBe(200);
    const { image: shown } = shared.json<{
      image: { imageUrl: string; sources?: { type: string }[] } | null;
    }>();
    expect(shown?.imageUrl).toBe(uploadedUrl);
    expect(shown?.sources?.map((source) => source.type).sort()).toEqual([
      'image/avif',
      'image/webp',
    ]);
  });

  it('draws the compliment’s share card over the upload (satori, resvg, sharp)', async () => {
    // The first request starts the drawing thread and may get the site's default picture while
    // it loads (DECISIONS 48); the drawing goes on and is kept for the next request.
    const first = await call('GET', `/c/${publicId}/card.png`);
    expect(first.status, first.bytes.toString()).toBe(200);
    await until(
      () => server.logs.some((line) => line.msg === 'share card drawn'),
      'the card to be drawn',
    );
    const card = await call('GET', `/c/${publicId}/card.png`);
    expect(card.status, card.bytes.toString()).toBe(200);
    expect(card.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(card.headers.get('content-type')).toBe('image/png');
    expect(card.bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    // IHDR is the first chunk: its width and height follow the signature and the chunk header.
    expect(card.bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect({ width: card.bytes.readUInt32BE(16), height: card.bytes.readUInt32BE(20) }).toEqual({
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
    });

    const unknown = await call('GET', '/c/6f1c1d0e-3c1b-4f9a-9a43-2c4d1b8e7f00/card.png');
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toEqual({ message: COMPLIMENT_MESSAGES.notFound });
  });

  it('logged no error while serving', () => {
    const errors = server.logs.filter((line) => line.level >= 50);
    expect(errors, JSON.stringify(errors)).toEqual([]);
    expect(server.otherOutput).toEqual([]);
  });
});
