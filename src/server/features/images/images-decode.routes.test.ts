import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { signedInUser } from '../../../../test/factories';
import { inspirationalImages, media, mediaVariants } from '../../db/schema/index';
import { pickActiveImage } from './images.service';
import { PNG_1X1, imagePart, multipart } from '../../../../test/helpers/uploads';

const URL_PATH = '/api/admin/inspirational-images/upload';

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  adminCookie = (await signedInUser(t.app, { isAdmin: true })).cookie;
});
afterAll(() => t.close());

function upload(bytes: Buffer, fileName = 'photo.jpg', type = 'image/jpeg') {
  const body = multipart([imagePart(bytes, fileName, type)]);
  return t.inject({
    method: 'POST',
    url: URL_PATH,
    payload: body.payload,
    headers: { ...body.headers, cookie: adminCookie },
  });
}

async function rowCounts() {
  const images = await t.ctx.db.select({ id: inspirationalImages.id }).from(inspirationalImages);
  const stored = await t.ctx.db.select({ id: media.id }).from(media);
  const variants = await t.ctx.db.select({ id: mediaVariants.mediaId }).from(mediaVariants);
  return { images: images.length, media: stored.length, variants: variants.length };
}

/** A plain picture: quick to encode at any size. */
const plain = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#f4a6b8' } });

/** A picture with detail in every row, so a cut-off file misses real image data. */
const noise = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });

/** A PNG whose header claims `width` × `height` (a decompression bomb as decoders first see it). */
function pngClaiming(width: number, height: number): Buffer {
  const bytes = Buffer.from(PNG_1X1);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)) >>> 0, 29);
  return bytes;
}

/**
 * The EXIF block a phone writes: orientation 6 (turn 90° clockwise) and a GPS position, as a
 * little-endian TIFF structure in an APP1 segment.
 */
function phoneExif(): Buffer {
  const tiff = Buffer.alloc(96);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  // IFD0 at 8: Orientation and the pointer to the GPS IFD.
  tiff.writeUInt16LE(2, 8);
  tiff.writeUInt16LE(0x0112, 10);
  tiff.writeUInt16LE(3, 12);
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt16LE(6, 18);
  tiff.writeUInt16LE(0x8825, 22);
  tiff.writeUInt16LE(4, 24);
  tiff.writeUInt32LE(1, 26);
  tiff.writeUInt32LE(38, 30);
  tiff.writeUInt32LE(0, 34);
  // GPS IFD at 38: latitude reference and latitude (three rationals at 68).
  tiff.writeUInt16LE(2, 38);
  tiff.writeUInt16LE(0x0001, 40);
  tiff.writeUInt16LE(2, 42);
  tiff.writeUInt32LE(2, 44);
  tiff.write('N\0', 48, 'latin1');
  tiff.writeUInt16LE(0x0002, 52);
  tiff.writeUInt16LE(5, 54);
  tiff.writeUInt32LE(3, 56);
  tiff.writeUInt32LE(68, 60);
  tiff.writeUInt32LE(0, 64);
  [51, 1, 30, 1, 2647, 100].forEach((value, index) => tiff.writeUInt32LE(value, 68 + index * 4));
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/** A 60×40 JPEG with the phone's EXIF block right after its start marker. */
async function phonePhoto(): Promise<Buffer> {
  const jpeg = await noise(60, 40).jpeg().toBuffer();
  return Buffer.concat([jpeg.subarray(0, 2), phoneExif(), jpeg.subarray(2)]);
}

describe('U7 decode uploads', () => {
  it('U7 refuses truncated JPEG, PNG, WebP, GIF and AVIF files with 415 and stores nothing', async () => {
    const before = await rowCounts();
    const files: [string, Buffer][] = [
      ['cut.jpg', await noise(64, 48).jpeg().toBuffer()],
      ['cut.png', await noise(64, 48).png().toBuffer()],
      ['cut.webp', await noise(64, 48).webp().toBuffer()],
      ['cut.gif', await noise(64, 48).gif().toBuffer()],
      ['cut.avif', await noise(64, 48).avif().toBuffer()],
    ];
    for (const [name, whole] of files) {
      const res = await upload(whole.subarray(0, Math.floor(whole.length * 0.6)), name);
      expect(res.statusCode, name).toBe(415);
      expect(res.json()).toEqual({ message: 'Only image files are allowed' });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('U7 refuses a decompression bomb by its pixel count with 413 and stores nothing', async () => {
    const before = await rowCounts();
    const bomb = pngClaiming(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100);
    const res = await upload(bomb, 'bomb.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The image must be at most 50 megapixels' });
    expect(await rowCounts()).toEqual(before);
  });

  it('U7 refuses a script with an image header, and stores an image with a script appended without it', async () => {
    const before = await rowCounts();
    const disguised = Buffer.from('GIF89a/*<script>alert(document.cookie)</script>*/', 'latin1');
    const refused = await upload(disguised, 'x.gif', 'image/gif');
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toEqual({ message: 'Only image files are allowed' });
    expect(await rowCounts()).toEqual(before);

    const payload = '<html><script>alert(document.cookie)</script></html>';
    const polyglot = Buffer.concat([PNG_1X1, Buffer.from(payload)]);
    const res = await upload(polyglot, 'both.png', 'image/png');
    expect(res.statusCode).toBe(201);
    const served = await t.inject({ method: 'GET', url: res.json().imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.includes('<script')).toBe(false);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1 });
  });

  it('U7 stores a phone photo upright, with no EXIF, GPS position or other metadata', async () => {
    const photo = await phonePhoto();
    const sent = await sharp(photo).metadata();
    expect(sent).toMatchObject({ orientation: 6, width: 60, height: 40 });
    expect(sent.exif?.includes('N\0', 0, 'latin1')).toBe(true);

    const res = await upload(photo, 'IMG_0001.jpg');
    expect(res.statusCode).toBe(201);
    const served = await t.inject({ method: 'GET', url: res.json().imageUrl });
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 40, height: 60 });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(served.rawPayload.includes('Exif\0', 0, 'latin1')).toBe(false);

    for (const url of [`${res.json().imageUrl}/40.webp`, `${res.json().imageUrl}/40.avif`]) {
      const variant = await t.inject({ method: 'GET', url });
      expect(variant.statusCode, url).toBe(200);
      const copy = await sharp(variant.rawPayload).metadata();
      expect(copy).toMatchObject({ width: 40, height: 60 });
      expect(copy.exif).toBeUndefined();
    }
  });
});

