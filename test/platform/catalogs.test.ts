// Every catalog whole in every language (PRODUCT 29, docs/I18N.md): the same keys, the same
// placeholders, each plural with the categories its language's rules select, no English sentence
// left behind, and the files named so a reader finds them.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  placeholdersOf,
  type Catalog,
  type MessageText,
  type Messages,
  type TranslatedLocale,
} from '../../src/contract/i18n/catalog';
import { CONTRACT_CATALOGS } from '../../src/contract/i18n/contract-catalogs';
import { LOCALES } from '../../src/contract/i18n/locales';
import { catalogFiles, catalogsOf, stringsOf } from '../helpers/catalog-files';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TRANSLATED = LOCALES.filter((locale) => locale !== 'en') as TranslatedLocale[];

/**
 * Texts that are the same words in another language: names, codes, words borrowed as they are.
 * A sentence left in English is the mistake this check exists for, so the list stays short.
 */
const SAME_IN_OTHER_LANGUAGES = new Set([
  'Kindly',
  'Email',
  'E-mail',
  'OK',
  'Karma',
  'Admin',
  'Badge',
  'Total',
  'Stop',
  'Normal',
  'Impressions',
  'Clicks',
  'CTR',
  'Passkey',
  'Passkeys',
  'Mail',
  'Status',
  'Message',
  'Messages',
  'Compliment',
  'Compliments',
  'Description',
  'Actions',
  'Date',
  'Source',
  'Type',
  'Username',
  'Sessions',
  'Session',
  'Code',
  'Promotions',
  'Promotion',
  'Image',
  'Images',
  'URL',
  'Notifications',
  'Report',
  'Error',
  'Name',
  'Bronze',
  'Gold',
  'Moderation',
  'Dashboard',
  'Badges',
]);

const files = catalogFiles();
/** A text's words, placeholders and punctuation left out, capitalised as a list entry. */
const wordsOf = (text: string) => {
  const words = text
    .replace(/\{\w+\}/g, '')
    .replace(/[^\p{L}\s]/gu, '')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
const strings = stringsOf;

describe('the catalogs', () => {
  it('are found, one per file, named after their file', async () => {
    expect(files.length).toBeGreaterThan(10);
    const names = new Set<string>();
    for (const file of files) {
      const catalogs = await catalogsOf(file);
      expect(catalogs, path.relative(ROOT, file)).toHaveLength(1);
      const [catalog] = catalogs as [Catalog];
      expect(catalog.name, path.relative(ROOT, file)).toBe(
        path.basename(file).replace(/\.tsx?$/, ''),
      );
      expect(names.has(catalog.name), `two catalogs named ${catalog.name}`).toBe(false);
      names.add(catalog.name);
      for (const locale of TRANSLATED)
        expect(
          existsSync(file.replace(/\.(tsx?)$/, `.${locale}.ts`)),
          `${path.relative(ROOT, file)} in ${locale}`,
        ).toBe(true);
    }
  });

  it('include every catalog of the contract in what the server translates from', async () => {
    const contract = files.filter((file) => file.startsWith(path.join(ROOT, 'src', 'contract')));
    const listed = new Set(CONTRACT_CATALOGS.map((catalog) => catalog.name));
    for (const file of contract)
      for (const catalog of await catalogsOf(file))
        expect(listed, catalog.name).toContain(catalog.name);
  });

  describe.each(TRANSLATED)('in %s', (locale) => {
    // The categories the counts Kindly shows fall in (French's `many`, for millions, is not one).
    const rules = new Intl.PluralRules(locale);
    const categories = new Set(Array.from({ length: 1001 }, (_, count) => rules.select(count)));

    it('have every key, with the same placeholders and plural forms', async () => {
      const problems: string[] = [];
      for (const file of files)
        for (const catalog of await catalogsOf(file)) {
          const translated = (await catalog.load[locale]()).default as Messages;
          const english = catalog.en;
          for (const key of Object.keys(english)) {
            const where = `${catalog.name}.${key}`;
            const text = translated[key];
            const source = english[key] as MessageText;
            if (text === undefined) {
              problems.push(`${where}: missing`);
              continue;
            }
            if (typeof text !== typeof source)
              problems.push(`${where}: plural in one, not the other`);
            if (placeholdersOf(text).join() !== placeholdersOf(source).join())
              problems.push(
                `${where}: placeholders {${placeholdersOf(text).join('}, {')}} against {${placeholdersOf(source).join('}, {')}}`,
              );
            if (typeof text === 'object')
              for (const category of categories)
                if (!(category in text)) problems.push(`${where}: no "${category}" form`);
            if (strings(text).some((value) => value.trim() === ''))
              problems.push(`${where}: empty`);
          }
          for (const key of Object.keys(translated))
            if (!(key in english)) problems.push(`${catalog.name}.${key}: not in English`);
        }
      expect(problems).toEqual([]);
    });

    it('leave no English sentence untranslated', async () => {
      const untranslated: string[] = [];
      for (const file of files)
        for (const catalog of await catalogsOf(file)) {
          const translated = (await catalog.load[locale]()).default as Messages;
          for (const [key, source] of Object.entries(catalog.en)) {
            const text = translated[key];
            if (text === undefined) continue;
            const same = strings(text).filter(
              (value) =>
                strings(source).includes(value) &&
                /[a-z]{3}/i.test(value) &&
                !SAME_IN_OTHER_LANGUAGES.has(wordsOf(value)) &&
                /[A-Za-z]/.test(value.replace(/\{\w+\}|https?:\S+/g, '')),
            );
            if (same.length > 0) untranslated.push(`${catalog.name}.${key}: ${same[0]}`);
          }
        }
      expect(untranslated).toEqual([]);
    });
  });
});
