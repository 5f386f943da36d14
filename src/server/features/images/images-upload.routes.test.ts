import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { signedInUser } from '../../../../test/factories';
import { inspirationalImages, media } from '../../db/schema/index';
import {
  AVIF_2X2,
  GIF_1X1,
  JPEG_2X2,
  PNG_1X1,
  WEBP_1X1,
  imagePart,
  multipart,
  pngOfSize,
  type FormPart,
} from '../../../../test/helpers/uploads';

const URL_PATH = '/api/admin/inspirational-images/upload';
const MB = 1024 * 1024;

let t: TestApp;
let adminCookie: string;
let memberCookie: string;
let port: number;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await signedInUser(t.app, { isAdmin: true });
  adminCookie = admin.cookie;
  memberCookie = (await signedInUser(t.app)).cookie;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

function upload(parts: FormPart[], cookie = adminCookie, headers: Record<string, string> = {}) {
  const body = multipart(parts);
  return t.inject({
    method: 'POST',
    url: URL_PATH,
    payload: body.payload,
    headers: { ...body.headers, cookie, ...headers },
  });
}

async function rowCounts() {
  const images = await t.ctx.db.select({ id: inspirationalImages.id }).from(inspirationalImages);
  const stored = await t.ctx.db.select({ id: media.id }).from(media);
  return { images: images.length, media: stored.length };
}

