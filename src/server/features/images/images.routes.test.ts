import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { signedInUser } from '../../../../test/factories';
import { inspirationalImages } from '../../db/schema/index';
import { addImageUses, pickActiveImage } from './images.service';

let t: TestApp;
let adminCookie: string;
let adminEmail: string;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await signedInUser(t.app, { isAdmin: true });
  adminCookie = admin.cookie;
  adminEmail = admin.user.email;
});
afterAll(() => t.close());

const BASE = '/api/admin/inspirational-images';

const addImage = (payload: unknown) =>
  t.inject({
    method: 'POST',
    url: BASE,
    payload: payload as object,
    headers: { cookie: adminCookie },
  });

const listImages = async () => {
  const res = await t.inject({ method: 'GET', url: BASE, headers: { cookie: adminCookie } });
  expect(res.statusCode).toBe(200);
  return res.json() as Array<Record<string, unknown>>;
};

const setStatus = (id: number | string, payload: unknown) =>
  t.inject({
    method: 'PATCH',
    url: `${BASE}/${id}/status`,
    payload: payload as object,
    headers: { cookie: adminCookie },
  });

const removeImage = (id: number | string) =>
  t.inject({ method: 'DELETE', url: `${BASE}/${id}`, headers: { cookie: adminCookie } });

