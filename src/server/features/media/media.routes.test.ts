import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { signedInUser } from '../../../../test/factories';
import { GIF_1X1, PNG_1X1, imagePart, multipart } from '../../../../test/helpers/uploads';
import { createMedia } from './media.service';

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  adminCookie = (await signedInUser(t.app, { isAdmin: true })).cookie;
});
afterAll(() => t.close());

async function uploadAs(fileName: string, bytes = PNG_1X1, contentType = 'image/png') {
  const body = multipart([imagePart(bytes, fileName, contentType)]);
  const res = await t.inject({
    method: 'POST',
    url: '/api/admin/inspirational-images/upload',
    payload: body.payload,
    headers: { ...body.headers, cookie: adminCookie },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; imageUrl: string };
}

describe('GET /media/{id} (SECURITY U6)', () => {
  it.each(['../../x.html', 'evil"name.png', 'photo.html'])(
    'serves the upload named %j inline as an image that can never run as a page',
    async (fileName) => {
      const image = await uploadAs(fileName);
      const id = image.imageUrl.replace('/media/', '');
      const res = await t.inject({ method: 'GET', url: image.imageUrl });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(res.headers['content-disposition']).toBe(`inline; filename="kindly-${id}.png"`);
      expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(res.rawPayload).metadata()).format).toBe('png');
      const headerText = JSON.stringify(res.headers);
      expect(headerText).not.toContain(fileName);
      expect(headerText).not.toContain('x.html');
      expect(headerText).not.toContain('evil');
    },
  );

  it('keeps a CR/LF file name out of every header', async () => {
    const boundary = '----kindly-crlf';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a\r\nX-Injected: yes.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG_1X1,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.inject({
      method: 'POST',
      url: '/api/admin/inspirational-images/upload',
      payload,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        cookie: adminCookie,
      },
    });
    expect(res.statusCode).toBe(201);
    const served = await t.inject({ method: 'GET', url: res.json().imageUrl as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-injected']).toBeUndefined();
    expect(JSON.stringify(served.headers)).not.toContain('Injected');
    expect(served.headers['content-disposition']).toMatch(
      /^inline; filename="kindly-[0-9a-f-]+\.png"$/,
    );
  });

  it('serves the type the bytes have, whatever type the row was stored with', async () => {
    const stored = await createMedia(t.ctx.db, {
      bytes: GIF_1X1,
      contentType: 'image/png',
      uploadedById: null,
    });
    const res = await t.inject({ method: 'GET', url: stored.url });
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.headers['content-disposition']).toMatch(/\.gif"$/);
  });

  it('answers HEAD with the headers and no body', async () => {
    const image = await uploadAs('head.png');
    const res = await t.inject({ method: 'HEAD', url: image.imageUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.body).toBe('');
  });

  it('answers 404 for unknown, malformed, traversal and deleted ids', async () => {
    const image = await uploadAs('to-delete.png');
    const deleted = await t.inject({
      method: 'DELETE',
      url: `/api/admin/inspirational-images/${image.id}`,
      headers: { cookie: adminCookie },
    });
    expect(deleted.statusCode).toBe(200);
    for (const url of [
      image.imageUrl,
      '/media/00000000-0000-4000-8000-000000000000',
      '/media/not-a-uuid',
      '/media/..%2F..%2Fpackage.json',
      '/media/..%2Fetc%2Fpasswd',
      "/media/1'%20OR%201=1",
    ]) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
