// A catalog is one feature's texts: the English, which are the product's words, and a loader for
// each other language, so that a page loads only its reader's language and only the catalogs it
// draws with (docs/DECISIONS.md 73). A text is a string with `{name}` placeholders, or a plural
// with one string for each of the language's plural categories (Intl.PluralRules).
import { DEFAULT_LOCALE, PSEUDO_LOCALE, type Locale, type PageLocale } from './locales';

/** A text that depends on a count: `{ one: '{count} thank', other: '{count} thanks' }`. */
type Plural = { readonly other: string } & {
  readonly [Category in Exclude<Intl.LDMLPluralRule, 'other'>]?: string;
};
export type MessageText = string | Plural;
export type Messages = { readonly [key: string]: MessageText };

/** Another language's texts for a catalog: every key, each a string or a plural as in English. */
export type Translation<M extends Messages> = {
  readonly [K in keyof M]: M[K] extends string ? string : Plural;
};

/** A catalog's plain texts (its plurals left out), as any language gives them. */
export type PlainTexts<M extends Messages> = {
  [K in keyof M as M[K] extends string ? K : never]: string;
};
/** The keys of a catalog's plain texts. */
export type PlainKey<M extends Messages> = keyof PlainTexts<M>;

export type TranslatedLocale = Exclude<Locale, 'en'>;
type Loaders<M extends Messages> = {
  readonly [L in TranslatedLocale]: () => Promise<{ default: Translation<M> }>;
};

export interface Catalog<M extends Messages = Messages> {
  /** Unique among catalogs; the translation files are named after it. */
  readonly name: string;
  readonly en: M;
  readonly load: Loaders<M>;
}

/**
 * Every catalog defined so far: a module's catalogs are defined when it is first imported, so once
 * a page's chunk has loaded this holds every catalog the page can draw with, and the client fetches
 * their translations together before the page draws (`preloadDefined`), rather than one after
 * another as each component reaches its own.
 */
const defined = new Set<Catalog>();

export function defineCatalog<M extends Messages>(
  name: string,
  en: M,
  load: Loaders<M>,
): Catalog<M> {
  const catalog: Catalog<M> = { name, en, load };
  defined.add(catalog as unknown as Catalog);
  return catalog;
}

/** The catalogs defined by the modules imported so far. */
export const definedCatalogs = (): Catalog[] => [...defined];

export type Values = Readonly<Record<string, string | number>>;

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function pluralRulesOf(locale: string) {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
}

function numberFormatOf(locale: string) {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
}

/** The Intl locale of a page locale: the pseudo-locale counts and writes numbers as English. */
export const intlLocaleOf = (locale: PageLocale) =>
  locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : locale;

/**
 * A text with its placeholders filled: numbers in the language's digits and separators, a plural
 * by the category `count` falls in (an exact `=0`-style form is not offered: zero is a category
 * only where the language has one).
 */
export function format(locale: PageLocale, text: MessageText, values: Values = {}): string {
  const intl = intlLocaleOf(locale);
  let chosen: string;
  if (typeof text === 'string') chosen = text;
  else {
    const count = Number(values.count ?? 0);
    chosen = text[pluralRulesOf(intl).select(count)] ?? text.other;
  }
  if (!chosen.includes('{')) return chosen;
  return chosen.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? numberFormatOf(intl).format(value) : value;
  });
}

/** The placeholders a text uses, each once, sorted: the same in every language. */
export function placeholdersOf(text: MessageText): string[] {
  const strings = typeof text === 'string' ? [text] : Object.values(text);
  const names = new Set<string>();
  for (const value of strings)
    for (const match of value.matchAll(/\{(\w+)\}/g)) names.add(match[1] ?? '');
  return [...names].sort();
}

/**
 * The catalogs loaded for one locale. The client keeps one for the page's locale; the server one
 * for each locale, all loaded at start.
 */
export class CatalogShelf {
  private readonly loaded = new Map<string, Messages>();
  private readonly pending = new Map<string, Promise<Messages>>();
  /** English text to this locale's, over the catalogs loaded so far (see `translate`). */
  private readonly byEnglish = new Map<string, string>();

  constructor(readonly locale: PageLocale) {}

  /** The catalog's texts in this locale, or undefined until they are loaded. */
  peek<M extends Messages>(catalog: Catalog<M>): Translation<M> | M | undefined {
    if (this.locale === DEFAULT_LOCALE) return catalog.en;
    return this.loaded.get(catalog.name) as Translation<M> | undefined;
  }

  /** The catalog's texts in this locale once loaded; English when a load fails, so a page draws. */
  get<M extends Messages>(catalog: Catalog<M>): Translation<M> | M {
    return this.peek(catalog) ?? catalog.en;
  }

  load<M extends Messages>(catalog: Catalog<M>): Promise<Translation<M> | M> {
    const ready = this.peek(catalog);
    if (ready) return Promise.resolve(ready);
    let pending = this.pending.get(catalog.name);
    if (!pending) {
      const locale = this.locale;
      const loader = (catalog as Catalog).load[locale as TranslatedLocale];
      const fetched: Promise<Messages> =
        locale === PSEUDO_LOCALE
          ? import('./pseudo').then(({ pseudoMessages }) => pseudoMessages(catalog.en))
          : loader().then(
              (module) => module.default as Messages,
              () => catalog.en,
            );
      pending = fetched.then((messages) => {
        this.loaded.set(catalog.name, messages);
        for (const [key, english] of Object.entries(catalog.en)) {
          const text = messages[key];
          if (typeof english === 'string' && typeof text === 'string')
            this.byEnglish.set(english, text);
        }
        this.pending.delete(catalog.name);
        return messages;
      });
      this.pending.set(catalog.name, pending);
    }
    return pending as Promise<Translation<M> | M>;
  }

  /** The pending load of a catalog not yet loaded (for Suspense), or undefined. */
  pendingLoad(catalog: Catalog): Promise<unknown> | undefined {
    return this.peek(catalog) ? undefined : this.load(catalog);
  }

  /**
   * A text known only by its English words (a schema's message, a server's answer from before the
   * language was chosen) in this locale, when a loaded catalog holds it; otherwise unchanged.
   */
  translate(english: string): string {
    if (this.locale === DEFAULT_LOCALE) return english;
    return this.byEnglish.get(english) ?? english;
  }
}