async function createImage(title = 'Morning light'): Promise<number> {
  const res = await addImage({ imageUrl: 'https://img.example/a.jpg', title, category: 'Nature' });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

async function countImages(): Promise<number> {
  return (await t.ctx.db.select({ id: inspirationalImages.id }).from(inspirationalImages)).length;
}

describe('POST /api/admin/inspirational-images', () => {
  it('adds an active, unused image with trimmed fields and a normalized URL', async () => {
    const res = await addImage({
      imageUrl: 'HTTPS://Img.Example/a?b=c',
      title: '  Ocean calm ',
      category: ' Nature ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      imageUrl: 'https://img.example/a?b=c',
      title: 'Ocean calm',
      category: 'Nature',
      isActive: true,
      timesUsed: 0,
      uploader: { username: adminEmail },
      ownerName: null,
      ownerEmail: null,
    });
    expect(res.json().uploadedAt).toEqual(expect.any(String));
  });

  it('stores https://ex.com/a?b=c as it is (SECURITY V5)', async () => {
    const res = await addImage({
      imageUrl: 'https://ex.com/a?b=c',
      title: 'Plain',
      category: 'Test',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.ctx.db
      .select({ imageUrl: inspirationalImages.imageUrl })
      .from(inspirationalImages)
      .where(eq(inspirationalImages.id, res.json().id as number));
    expect(row?.imageUrl).toBe('https://ex.com/a?b=c');
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    '\tjavascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/a.png',
    '/rel/a.png',
    'http:/x',
    'ftp://x',
    'https://ex.com/a\r\nb',
    'https://ex.com/a\nb',
    '',
  ])('refuses the image URL %j with the spec message and stores nothing (V5)', async (imageUrl) => {
    const before = await countImages();
    const res = await addImage({ imageUrl, title: 'Some title', category: 'Nature' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please provide a valid image URL');
    expect(res.json().fieldErrors).toEqual({ imageUrl: ['Please provide a valid image URL'] });
    expect(await countImages()).toBe(before);
  });

  it.each([
    ['Please provide a valid image URL', { title: 'Some title', category: 'Nature' }],
    [
      'Title must be at least 3 characters',
      { imageUrl: 'https://a.example/x.png', category: 'Nature' },
    ],
    [
      'Title must be at least 3 characters',
      { imageUrl: 'https://a.example/x.png', title: '  ab  ', category: 'Nature' },
    ],
    [
      'Title must be at most 200 characters',
      { imageUrl: 'https://a.example/x.png', title: 'a'.repeat(201), category: 'Nature' },
    ],
    [
      'Category must be at least 3 characters',
      { imageUrl: 'https://a.example/x.png', title: 'Sky' },
    ],
    [
      'Category must be at least 3 characters',
      { imageUrl: 'https://a.example/x.png', title: 'Sky', category: 'ab' },
    ],
    [
      'Category must be at most 100 characters',
      { imageUrl: 'https://a.example/x.png', title: 'Sky', category: 'c'.repeat(101) },
    ],
  ])('refuses a bad image with "%s"', async (message, payload) => {
    const res = await addImage(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('GET /api/admin/inspirational-images', () => {
  it('lists images newest first with the uploader username and times used', async () => {
    const older = await createImage('Older image');
    t.clock.advance(1000);
    const newer = await createImage('Newer image');
    await addImageUses(t.ctx.db, new Map([[older, 3]]));

    const list = await listImages();
    const ids = list.map((image) => image.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(list.find((image) => image.id === older)).toMatchObject({
      title: 'Older image',
      timesUsed: 3,
      uploader: { username: adminEmail },
    });
  });
});

describe('addImageUses', () => {
  it('adds each delta to its own image in one call and skips unknown ids', async () => {
    const a = await createImage('Counted A');
    const b = await createImage('Counted B');
    await addImageUses(
      t.ctx.db,
      new Map([
        [a, 2],
        [b, 5],
        [987654, 1],
      ]),
    );
    await addImageUses(t.ctx.db, new Map([[a, 1]]));
    await addImageUses(t.ctx.db, new Map());
    const list = await listImages();
    expect(list.find((image) => image.id === a)?.timesUsed).toBe(3);
    expect(list.find((image) => image.id === b)?.timesUsed).toBe(5);
  });
});

describe('PATCH /api/admin/inspirational-images/{id}/status', () => {
  it('pauses and activates an image', async () => {
    const id = await createImage();
    const paused = await setStatus(id, { isActive: false });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ id, isActive: false });
    expect((await listImages()).find((image) => image.id === id)?.isActive).toBe(false);
    const active = await setStatus(id, { isActive: true });
    expect(active.json()).toMatchObject({ id, isActive: true });
  });

  it('refuses a status that is not a boolean, and answers 404 for an unknown image', async () => {
    const id = await createImage();
    for (const payload of [{}, { isActive: 'false' }, { isActive: 1 }]) {
      const res = await setStatus(id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('isActive must be true or false');
    }
    const unknown = await setStatus(999999, { isActive: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Image not found' });
    expect((await setStatus('abc', { isActive: false })).statusCode).toBe(400);
  });
});

describe('DELETE /api/admin/inspirational-images/{id}', () => {
  it('deletes the image and answers how often it was used', async () => {
    const id = await createImage('Used one');
    await addImageUses(t.ctx.db, new Map([[id, 4]]));
    const res = await removeImage(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, timesUsed: 4 });
    expect((await listImages()).some((image) => image.id === id)).toBe(false);
    const again = await removeImage(id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Image not found' });
  });
});

describe('pickActiveImage', () => {
  it('pairs only active images, and sees a pause or delete at once', async () => {
    for (const image of await listImages()) await removeImage(image.id as number);
    expect(await pickActiveImage(t.app.activeImages)).toBeNull();

    const shown = await createImage('Shown image');
    const paused = await createImage('Paused image');
    await setStatus(paused, { isActive: false });
    for (let i = 0; i < 20; i++) {
      expect(await pickActiveImage(t.app.activeImages)).toEqual({
        id: shown,
        imageUrl: 'https://img.example/a.jpg',
        title: 'Shown image',
      });
    }

    await setStatus(paused, { isActive: true });
    const picked = new Set<number>();
    for (let i = 0; i < 60; i++) picked.add((await pickActiveImage(t.app.activeImages))!.id);
    expect(picked).toEqual(new Set([shown, paused]));

    await setStatus(shown, { isActive: false });
    await removeImage(paused);
    expect(await pickActiveImage(t.app.activeImages)).toBeNull();
  });
});
