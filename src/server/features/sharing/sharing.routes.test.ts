// Share pages (PRODUCT 5): a compliment's public answer, its page's preview head and its drawn card,
// and the public id the random answer carries so the card can be shared.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { signedInUser } from '../../../../test/factories';
import {
  addCompliment,
  getRandom,
  rows,
  thank,
  uniqueText,
} from '../../../../test/helpers/compliments';
import { COMPLIMENT_MESSAGES } from '../../../contract/compliments';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let t: TestApp;
beforeAll(async () => {
  // What is drawn is tested here, on a busy test machine: no card is given up for the default
  // picture (the waits are card-queue.test.ts's).
  t = await buildTestApp({
    cardQueue: { queue: 8, turnWaitMs: 60_000, drawingWaitMs: 60_000 },
  });
});
afterAll(() => t.close());

async function publicIdOf(id: number): Promise<string> {
  const [row] = await rows<{ public_id: string }>(
    t,
    sql`select public_id from compliments where id = ${id}::int`,
  );
  return row!.public_id;
}

async function addSiteImage(file: string, active = true): Promise<number> {
  const [row] = await rows<{ id: number }>(
    t,
    sql`insert into inspirational_images (image_url, title, category, is_active)
        values (${`/images/demo/${file}`}, ${file}, 'Nature', ${active}) returning id`,
  );
  return row!.id;
}

/** The active images list is cached for a second: move the clock past it after a direct change. */
const passCache = () => t.clock.advance(1500);

const getPublic = (publicId: string, cookie?: string) =>
  t.inject({
    method: 'GET',
    url: `/api/compliments/public/${publicId}`,
    headers: cookie ? { cookie } : {},
  });

const metaContent = (html: string, key: string) => {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match ? match[1] : undefined;
};

describe('the random answer', () => {
  it('carries the public id of the compliment it gives, to guests and members', async () => {
    const id = await addCompliment(t);
    const expected = await publicIdOf(id);
    await t.testDb.database.db.execute(
      sql`update compliments set is_visible = false where id <> ${id}::int`,
    );
    const guest = await getRandom(t);
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toMatchObject({ id, publicId: expected });
    const { cookie } = await signedInUser(t.app);
    const member = await getRandom(t, cookie);
    expect(member.json()).toMatchObject({ id, publicId: expected });
  });
});

