// Offensive words of a compliment in another language than English (PRODUCT 13,
// docs/SCREENING-LANGUAGES.md): the LDNOOBW lists shipped in the `naughty-words` package, its own
// language's and English's, matched case-insensitively on whole words. English compliments keep
// obscenity (content-rules.ts), which also folds leetspeak and look-alikes but matches word starts:
// in other languages that refuses "cumplido", "assez" and "dickes" (compliment, enough, thick).
import { createRequire } from 'node:module';
import type { Locale } from '../../../contract/i18n/locales';

/**
 * Entries of the lists that kind texts use in an innocent sense ("eres mi heroína", "un gros
 * baiser", "bourré de talent", "gozar de saúde", "consolo"), or that name who someone is
 * (bissexual, lésbica, travesti): refusing those would refuse kindness, not offence.
 */
const INNOCENT: Readonly<Partial<Record<Locale, readonly string[]>>> = {
  es: [
    'concha',
    'drogas',
    'fiesta de salchichas',
    'heroína',
    'infierno',
    'martillo',
    'travesti',
    'trio',
  ],
  fr: ['baiser', 'bourré', 'bourrée', 'folle', 'gerbe', 'jouir', 'meuf', 'pédale', 'tanche'],
  de: ['bonze', 'kimme', 'mufti', 'rosette', 'schnackeln'],
  'pt-BR': [
    'amador',
    'aranha',
    'ariano',
    'bissexual',
    'cerveja',
    'comer',
    'consolo',
    'dum raio',
    'frango assado',
    'gozar',
    'heroína',
    'heterosexual',
    'homem gay',
    'homosexual',
    'inferno',
    'lésbica',
    'mama',
    'passar um cheque',
    'pau',
    'pinto',
    'saco',
    'torneira',
  ],
  ar: ['مبادل'],
};

/** English entries that are everyday words elsewhere: "negro" is black, "xx" closes a message. */
const INNOCENT_ENGLISH_ELSEWHERE: Readonly<Partial<Record<Locale, readonly string[]>>> = {
  es: ['negro', 'xx'],
  fr: ['xx'],
  de: ['xx'],
  'pt-BR': ['negro', 'xx'],
  ar: ['xx'],
};

/** The package's file for each of the five languages besides English. */
const LIST_FILES: Readonly<Record<Exclude<Locale, 'en'>, string>> = {
  es: 'es.json',
  fr: 'fr.json',
  de: 'de.json',
  'pt-BR': 'pt.json',
  ar: 'ar.json',
};

// Arabic short vowels and the tatweel change how a word is drawn, not which word it is.
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/gu;
const fold = (text: string) => text.normalize('NFC').toLowerCase().replace(ARABIC_MARKS, '');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

function readLists(): ReadonlyMap<Locale, RegExp> {
  const require = createRequire(import.meta.url);
  const english = require('naughty-words/en.json') as string[];
  const patterns = new Map<Locale, RegExp>();
  for (const [language, file] of Object.entries(LIST_FILES) as [Exclude<Locale, 'en'>, string][]) {
    const innocent = new Set(
      [...(INNOCENT[language] ?? []), ...(INNOCENT_ENGLISH_ELSEWHERE[language] ?? [])].map(fold),
    );
    const words = [...(require(`naughty-words/${file}`) as string[]), ...english]
      .map(fold)
      .filter((word) => word.trim().length > 0 && !innocent.has(word))
      .map((word) => word.trim().split(/\s+/u).map(escape).join('\\s+'));
    patterns.set(
      language,
      new RegExp(`(?<![\\p{L}\\p{N}_])(?:${words.join('|')})(?![\\p{L}\\p{N}_])`, 'u'),
    );
  }
  return patterns;
}

// Read as the module loads (a few milliseconds): tables nothing writes, the same for every app.
const PROFANITY_BY_LANGUAGE = readLists();

/**
 * Whether the text holds a word of its language's list or of English's (nothing here for an
 * English compliment: obscenity judges it).
 */
export function containsProfanityIn(text: string, language: Locale): boolean {
  return PROFANITY_BY_LANGUAGE.get(language)?.test(fold(text)) ?? false;
}
