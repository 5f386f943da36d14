// Badges in the member's language (PRODUCT 15, 27): the award in a submission's answer, the list,
// the progress and a shared badge's link preview word the badge in the reader's language; the
// tier stays the level's key the screens colour by.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { signedInUser } from '../../../../test/factories';
import { rows, submit, uniqueText } from '../../../../test/helpers/compliments';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A member whose saved language is `locale`, with their session cookie. */
async function memberIn(locale: string) {
  const member = await signedInUser(t.app);
  await rows(t, sql`update users set locale = ${locale} where id = ${member.user.id}::int`);
  return member;
}

const SPANISH_KIND_WORDS = {
  name: 'Palabras amables',
  description: 'Enviaste 1 cumplido',
  tier: 'Bronze',
};

describe('a Spanish-speaking member', () => {
  it('is awarded, lists and follows their badges in Spanish', async () => {
    const { cookie } = await memberIn('es');
    const text = 'Tu sonrisa ilumina cada mañana de la oficina';
    const submitted = await submit(
      t,
      { text: `${text} ${uniqueText('')}`, language: 'es' },
      cookie,
    );
    expect(submitted.statusCode).toBe(201);
    expect(submitted.json().newBadges[0].info).toEqual(SPANISH_KIND_WORDS);

    const list = await t.inject({ method: 'GET', url: '/api/badges', headers: { cookie } });
    expect(list.json()[0].info).toEqual(SPANISH_KIND_WORDS);

    const progress = await t.inject({
      method: 'GET',
      url: '/api/badges/progress',
      headers: { cookie },
    });
    const kindWords = progress
      .json()
      .families.find((family: { type: string }) => family.type === 'kind_words');
    expect(kindWords).toMatchObject({ name: 'Palabras amables', countText: '1 cumplido' });
    expect(kindWords.levels[1].description).toBe('Enviaste 10 cumplidos');
    expect(kindWords.next.text).toBe('1 de 10 cumplidos para el nivel Plata');
  });

  it('still reads English badges when English is asked for', async () => {
    const { cookie } = await signedInUser(t.app);
    const submitted = await submit(t, { text: uniqueText() }, cookie);
    expect(submitted.json().newBadges[0].info).toEqual({
      name: 'Kind Words',
      description: 'Submitted 1 compliment',
      tier: 'Bronze',
    });
  });
});

describe("a shared badge's preview", () => {
  it("is worded in the reader's language", async () => {
    const { cookie } = await signedInUser(t.app);
    const badgeId: string = (await submit(t, { text: uniqueText() }, cookie)).json().newBadges[0]
      .id;
    await t.inject({ method: 'POST', url: `/api/badges/${badgeId}/share`, headers: { cookie } });
    const page = await t.inject({
      method: 'GET',
      url: `/?badge=${badgeId}`,
      headers: { 'accept-language': 'es' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<meta property="og:title" content="Un miembro de Kindly consiguió la insignia Palabras amables de Bronce en Kindly" />',
    );
    expect(page.body).toMatch(/Enviaste 1 cumplido\. La consiguió el \d{1,2} [a-z]+\.? \d{4}\./);
    expect(page.body).toContain(
      '<meta property="og:image:alt" content="Insignia Palabras amables" />',
    );
  });
});
