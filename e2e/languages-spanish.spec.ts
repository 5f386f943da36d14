// Every catalogued page for a reader whose browser asks for Spanish (PRODUCT 29): the page is
// Spanish, and no English sentence of the interface is left on it.
import { describe, expect, it } from 'vitest';
import type { Messages } from '../src/contract/i18n/catalog';
import { allCatalogs, stringsOf } from '../test/helpers/catalog-files';
import { englishPatterns, interfaceTexts } from './language-layout';
import { openAs, settle, useSeededCatalogue } from './seeded-catalogue';

const seeded = useSeededCatalogue();

/** The catalogs' English texts whose Spanish is other words. */
async function englishOnlyTexts(): Promise<string[]> {
  const texts: string[] = [];
  for (const catalog of await allCatalogs()) {
    const spanish = (await catalog.load.es()).default as Messages;
    for (const [key, english] of Object.entries(catalog.en)) {
      const translated = spanish[key];
      const same = translated ? stringsOf(translated) : [];
      texts.push(...stringsOf(english).filter((text) => !same.includes(text)));
    }
  }
  return texts;
}

describe('a Spanish reader', () => {
  it('finds no English sentence of the interface on any page', async () => {
    const patterns = englishPatterns(await englishOnlyTexts());
    const problems: string[] = [];
    for (const role of ['guest', 'member', 'admin'] as const) {
      const page = await openAs(seeded, role, { locale: 'es-ES' });
      for (const entry of seeded.catalogue.filter((candidate) => candidate.role === role)) {
        await page.goto(entry.path);
        await settle(page);
        expect(await page.getAttribute('html', 'lang'), entry.name).toBe('es');
        for (const text of await interfaceTexts(page))
          if (patterns.some((pattern) => pattern.test(text)))
            problems.push(`${entry.name}: "${text.slice(0, 80)}"`);
      }
      await page.close();
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
