import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/build-test-app';
import * as campaigns from '../../../../test/helpers/campaigns';
import type { Ad } from '../../../contract/ads';
import {
  extendedWebp,
  losslessWebp,
  lossyWebp,
  multipartBody,
  pngBytes,
  webpOfSize,
  type UploadFile,
} from '../../../../test/helpers/images';

const WEBP_ONLY = 'Only WEBP images are supported. Please upload a WEBP (≤500KB).';
const TOO_LARGE = 'File size must be ≤500KB. Please compress your image.';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let t: TestApp;
let admin: string;
let member: string;
let image: Buffer;
const visitor = campaigns.visitorAddresses(77);
const iso = (offsetMs: number) => campaigns.isoFromNow(t, offsetMs);

beforeAll(async () => {
  ({ t, admin, member } = await campaigns.buildCampaignTestApp());
  image = await lossyWebp();
});
afterAll(() => t.close());

const validFields = (overrides: Record<string, string> = {}) => ({
  name: 'Spring kindness sale',
  category: 'HomepageBanner',
  redirectUrl: 'https://shop.example/spring?utm=kindly',
  publishedAt: iso(-HOUR),
  counties: '[]',
  ...overrides,
});

async function postAd(fields: Record<string, string>, file: UploadFile | null = { bytes: image }) {
  const body = await multipartBody(fields, file ?? undefined);
  return t.inject({
    method: 'POST',
    url: '/api/admin/ads',
    headers: { ...body.headers, cookie: admin },
    payload: body.payload,
  });
}