/** Sends the request headers over a real socket and as much of the body as `bodyBytes` says. */
function rawRequest(options: {
  headers: Record<string, string>;
  /** Written before the streamed bytes. */
  head?: Buffer;
  /** How many filler bytes to stream after the head; 0 sends headers only. */
  streamBytes?: number;
  /** Destroy the socket after this many streamed bytes instead of waiting for an answer. */
  abortAfter?: number;
}): Promise<{ status: number | null; body: string; bytesSent: number }> {
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path: URL_PATH,
      method: 'POST',
      headers: options.headers,
    });
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        resolve({
          status: res.statusCode ?? null,
          body: Buffer.concat(chunks).toString(),
          bytesSent,
        });
        req.destroy();
      });
    });
    req.on('error', (error) => {
      if (options.abortAfter !== undefined && !answered) {
        resolve({ status: null, body: '', bytesSent });
      } else if (!answered) {
        reject(error);
      }
    });
    req.flushHeaders();
    if (options.head) {
      req.write(options.head);
      bytesSent += options.head.length;
    }
    const total = options.streamBytes ?? 0;
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const pump = () => {
      while (!answered && !req.destroyed && bytesSent < total) {
        if (options.abortAfter !== undefined && bytesSent >= options.abortAfter) {
          req.destroy();
          return;
        }
        bytesSent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}

describe('POST /api/admin/inspirational-images/upload', () => {
  it('stores an uploaded image in the database and serves it at its /media URL', async () => {
    const res = await upload([
      imagePart(PNG_1X1, 'golden_sunrise-2024.png'),
      { name: 'ownerName', value: '  Ada Lovelace ' },
      { name: 'ownerEmail', value: 'ada@example.com' },
      { name: 'uploadedAt', value: '2025-01-01T00:00:00.000Z' },
    ]);
    expect(res.statusCode).toBe(201);
    const image = res.json();
    expect(image).toMatchObject({
      title: 'golden sunrise-2024',
      category: 'Uploaded',
      isActive: true,
      timesUsed: 0,
      ownerName: 'Ada Lovelace',
      ownerEmail: 'ada@example.com',
    });
    expect(image.imageUrl).toMatch(/^\/media\/[0-9a-f-]{36}$/);

    const served = await t.inject({ method: 'GET', url: image.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it.each([
    ['image/jpeg', JPEG_2X2, 'photo.jpg', 'image/jpeg'],
    ['image/gif', GIF_1X1, 'loop.gif', 'image/png'],
    ['image/webp', WEBP_1X1, 'small.webp', 'image/webp'],
    ['image/avif', AVIF_2X2, 'modern.avif', 'image/avif'],
  ])('accepts %s and stores it re-encoded', async (_type, bytes, name, storedType) => {
    const res = await upload([imagePart(bytes, name, 'application/octet-stream')]);
    expect(res.statusCode).toBe(201);
    const served = await t.inject({ method: 'GET', url: res.json().imageUrl });
    expect(served.headers['content-type']).toBe(storedType);
  });

  it('reads the fields whether they come before or after the file', async () => {
    const res = await upload([
      { name: 'ownerEmail', value: 'first@example.com' },
      imagePart(PNG_1X1),
      { name: 'ownerName', value: 'Grace' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ownerName: 'Grace', ownerEmail: 'first@example.com' });
  });

  it('falls back to a plain title when the file name gives none', async () => {
    const res = await upload([imagePart(PNG_1X1, '../../<>.png')]);
    expect(res.statusCode).toBe(201);
    expect(res.json().title).toBe('Uploaded image');
  });

  it('treats empty optional fields as absent', async () => {
    const res = await upload([
      imagePart(PNG_1X1),
      { name: 'ownerName', value: '' },
      { name: 'ownerEmail', value: '   ' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ownerName: null, ownerEmail: null });
  });

  it.each([
    [
      'HTML declared as image/png',
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      'x.png',
      'image/png',
    ],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
      'image/svg+xml',
    ],
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n'), 'x.pdf', 'application/pdf'],
  ])('refuses %s with 415 and stores nothing (SECURITY U1)', async (_name, bytes, file, type) => {
    const before = await rowCounts();
    const res = await upload([imagePart(bytes, file, type)]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Only image files are allowed' });
    expect(await rowCounts()).toEqual(before);
  });

  it('asks for a file when none, an empty one, or one under another name is sent', async () => {
    const before = await rowCounts();
    for (const parts of [
      [{ name: 'ownerName', value: 'Ada' }],
      [imagePart(Buffer.alloc(0), '', 'application/octet-stream')],
      [{ name: 'picture', fileName: 'a.png', contentType: 'image/png', bytes: PNG_1X1 }],
      [],
    ] as FormPart[][]) {
      const res = await upload(parts);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Please select an image file' });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses an owner email that is not one, with the spec message', async () => {
    const before = await rowCounts();
    const res = await upload([imagePart(PNG_1X1), { name: 'ownerEmail', value: 'not-an-email' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Please enter a valid email address',
      fieldErrors: { ownerEmail: ['Please enter a valid email address'] },
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses an owner name over 100 characters', async () => {
    const res = await upload([imagePart(PNG_1X1), { name: 'ownerName', value: 'n'.repeat(101) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Owner name must be at most 100 characters');
  });

  it('accepts an image of exactly 5 MB and refuses one byte more with 413 (SECURITY U3)', async () => {
    const accepted = await upload([imagePart(pngOfSize(5 * MB))]);
    expect(accepted.statusCode).toBe(201);

    const before = await rowCounts();
    const refused = await upload([imagePart(pngOfSize(5 * MB + 1))]);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ message: 'The image must be at most 5 MB' });
    const six = await upload([imagePart(pngOfSize(6 * MB))]);
    expect(six.statusCode).toBe(413);
    const otherName = await upload([
      { name: 'picture', fileName: 'big.png', contentType: 'image/png', bytes: pngOfSize(6 * MB) },
    ]);
    expect(otherName.statusCode).toBe(413);
    expect(otherName.json()).toEqual({ message: 'The image must be at most 5 MB' });
    expect(await rowCounts()).toEqual(before);
  });

  describe('multipart abuse (SECURITY U4)', () => {
    it('answers each malformed upload with a message, never a 500, and stores nothing', async () => {
      const before = await rowCounts();
      const twoFiles = await upload([imagePart(PNG_1X1), imagePart(PNG_1X1, 'b.png')]);
      expect(twoFiles.statusCode).toBe(413);
      expect(twoFiles.json()).toEqual({ message: 'Please upload one image at a time' });

      const manyFields = await upload([
        ...Array.from({ length: 1000 }, (_, i) => ({ name: `f${i}`, value: 'x' })),
        imagePart(PNG_1X1),
      ]);
      expect(manyFields.statusCode).toBe(413);
      expect(manyFields.json()).toEqual({ message: 'The upload has too many fields' });

      const json = await t.inject({
        method: 'POST',
        url: URL_PATH,
        payload: { image: 'data:image/png;base64,AAAA' },
        headers: { cookie: adminCookie },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json()).toEqual({ message: 'Unsupported content type' });

      const text = await t.inject({
        method: 'POST',
        url: URL_PATH,
        payload: 'image=x',
        headers: { cookie: adminCookie, 'content-type': 'text/plain' },
      });
      expect(text.statusCode).toBe(415);
      expect(text.json()).toHaveProperty('message');

      const noBoundary = await t.inject({
        method: 'POST',
        url: URL_PATH,
        payload: 'whatever',
        headers: { cookie: adminCookie, 'content-type': 'multipart/form-data' },
      });
      expect(noBoundary.statusCode).toBe(400);
      expect(noBoundary.json()).toEqual({ message: 'The request is not valid' });

      const whole = multipart([imagePart(PNG_1X1)]);
      const cut = await t.inject({
        method: 'POST',
        url: URL_PATH,
        payload: whole.payload.subarray(0, whole.payload.length - 40),
        headers: { ...whole.headers, cookie: adminCookie },
      });
      expect(cut.statusCode).toBe(400);
      expect(cut.json()).toEqual({ message: 'The request is not valid' });

      const proto = await upload([
        { name: '__proto__', value: '{"isAdmin":true}' },
        imagePart(PNG_1X1),
      ]);
      expect(proto.statusCode).toBe(400);
      expect(proto.json()).toHaveProperty('message');

      const hugeField = await upload([
        imagePart(PNG_1X1),
        { name: 'ownerName', value: 'n'.repeat(70_000) },
      ]);
      expect(hugeField.statusCode).toBe(413);
      expect(hugeField.json()).toHaveProperty('message');

      expect(await rowCounts()).toEqual(before);
    });

    it('keeps nothing of an upload aborted halfway and goes on serving', async () => {
      const before = await rowCounts();
      const body = multipart([imagePart(pngOfSize(2 * MB))]);
      const result = await rawRequest({
        headers: {
          ...body.headers,
          cookie: adminCookie,
          'content-length': String(body.payload.length),
        },
        head: body.payload.subarray(0, 300),
        streamBytes: body.payload.length,
        abortAfter: 1 * MB,
      });
      expect(result.status).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await rowCounts()).toEqual(before);
      const next = await upload([imagePart(PNG_1X1)]);
      expect(next.statusCode).toBe(201);
    });
  });

  describe('the role and origin checks come before the body (SECURITY U5)', () => {
    const fiveMb = () => {
      const body = multipart([imagePart(pngOfSize(5 * MB))]);
      return { ...body.headers, 'content-length': String(body.payload.length) };
    };

    it.each([
      ['a guest', {}, 401, 'Authentication required'],
      ['a member', { member: true }, 403, 'You need admin privileges to access this page'],
      [
        'an admin from another site',
        { admin: true, origin: 'https://evil.example' },
        403,
        'Cross-site requests are not allowed',
      ],
    ])('answers %s before a byte of the 5 MB body is sent', async (_who, who, status, message) => {
      const before = await rowCounts();
      const headers: Record<string, string> = fiveMb();
      if ('member' in who) headers.cookie = memberCookie;
      if ('admin' in who) headers.cookie = adminCookie;
      if ('origin' in who && typeof who.origin === 'string') headers.origin = who.origin;
      const result = await rawRequest({ headers });
      expect(result.bytesSent).toBe(0);
      expect(result.status).toBe(status);
      expect(JSON.parse(result.body)).toEqual({ message });
      expect(await rowCounts()).toEqual(before);
    });
  });

  describe('a 100 MB upload (SECURITY U3)', () => {
    it('is refused from its declared length before the body is read', async () => {
      const body = multipart([imagePart(PNG_1X1)]);
      const result = await rawRequest({
        headers: { ...body.headers, cookie: adminCookie, 'content-length': String(100 * MB) },
      });
      expect(result.bytesSent).toBe(0);
      expect(result.status).toBe(413);
      expect(JSON.parse(result.body)).toEqual({ message: 'The image must be at most 5 MB' });
    });

    it('is refused once the file passes 5 MB when streamed without a length', async () => {
      const before = await rowCounts();
      const body = multipart([imagePart(PNG_1X1)]);
      const head = body.payload.subarray(0, body.payload.indexOf('\r\n\r\n') + 4);
      const rssBefore = process.memoryUsage().rss;
      const result = await rawRequest({
        headers: { ...body.headers, cookie: adminCookie, 'transfer-encoding': 'chunked' },
        head: Buffer.concat([head, PNG_1X1.subarray(0, 8)]),
        streamBytes: 100 * MB,
      });
      expect(result.status).toBe(413);
      expect(JSON.parse(result.body)).toEqual({ message: 'The image must be at most 5 MB' });
      expect(result.bytesSent).toBeLessThan(20 * MB);
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(40 * MB);
      expect(await rowCounts()).toEqual(before);
    });
  });
});