describe('GET /api/compliments/public/:id', () => {
  it('answers a visible compliment with its words, the same image every time, and no author', async () => {
    const { user } = await signedInUser(t.app);
    await addSiteImage('calm-sea.svg');
    await addSiteImage('misty-pines.svg');
    await addSiteImage('petal-bloom.svg');
    passCache();
    const text = uniqueText('You are a lighthouse on foggy days');
    const id = await addCompliment(t, { text, authorId: user.id });
    const publicId = await publicIdOf(id);
    const first = await getPublic(publicId);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({
      id,
      publicId,
      text,
      language: 'en',
      thankedAt: null,
      image: expect.objectContaining({ imageUrl: expect.stringMatching(/^\/images\/demo\//) }),
    });
    expect(JSON.stringify(body)).not.toContain(user.email);
    for (let i = 0; i < 5; i += 1) {
      expect((await getPublic(publicId.toUpperCase())).json().image).toEqual(body.image);
    }
  });

  it('tells a member who thanked it when they did', async () => {
    const id = await addCompliment(t);
    const publicId = await publicIdOf(id);
    const { cookie } = await signedInUser(t.app);
    expect((await thank(t, id, cookie)).statusCode).toBe(201);
    const answer = await getPublic(publicId, cookie);
    expect(answer.json().thankedAt).toEqual(expect.any(String));
    expect((await getPublic(publicId)).json().thankedAt).toBeNull();
  });

  it('answers 404 with the JSON error for a hidden, an unknown and a malformed id', async () => {
    const hidden = await publicIdOf(await addCompliment(t, { visible: false }));
    for (const id of [hidden, '6f1c1d0e-3c1b-4f9a-9a43-2c4d1b8e7f00', 'not-a-uuid', '42']) {
      const answer = await getPublic(id);
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.json()).toEqual({ message: COMPLIMENT_MESSAGES.notFound });
    }
  });
});

describe('the share page /c/:publicId', () => {
  it('names the compliment in its Open Graph and Twitter tags, escaped', async () => {
    const text = `You're "brave" & <b>bold</b>, friend ${uniqueText('')}`;
    const publicId = await publicIdOf(await addCompliment(t, { text }));
    const page = await t.inject({ method: 'GET', url: `/c/${publicId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const html = page.body;
    expect(html).not.toContain('<b>bold</b>');
    const description = metaContent(html, 'og:description') ?? '';
    expect(description).toContain('“You&#39;re &quot;brave&quot; &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(description).toMatch(/number [a-z-]+”$/);
    expect(metaContent(html, 'og:url')).toBe(`http://localhost:3000/c/${publicId}`);
    expect(metaContent(html, 'og:image')).toBe(`http://localhost:3000/c/${publicId}/card.png`);
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'og:title')).toContain('A kind word');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    // One writer of the head: each tag once.
    expect(html.match(/property="og:image"/g)).toHaveLength(1);
  });

  it("words the preview in the reader's language and quotes the compliment in its own (PRODUCT 27)", async () => {
    const text = uniqueText('You light up every room you walk into');
    const publicId = await publicIdOf(await addCompliment(t, { text }));
    const page = await t.inject({
      method: 'GET',
      url: `/c/${publicId}`,
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain('<title>Unas palabras amables para ti en Kindly</title>');
    expect(metaContent(html, 'og:title')).toBe('Unas palabras amables para ti en Kindly');
    expect(metaContent(html, 'og:description')).toBe(`«${text}»`);
    expect(metaContent(html, 'og:image:alt')).toBe(`«${text}» sobre una imagen inspiradora`);

    const english = await t.inject({ method: 'GET', url: `/c/${publicId}` });
    expect(metaContent(english.body, 'og:title')).toBe('A kind word for you on Kindly');
    expect(metaContent(english.body, 'og:description')).toBe(`“${text}”`);
    expect(metaContent(english.body, 'og:image:alt')).toBe(
      `“${text}” over an inspirational picture`,
    );
  });

  it('is a 404 page with the default head for a hidden, unknown or malformed id', async () => {
    const hidden = await publicIdOf(await addCompliment(t, { visible: false }));
    for (const id of [hidden, '6f1c1d0e-3c1b-4f9a-9a43-2c4d1b8e7f00', 'nope']) {
      const page = await t.inject({ method: 'GET', url: `/c/${id}` });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(metaContent(page.body, 'og:image')).toBe('http://localhost:3000/og-image.png');
    }
  });
});

describe('GET /c/:publicId/card.png', () => {
  const getCard = (publicId: string) => t.inject({ method: 'GET', url: `/c/${publicId}/card.png` });

  it.each([
    ['ten letters', 'Kind soul!'],
    ['two hundred letters', `${'Wonderful '.repeat(19)}WWWWWWWWW!`],
    ['one long word', `${'W'.repeat(199)}!`],
  ])('draws %s as a 1200×630 PNG, kept for the next request', async (_name, text) => {
    const id = await addCompliment(t, { text });
    const publicId = await publicIdOf(id);
    const card = await getCard(publicId);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(card.headers['cache-control']).toMatch(/max-age=\d{5,}/);
    const bytes = card.rawPayload;
    expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const { width, height, format } = await sharp(bytes).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
    const kept = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from compliment_cards where compliment_id = ${id}::int`,
    );
    expect(kept[0]!.n).toBe(1);
    expect((await getCard(publicId)).rawPayload.equals(bytes)).toBe(true);
  });

  it('answers a compliment written right to left with the default picture, not a reversed card', async () => {
    const id = await addCompliment(t, { text: 'ابتسامتك تجعل يومي أجمل، شكرًا لك', language: 'ar' });
    const card = await getCard(await publicIdOf(id));
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    const kept = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from compliment_cards where compliment_id = ${id}::int`,
    );
    expect(kept[0]!.n).toBe(0);
  });

  it('is drawn again over another image once its image leaves the active set', async () => {
    const id = await addCompliment(t);
    const publicId = await publicIdOf(id);
    const pageImage = async () => (await getPublic(publicId)).json().image.id as number;
    const first = await getCard(publicId);
    const drawnOver = await pageImage();
    const [card] = await rows<{ image_id: number }>(
      t,
      sql`select image_id from compliment_cards where compliment_id = ${id}::int`,
    );
    expect(card!.image_id).toBe(drawnOver);
    // A new image does not move a compliment whose card is drawn.
    await addSiteImage('starry-night.svg');
    await addSiteImage('golden-dunes.svg');
    passCache();
    expect(await pageImage()).toBe(drawnOver);
    await t.testDb.database.db.execute(
      sql`update inspirational_images set is_active = false where id = ${drawnOver}::int`,
    );
    passCache();
    const moved = await pageImage();
    expect(moved).not.toBe(drawnOver);
    const second = await getCard(publicId);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(false);
    const [redrawn] = await rows<{ image_id: number }>(
      t,
      sql`select image_id from compliment_cards where compliment_id = ${id}::int`,
    );
    expect(redrawn!.image_id).toBe(moved);
  });

  it('answers 404 for a hidden or unknown compliment', async () => {
    const hidden = await publicIdOf(await addCompliment(t, { visible: false }));
    for (const id of [hidden, '6f1c1d0e-3c1b-4f9a-9a43-2c4d1b8e7f00', 'x']) {
      const answer = await getCard(id);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: COMPLIMENT_MESSAGES.notFound });
    }
  });
});