async function createAd(overrides: Record<string, string> = {}): Promise<Ad> {
  const res = await postAd(validFields(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Ad>();
}

/** An ad that is live now, optionally with a limit, targeting, or another category. */
const createActiveAd = (overrides: Record<string, string> = {}) =>
  createAd({ isActive: 'true', ...overrides });

async function putAd(id: string, payload: Record<string, unknown>) {
  return t.inject({
    method: 'PUT',
    url: `/api/admin/ads/${id}`,
    headers: { cookie: admin },
    payload,
  });
}

const listAds = () => campaigns.adminCatalogue<Ad>(t, admin, '/api/admin/ads');
const adminAd = (id: string) => campaigns.catalogueEntry<Ad>(t, admin, '/api/admin/ads', id);

/** A browser's view of the ad, with the token an answer in its placement carried. */
const view = (ad: Pick<Ad, 'id' | 'category'>, remoteAddress = visitor()) =>
  campaigns.postView(
    t,
    `/api/ads/${ad.id}/view`,
    remoteAddress,
    campaigns.viewTokenFor(t, ad.id, ad.category, remoteAddress),
  );

/** Leaves exactly the given ads live for the public pick (the others are deactivated). */
async function onlyLive(...keep: string[]) {
  for (const ad of await listAds()) {
    if (!keep.includes(ad.id) && ad.isActive) {
      const res = await putAd(ad.id, { ...ad, isActive: false });
      expect(res.statusCode).toBe(200);
    }
  }
}

describe('admin ad routes are for admins only', () => {
  const id = '6f1c2a4e-8d0b-4e53-9a57-3b2f61c0d9a1';
  const routes = [
    { method: 'GET', url: '/api/admin/ads' },
    { method: 'POST', url: '/api/admin/ads' },
    { method: 'PUT', url: `/api/admin/ads/${id}` },
    { method: 'DELETE', url: `/api/admin/ads/${id}` },
  ] as const;

  it.each(routes)('$method $url: guest 401, member 403', async (route) => {
    const guest = await t.inject({ ...route });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: 'Authentication required' });
    const asMember = await t.inject({ ...route, headers: { cookie: member } });
    expect(asMember.statusCode).toBe(403);
  });

  it('refuses a member upload before storing anything', async () => {
    const before = (await listAds()).length;
    const body = await multipartBody(validFields(), { bytes: image });
    const res = await t.inject({
      method: 'POST',
      url: '/api/admin/ads',
      headers: { ...body.headers, cookie: member },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(403);
    expect((await listAds()).length).toBe(before);
  });
});

describe('POST /api/admin/ads', () => {
  it('creates an inactive ad from the multipart form, with one image for both sizes', async () => {
    const res = await postAd(
      validFields({
        name: '  Warm socks  ',
        category: 'InFeed',
        expireAt: iso(30 * 24 * HOUR),
        viewLimit: '1000',
        counties: '["lk","US","LK"]',
      }),
    );
    expect(res.statusCode).toBe(201);
    const ad = res.json<Ad>();
    expect(ad).toMatchObject({
      name: 'Warm socks',
      category: 'InFeed',
      redirectUrl: 'https://shop.example/spring?utm=kindly',
      isActive: false,
      status: 'Inactive',
      viewLimit: 1000,
      counties: ['LK', 'US'],
      views: 0,
      clicks: 0,
      ctr: '0.00',
    });
    expect(ad.image).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    expect(ad.imageUrlD).toBe(ad.image);
    expect(ad.imageUrlM).toBe(ad.image);

    const served = await t.inject({ method: 'GET', url: ad.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(image)).toBe(true);
  });

  it('reads isActive as a string', async () => {
    const ad = await createAd({ isActive: 'true' });
    expect(ad).toMatchObject({ isActive: true, status: 'Active', expireAt: null, viewLimit: null });
  });

  it.each([
    [{ name: 'ab' }, 'Name must be at least 3 characters'],
    [{ name: 'x'.repeat(101) }, 'Name must not exceed 100 characters'],
    [{ category: '' }, 'Please select a category'],
    [{ category: 'Popup' }, 'Please select a category'],
    [{ redirectUrl: 'not a url' }, 'Please provide a valid URL'],
    [{ publishedAt: '' }, 'Please select a published date'],
    [{ publishedAt: 'tomorrow' }, 'Please select a published date'],
    [{ viewLimit: '0' }, 'View limit must be a whole number of at least 1'],
    [{ viewLimit: '2.5' }, 'View limit must be a whole number of at least 1'],
    [{ viewLimit: '-3' }, 'View limit must be a whole number of at least 1'],
    [
      { frequencyCap: '0' },
      'Frequency cap must be empty (no cap) or a whole number of at least 1 view per visitor a day',
    ],
    [
      { frequencyCap: 'often' },
      'Frequency cap must be empty (no cap) or a whole number of at least 1 view per visitor a day',
    ],
    [{ counties: '["ZZ"]' }, 'Please choose countries from the list'],
    [{ counties: 'LK' }, 'Please choose countries from the list'],
    [{ isActive: 'yes' }, 'Active must be true or false'],
  ])('refuses %o with "%s"', async (overrides, message) => {
    const res = await postAd(validFields(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a missing name and an expiry before publication', async () => {
    const { name: _name, ...withoutName } = validFields();
    const missing = await postAd(withoutName);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Name must be at least 3 characters');

    const backwards = await postAd(validFields({ publishedAt: iso(HOUR), expireAt: iso(0) }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      message: 'Expiry date must be after the published date',
      fieldErrors: { expireAt: ['Expiry date must be after the published date'] },
    });
  });

  it('stores the redirect URL normalized', async () => {
    const ad = await createAd({ redirectUrl: 'HTTPS://Shop.Example:443/a?b=c' });
    expect(ad.redirectUrl).toBe('https://shop.example/a?b=c');
  });

  campaigns.refusesUnsafeLinks(
    'R3 header safety: refuses the redirect URL %j',
    (redirectUrl) => postAd(validFields({ redirectUrl })),
    'Please provide a valid URL',
  );

  it('requires an image', async () => {
    const res = await postAd(validFields(), null);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select an image file');
    const empty = await postAd(validFields(), { bytes: Buffer.alloc(0), filename: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please select an image file');
  });

  it('refuses PNG bytes named .webp and declared image/webp', async () => {
    const before = (await listAds()).length;
    const res = await postAd(validFields(), {
      bytes: await pngBytes(),
      filename: 'banner.webp',
      type: 'image/webp',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(WEBP_ONLY);
    expect((await listAds()).length).toBe(before);
  });

  describe('U2 WebP structure', () => {
    const riff = (size: number, form: string, body: Buffer) => {
      const header = Buffer.alloc(12);
      header.write('RIFF', 0, 'latin1');
      header.writeUInt32LE(size, 4);
      header.write(form, 8, 'latin1');
      return Buffer.concat([header, body]);
    };
    const chunk = (kind: string, payload: Buffer) => {
      const header = Buffer.alloc(8);
      header.write(kind, 0, 'latin1');
      header.writeUInt32LE(payload.length, 4);
      return Buffer.concat([header, payload, Buffer.alloc(payload.length % 2)]);
    };

    it('U2 WebP structure: refuses a RIFF size that disagrees with the length', async () => {
      const real = await lossyWebp();
      const wrong = Buffer.from(real);
      wrong.writeUInt32LE(real.length + 100, 4);
      const res = await postAd(validFields(), { bytes: wrong });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(WEBP_ONLY);
    });

    it('U2 WebP structure: refuses RIFF....WEBX, 11 bytes, and a WEBP without an image chunk', async () => {
      const real = await lossyWebp();
      const webx = Buffer.from(real);
      webx.write('WEBX', 8, 'latin1');
      const eleven = real.subarray(0, 11);
      const metadataOnly = chunk('EXIF', Buffer.alloc(20, 1));
      const noImage = riff(4 + metadataOnly.length, 'WEBP', metadataOnly);
      const vp8xOnly = chunk('VP8X', Buffer.alloc(10));
      const extendedWithoutImage = riff(4 + vp8xOnly.length, 'WEBP', vp8xOnly);
      for (const bytes of [webx, eleven, noImage, extendedWithoutImage]) {
        const res = await postAd(validFields(), { bytes });
        expect(res.statusCode).toBe(415);
        expect(res.json().message).toBe(WEBP_ONLY);
      }
    });

    it('U2 WebP structure: accepts real lossy, lossless and extended (VP8X) files', async () => {
      for (const bytes of [await lossyWebp(), await losslessWebp(), await extendedWebp()]) {
        const res = await postAd(validFields(), { bytes });
        expect(res.statusCode, res.body).toBe(201);
      }
    });
  });

  it('accepts an image of exactly 500 KB and refuses one byte more with the spec message', async () => {
    const atLimit = await webpOfSize(500 * 1024);
    expect(atLimit.length).toBe(512_000);
    const ok = await postAd(validFields(), { bytes: atLimit });
    expect(ok.statusCode, ok.body).toBe(201);

    const before = (await listAds()).length;
    const over = await postAd(validFields(), { bytes: Buffer.concat([atLimit, Buffer.from([0])]) });
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(TOO_LARGE);
    const far = await postAd(validFields(), { bytes: await webpOfSize(2 * 1024 * 1024) });
    expect(far.statusCode).toBe(413);
    expect(far.json().message).toBe(TOO_LARGE);
    expect((await listAds()).length).toBe(before);
  });

  it('answers 4xx with a message to a second file, too many fields or a __proto__ field', async () => {
    const before = (await listAds()).length;
    const twoFiles = new FormData();
    for (const [name, value] of Object.entries(validFields())) twoFiles.append(name, value);
    twoFiles.append('image', new Blob([new Uint8Array(image)], { type: 'image/webp' }), 'a.webp');
    twoFiles.append('image', new Blob([new Uint8Array(image)], { type: 'image/webp' }), 'b.webp');
    const manyFields = new FormData();
    for (let i = 0; i < 1000; i++) manyFields.append(`field${i}`, 'x');
    const proto = new FormData();
    proto.append('__proto__', '{"isAdmin":true}');
    for (const form of [twoFiles, manyFields, proto]) {
      const encoded = new Response(form);
      const res = await t.inject({
        method: 'POST',
        url: '/api/admin/ads',
        headers: { 'content-type': encoded.headers.get('content-type')!, cookie: admin },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(typeof res.json().message).toBe('string');
    }
    expect((await listAds()).length).toBe(before);
  });

  it('answers 400 to a truncated or malformed multipart body', async () => {
    const body = await multipartBody(validFields(), { bytes: image });
    const truncated = body.payload.subarray(0, body.payload.length - 30);
    for (const payload of [truncated, Buffer.from('not a multipart body')]) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/admin/ads',
        headers: { ...body.headers, cookie: admin },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'The request is not valid' });
    }
  });

  it('answers 415 to a JSON body', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/admin/ads',
      headers: { cookie: admin },
      payload: { name: 'JSON ad', category: 'InFeed' },
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('display status and CTR in admin answers', () => {
  it('is Inactive before anything else, even when scheduled, expired or over its limit', async () => {
    const ad = await createAd({ publishedAt: iso(HOUR), viewLimit: '1' });
    expect(ad.status).toBe('Inactive');
  });

  it('is Scheduled until publishedAt, then Active', async () => {
    const ad = await createActiveAd({ publishedAt: iso(MINUTE) });
    expect(ad.status).toBe('Scheduled');
    expect((await view(ad)).json()).toEqual({ counted: false });
    t.clock.advance(MINUTE);
    try {
      expect((await adminAd(ad.id)).status).toBe('Active');
    } finally {
      t.clock.advance(-MINUTE);
    }
  });

  it('is Expired from expireAt on, before Limit Reached', async () => {
    const ad = await createActiveAd({ expireAt: iso(MINUTE), viewLimit: '1' });
    expect(ad.status).toBe('Active');
    expect((await view(ad)).json()).toEqual({ counted: true });
    expect((await adminAd(ad.id)).status).toBe('Limit Reached');
    t.clock.advance(MINUTE);
    try {
      expect((await adminAd(ad.id)).status).toBe('Expired');
    } finally {
      t.clock.advance(-MINUTE);
    }
  });

  it('shows clicks / views × 100 with 2 decimals', async () => {
    const ad = await createActiveAd();
    for (let i = 0; i < 3; i++) expect((await view(ad)).json()).toEqual({ counted: true });
    const address = visitor();
    const click = await t.inject({
      method: 'GET',
      url: `/r/ad/${ad.id}?t=${campaigns.viewTokenFor(t, ad.id, ad.category, address)}`,
      remoteAddress: address,
      headers: campaigns.BROWSER,
    });
    expect(click.statusCode).toBe(302);
    expect(await adminAd(ad.id)).toMatchObject({ views: 3, clicks: 1, ctr: '33.33' });
  });
});

describe('PUT /api/admin/ads/{id}', () => {
  it('toggles when sent the whole ad with isActive changed, keeping every other field', async () => {
    const ad = await createAd({ viewLimit: '20', counties: '["GB"]', expireAt: iso(HOUR) });
    const res = await putAd(ad.id, { ...ad, isActive: true });
    expect(res.statusCode).toBe(200);
    const updated = res.json<Ad>();
    expect(updated).toMatchObject({ isActive: true, status: 'Active' });
    const { updatedAt: _a, isActive: _b, status: _c, ...same } = ad;
    expect(updated).toMatchObject(same);
  });

  it('updates the fields, clears expiry and limit with null, and validates', async () => {
    const ad = await createAd({ viewLimit: '5', expireAt: iso(HOUR) });
    const res = await putAd(ad.id, {
      name: 'Renamed ad',
      category: 'StickyFooter',
      redirectUrl: 'https://other.example/',
      publishedAt: ad.publishedAt,
      expireAt: null,
      viewLimit: null,
      counties: ['LK'],
      isActive: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Renamed ad',
      category: 'StickyFooter',
      redirectUrl: 'https://other.example/',
      expireAt: null,
      viewLimit: null,
      counties: ['LK'],
      image: ad.image,
    });

    const bad = await putAd(ad.id, { ...ad, redirectUrl: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please provide a valid URL');
    const noLimit = await putAd(ad.id, { ...ad, viewLimit: 0 });
    expect(noLimit.json().message).toBe('View limit must be a whole number of at least 1');
  });

  it('accepts a new image through the multipart form and drops the old one', async () => {
    const ad = await createAd();
    const replacement = await losslessWebp();
    const body = await multipartBody(validFields({ name: ad.name, publishedAt: ad.publishedAt }), {
      bytes: replacement,
    });
    const res = await t.inject({
      method: 'PUT',
      url: `/api/admin/ads/${ad.id}`,
      headers: { ...body.headers, cookie: admin },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json<Ad>();
    expect(updated.image).not.toBe(ad.image);
    expect((await t.inject({ method: 'GET', url: ad.image })).statusCode).toBe(404);
    const served = await t.inject({ method: 'GET', url: updated.image });
    expect(served.rawPayload.equals(replacement)).toBe(true);

    const png = await multipartBody(validFields(), { bytes: await pngBytes() });
    const refused = await t.inject({
      method: 'PUT',
      url: `/api/admin/ads/${ad.id}`,
      headers: { ...png.headers, cookie: admin },
      payload: png.payload,
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe(WEBP_ONLY);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const ad = await createAd();
    for (const id of ['0b3f8a52-5b7e-4c1e-9d8f-2a6b4c8e0f13', 'not-a-uuid']) {
      const res = await putAd(id, { ...ad });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Ad not found');
    }
  });
});

describe('DELETE /api/admin/ads/{id}', () => {
  it('deletes the ad and its image; a second delete is 404', async () => {
    const ad = await createAd();
    const res = await t.inject({
      method: 'DELETE',
      url: `/api/admin/ads/${ad.id}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(204);
    expect((await listAds()).some((candidate) => candidate.id === ad.id)).toBe(false);
    expect((await t.inject({ method: 'GET', url: ad.image })).statusCode).toBe(404);
    const again = await t.inject({
      method: 'DELETE',
      url: `/api/admin/ads/${ad.id}`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Ad not found');
  });
});

describe('GET /api/ads', () => {
  const pick = (query: string, country?: string) =>
    t.inject({
      method: 'GET',
      url: `/api/ads${query}`,
      headers: country ? { 'cf-ipcountry': country } : {},
    });

  it('answers 204 when no ad is live', async () => {
    await onlyLive();
    const res = await pick('?placement=homepage');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('answers the public fields of an Active ad of the placement', async () => {
    const ad = await createActiveAd({ category: 'InFeed' });
    await onlyLive(ad.id);
    const res = await pick('?placement=feed');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: ad.id,
      name: ad.name,
      category: 'InFeed',
      imageUrlD: ad.imageUrlD,
      imageUrlM: ad.imageUrlM,
      viewToken: expect.any(String),
    });
    expect((await pick('?placement=homepage')).statusCode).toBe(204);
    expect((await pick('?placement=footer')).statusCode).toBe(204);
    expect((await pick('?placement=popup')).statusCode).toBe(400);
  });

  it('maps footer to StickyFooter and defaults to the homepage', async () => {
    const footer = await createActiveAd({ category: 'StickyFooter' });
    const banner = await createActiveAd({ category: 'HomepageBanner' });
    await onlyLive(footer.id, banner.id);
    expect((await pick('?placement=footer')).json().id).toBe(footer.id);
    expect((await pick('')).json().id).toBe(banner.id);
  });

  it.each([
    ['Inactive', () => ({ isActive: 'false' })],
    ['Scheduled', () => ({ publishedAt: iso(MINUTE) })],
    ['Expired', () => ({ publishedAt: iso(-2 * MINUTE), expireAt: iso(-MINUTE) })],
  ] as const)('never serves a %s ad', async (_status, fields) => {
    const ad = await createActiveAd(fields());
    await onlyLive(ad.id);
    expect((await pick('?placement=homepage')).statusCode).toBe(204);
  });

  it('never serves an ad that reached its limit', async () => {
    const ad = await createActiveAd({ viewLimit: '1' });
    await onlyLive(ad.id);
    expect((await pick('?placement=homepage')).statusCode).toBe(200);
    expect((await view(ad)).json()).toEqual({ counted: true });
    expect((await pick('?placement=homepage')).statusCode).toBe(204);
  });

  it('targets countries: LK sees an LK-only ad, US and unknown countries do not', async () => {
    const ad = await createActiveAd({ counties: '["LK"]' });
    await onlyLive(ad.id);
    expect((await pick('?placement=homepage', 'LK')).json().id).toBe(ad.id);
    expect((await pick('?placement=homepage', 'lk')).json().id).toBe(ad.id);
    expect((await pick('?placement=homepage', 'US')).statusCode).toBe(204);
    expect((await pick('?placement=homepage')).statusCode).toBe(204);
    expect((await pick('?placement=homepage', 'XX')).statusCode).toBe(204);
  });

  it('serves an untargeted ad everywhere, and to visitors without a country', async () => {
    const ad = await createActiveAd({ counties: '[]' });
    await onlyLive(ad.id);
    for (const country of ['LK', 'US', 'XX', undefined]) {
      expect((await pick('?placement=homepage', country)).json().id).toBe(ad.id);
    }
  });
});

describe('POST /api/ads/{id}/view', () => {
  it('counts while Active and not while Inactive; unknown ids are 404', async () => {
    const ad = await createActiveAd();
    expect((await view(ad)).json()).toEqual({ counted: true });
    await putAd(ad.id, { ...ad, isActive: false });
    const paused = await view(ad);
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toEqual({ counted: false });
    expect((await adminAd(ad.id)).views).toBe(1);

    for (const id of ['0b3f8a52-5b7e-4c1e-9d8f-2a6b4c8e0f13', 'nope', "' OR 1=1 --"]) {
      const res = await view({ id: encodeURIComponent(id), category: 'HomepageBanner' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Ad not found');
    }
  });

  it('counts 200 concurrent views of an ad limited to 50 exactly 50 times', async () => {
    const ad = await createActiveAd({ viewLimit: '50' });
    const answers = await Promise.all(Array.from({ length: 200 }, () => view(ad)));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(answers.filter((res) => res.json().counted === true)).toHaveLength(50);
    expect(await adminAd(ad.id)).toMatchObject({ views: 50, status: 'Limit Reached' });
  });

  it('counts at most 30 views a minute from one visitor for one ad', async () => {
    const ad = await createActiveAd();
    const address = visitor();
    const answers = [];
    for (let i = 0; i < 32; i++) answers.push((await view(ad, address)).json().counted);
    expect(answers.filter(Boolean)).toHaveLength(30);
    expect((await view(ad)).json()).toEqual({ counted: true });
    expect((await adminAd(ad.id)).views).toBe(31);
  });
});