describe('resized copies of an upload', () => {
  it('makes WebP and AVIF copies at 480, 960 and 1440 px, served like the original', async () => {
    const res = await upload(await plain(1600, 900).jpeg().toBuffer(), 'wide.jpg');
    expect(res.statusCode).toBe(201);
    const url = res.json().imageUrl as string;
    for (const [width, height] of [
      [480, 270],
      [960, 540],
      [1440, 810],
    ] as const) {
      for (const format of ['webp', 'avif'] as const) {
        const copy = await t.inject({ method: 'GET', url: `${url}/${width}.${format}` });
        expect(copy.statusCode).toBe(200);
        expect(copy.headers['content-type']).toBe(`image/${format}`);
        expect(copy.headers['x-content-type-options']).toBe('nosniff');
        expect(copy.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
        expect(copy.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const info = await sharp(copy.rawPayload).metadata();
        expect(info).toMatchObject({ width, height });
      }
    }
    for (const missing of ['1600.webp', '1441.webp', '480.png', '480.webp.html', '0.webp']) {
      const res404 = await t.inject({ method: 'GET', url: `${url}/${missing}` });
      expect(res404.statusCode, missing).toBe(404);
      expect(res404.json()).toEqual({ message: 'Not found' });
    }
  });

  it('never makes a copy wider than the original', async () => {
    const res = await upload(await plain(600, 400).png().toBuffer(), 'small.png', 'image/png');
    expect(res.statusCode).toBe(201);
    const url = res.json().imageUrl as string;
    expect((await t.inject({ method: 'GET', url: `${url}/480.webp` })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: `${url}/600.avif` })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: `${url}/960.webp` })).statusCode).toBe(404);
  });
});

describe('the image paired with a random compliment', () => {
  it('carries the size and the srcset of each format for an upload', async () => {
    for (const row of await t.ctx.db.select().from(inspirationalImages)) {
      await t.inject({
        method: 'DELETE',
        url: `/api/admin/inspirational-images/${row.id}`,
        headers: { cookie: adminCookie },
      });
    }
    const res = await upload(await plain(1000, 500).jpeg().toBuffer(), 'banner.jpg');
    expect(res.statusCode).toBe(201);
    const url = res.json().imageUrl as string;
    expect(await pickActiveImage(t.app.activeImages)).toEqual({
      id: res.json().id,
      imageUrl: url,
      title: 'banner',
      width: 1000,
      height: 500,
      sources: [
        {
          type: 'image/avif',
          srcset: `${url}/480.avif 480w, ${url}/960.avif 960w, ${url}/1000.avif 1000w`,
        },
        {
          type: 'image/webp',
          srcset: `${url}/480.webp 480w, ${url}/960.webp 960w, ${url}/1000.webp 1000w`,
        },
      ],
    });
  });

  it('is answered from a per-instance cache, refreshed after a second and dropped by an admin change', async () => {
    const first = await pickActiveImage(t.app.activeImages);
    expect(first).not.toBeNull();
    // A row written behind the service's back (as another instance would) is not read at once.
    const [other] = await t.ctx.db
      .insert(inspirationalImages)
      .values({ imageUrl: 'https://img.example/other.jpg', title: 'Other', category: 'Elsewhere' })
      .returning({ id: inspirationalImages.id });
    for (let i = 0; i < 30; i++)
      expect((await pickActiveImage(t.app.activeImages))?.id).toBe(first?.id);
    t.clock.advance(1100);
    const seen = new Set<number>();
    for (let i = 0; i < 60; i++) seen.add((await pickActiveImage(t.app.activeImages))!.id);
    expect(seen).toEqual(new Set([first!.id, other!.id]));

    // A pause through the admin API is seen on this instance at once.
    const paused = await t.inject({
      method: 'PATCH',
      url: `/api/admin/inspirational-images/${other!.id}/status`,
      headers: { cookie: adminCookie },
      payload: { isActive: false },
    });
    expect(paused.statusCode).toBe(200);
    for (let i = 0; i < 30; i++)
      expect((await pickActiveImage(t.app.activeImages))?.id).toBe(first?.id);
  });
});
