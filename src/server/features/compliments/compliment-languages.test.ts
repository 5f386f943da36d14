// Compliments carry their language (PRODUCT 13, DECISIONS 74): the submission's choice and the
// detector's refusal, screening in the compliment's language, the reader's language first in the
// random pick, and the admins' filter.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { signedInUser } from '../../../../test/factories';
import { addCompliment, addImage, rows, uniqueText } from '../../../../test/helpers/compliments';
import { chiSquare } from '../../../../test/helpers/uniformity';
import { COMPLIMENT_LANGUAGE_MESSAGES } from '../../../contract/compliment-language-messages';
import frenchLanguageMessages from '../../../contract/compliment-language-messages.fr';
import { COMPLIMENT_MESSAGES } from '../../../contract/compliments';
import { PICK_OWN_LANGUAGE_MIN } from '../../../contract/constants';

const SPANISH = 'Tu risa tiene ese don de alegrarle el día a cualquiera que esté cerca.';

const submitAs = (
  t: TestApp,
  cookie: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  t.inject({
    method: 'POST',
    url: '/api/compliments',
    headers: { cookie, ...headers },
    payload,
  });

const stored = async (t: TestApp, id: number) =>
  (
    await rows<{ language: string; held_reason: string | null; is_visible: boolean }>(
      t,
      sql`select language, held_reason, is_visible from compliments where id = ${id}::int`,
    )
  )[0]!;

describe('POST /api/compliments with a language', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await buildTestApp();
    cookie = (await signedInUser(t.app)).cookie;
  });
  afterAll(() => t.close());

  it("stores the request's language when none is chosen, and English without one", async () => {
    const spanish = await submitAs(t, cookie, { text: SPANISH }, { 'accept-language': 'es-MX' });
    expect(spanish.statusCode, spanish.body).toBe(201);
    expect(spanish.json().compliment.language).toBe('es');
    expect((await stored(t, spanish.json().compliment.id)).language).toBe('es');
    const english = await submitAs(t, cookie, { text: uniqueText() });
    expect(english.statusCode, english.body).toBe(201);
    expect(english.json().compliment.language).toBe('en');
  });

  it('refuses a text surely in another language, naming it in the reader’s language', async () => {
    const text = 'Tienes una forma de escuchar que hace que la gente se sienta en casa.';
    const refused = await submitAs(
      t,
      cookie,
      { text, language: 'en' },
      { 'accept-language': 'fr' },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: frenchLanguageMessages.seemsEs,
      fieldErrors: { language: [frenchLanguageMessages.seemsEs] },
    });
    const inEnglish = await submitAs(t, cookie, { text, language: 'de' });
    expect(inEnglish.json().message).toBe(COMPLIMENT_LANGUAGE_MESSAGES.seemsEs);
    const count = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from compliments where text = ${text}`,
    );
    expect(count[0]!.n).toBe(0);

    const kept = await submitAs(t, cookie, { text, language: 'en', languageConfirmed: true });
    expect(kept.statusCode, kept.body).toBe(201);
    expect((await stored(t, kept.json().compliment.id)).language).toBe('en');
  });

  it('accepts the choice when the detector is not sure (a short text)', async () => {
    const res = await submitAs(t, cookie, { text: '¡Eres genial, Ana!', language: 'en' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().compliment.language).toBe('en');
  });

  it('refuses a language that is not one of the six', async () => {
    const res = await submitAs(t, cookie, { text: uniqueText(), language: 'it' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.language).toEqual([COMPLIMENT_LANGUAGE_MESSAGES.invalidLanguage]);
  });

  it("refuses offensive words of the compliment's language", async () => {
    const res = await submitAs(t, cookie, {
      text: 'Eres un gilipollas, pero te quiero mucho igual',
      language: 'es',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(COMPLIMENT_MESSAGES.noProfanity);
  });

  it('holds an unkind Spanish text for its tone, and an Arabic one for review', async () => {
    const unkind = await submitAs(t, cookie, {
      text: 'Nadie te va a querer nunca, pero tienes buen pelo.',
      language: 'es',
    });
    expect(unkind.statusCode, unkind.body).toBe(201);
    expect(unkind.json().heldForReview).toBe(true);
    expect((await stored(t, unkind.json().compliment.id)).held_reason).toBe('negative_tone');

    const arabic = await submitAs(t, cookie, {
      text: 'ابتسامتك قادرة على إقناع سماء غائمة بأن تصفو كل صباح.',
      language: 'ar',
    });
    expect(arabic.statusCode, arabic.body).toBe(201);
    expect(arabic.json()).toMatchObject({ heldForReview: true, compliment: { language: 'ar' } });
    expect(await stored(t, arabic.json().compliment.id)).toEqual({
      language: 'ar',
      held_reason: 'unjudged_language',
      is_visible: false,
    });
  });
});

describe('admin lists by language', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedInUser(t.app, { isAdmin: true })).cookie;
  });
  afterAll(() => t.close());

  const call = (url: string) =>
    t.inject({ method: 'GET', url: `/api/admin/moderation${url}`, headers: { cookie: admin } });

  it('filters the search and the queue by language, and shows each language', async () => {
    const spanish = await addCompliment(t, {
      text: uniqueText('Iluminas cada lugar'),
      language: 'es',
    });
    const english = await addCompliment(t, { text: uniqueText() });
    await rows(t, sql`update compliments set review_state = 'pending', held_reason = 'new_member'`);

    const all = (await call('/compliments')).json() as { id: number; language: string }[];
    expect(all.map(({ id, language }) => ({ id, language }))).toEqual(
      expect.arrayContaining([
        { id: spanish, language: 'es' },
        { id: english, language: 'en' },
      ]),
    );
    const inSpanish = (await call('/compliments?language=es')).json() as { id: number }[];
    expect(inSpanish.map(({ id }) => id)).toEqual([spanish]);
    const queue = (await call('/queue?language=en')).json() as { items: { id: number }[] };
    expect(queue.items.map(({ id }) => id)).toEqual([english]);
    expect((await call('/queue?language=xx')).statusCode).toBe(400);
  });
});

const PARALLEL = 50;

/** How often each id came back to a guest reading in `language`, `total` draws. */
async function drawCounts(t: TestApp, language: string, total: number) {
  const counts = new Map<number, number>();
  for (let done = 0; done < total; done += PARALLEL) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(PARALLEL, total - done) }, () =>
        t.inject({
          method: 'GET',
          url: '/api/compliments/random',
          headers: { 'accept-language': language },
        }),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      const { id } = res.json() as { id: number };
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  return counts;
}

function expectUniform(counts: Map<number, number>, eligible: number[], total: number) {
  expect([...counts.keys()].every((id) => eligible.includes(id))).toBe(true);
  const { statistic, critical } = chiSquare(counts, eligible, total);
  expect(statistic).toBeLessThan(critical);
}

describe("the random pick in the reader's language", { timeout: 120_000 }, () => {
  let open: TestApp | null = null;
  afterEach(async () => {
    await open?.close();
    open = null;
  });

  async function seeded(spanish: number, english: number) {
    const t = (open = await buildTestApp());
    await addImage(t);
    const ids = { es: [] as number[], en: [] as number[] };
    for (let i = 0; i < english; i++) ids.en.push(await addCompliment(t));
    for (let i = 0; i < spanish; i++)
      ids.es.push(
        await addCompliment(t, { text: uniqueText('Iluminas cada lugar'), language: 'es' }),
      );
    return { t, ids };
  }

  it('gives a Spanish reader each Spanish compliment equally often once there are enough', async () => {
    const { t, ids } = await seeded(PICK_OWN_LANGUAGE_MIN + 5, 25);
    const total = 100 * ids.es.length;
    expectUniform(await drawCounts(t, 'es-ES,es;q=0.9', total), ids.es, total);
    const answer = (await drawCounts(t, 'en', 50)).keys().next().value!;
    expect(ids.en).toContain(answer);
    const random = await t.inject({
      method: 'GET',
      url: '/api/compliments/random',
      headers: { 'accept-language': 'es' },
    });
    expect(random.json()).toMatchObject({ language: 'es' });
  });

  it('draws among all compliments, equally often, while Spanish has too few', async () => {
    const { t, ids } = await seeded(PICK_OWN_LANGUAGE_MIN - 1, 20);
    const eligible = [...ids.es, ...ids.en];
    const total = 60 * eligible.length;
    expectUniform(await drawCounts(t, 'es', total), eligible, total);
  });
});
