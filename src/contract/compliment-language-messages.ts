// The texts about a compliment's language (PRODUCT 13): the refusal when the text seems to be in
// another of the six languages than the one chosen, named in the reader's language, and the
// submit form's and the admin lists' few words. Translations: compliment-language-messages.<locale>.ts.
import { defineCatalog } from './i18n/catalog';
import type { Locale } from './i18n/locales';

export const COMPLIMENT_LANGUAGE_MESSAGES = {
  seemsEn:
    'This compliment seems to be written in English. Choose English as its language, or keep your choice if it is right.',
  seemsEs:
    'This compliment seems to be written in Spanish. Choose Spanish as its language, or keep your choice if it is right.',
  seemsFr:
    'This compliment seems to be written in French. Choose French as its language, or keep your choice if it is right.',
  seemsDe:
    'This compliment seems to be written in German. Choose German as its language, or keep your choice if it is right.',
  seemsPtBR:
    'This compliment seems to be written in Brazilian Portuguese. Choose Brazilian Portuguese as its language, or keep your choice if it is right.',
  seemsAr:
    'This compliment seems to be written in Arabic. Choose Arabic as its language, or keep your choice if it is right.',
  invalidLanguage: 'Choose one of the languages offered.',
  languageLabel: 'Language',
  keepMyChoice: 'Keep my choice',
  allLanguages: 'All languages',
  languageOf: 'Language: {language}',
} as const;

export const complimentLanguageCatalog = defineCatalog(
  'compliment-language-messages',
  COMPLIMENT_LANGUAGE_MESSAGES,
  {
    es: () => import('./compliment-language-messages.es'),
    fr: () => import('./compliment-language-messages.fr'),
    de: () => import('./compliment-language-messages.de'),
    'pt-BR': () => import('./compliment-language-messages.pt-BR'),
    ar: () => import('./compliment-language-messages.ar'),
  },
);

/** The refusal that names the language a text seems to be written in. */
export const SEEMS_WRITTEN_IN: Readonly<Record<Locale, string>> = {
  en: COMPLIMENT_LANGUAGE_MESSAGES.seemsEn,
  es: COMPLIMENT_LANGUAGE_MESSAGES.seemsEs,
  fr: COMPLIMENT_LANGUAGE_MESSAGES.seemsFr,
  de: COMPLIMENT_LANGUAGE_MESSAGES.seemsDe,
  'pt-BR': COMPLIMENT_LANGUAGE_MESSAGES.seemsPtBR,
  ar: COMPLIMENT_LANGUAGE_MESSAGES.seemsAr,
};
