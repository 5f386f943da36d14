// The language a mail is written in (PRODUCT 29): the member's saved choice, else the language of
// the request that asked for it when nobody was signed in, else English. A mail is read later and
// elsewhere, so it never takes the pseudo-locale, which only a link's `?lang=` asks for.
import {
  CatalogShelf,
  type Catalog,
  type Messages,
  type Translation,
} from '../../../contract/i18n/catalog';
import {
  DEFAULT_LOCALE,
  LOCALES,
  PSEUDO_LOCALE,
  toLocale,
  type Locale,
  type PageLocale,
} from '../../../contract/i18n/locales';

/** The saved language of the account, else the asking request's, else English. */
export function mailLocale(saved: string | null | undefined, asked?: PageLocale): Locale {
  return toLocale(saved) ?? (asked && asked !== PSEUDO_LOCALE ? asked : DEFAULT_LOCALE);
}

// Each catalog is loaded once per language, on the first mail that needs it.
const shelves = new Map<Locale, CatalogShelf>(
  LOCALES.map((locale) => [locale, new CatalogShelf(locale)]),
);

/** A catalog's texts in the mail's language (English when its file cannot be read). */
export function mailTexts<M extends Messages>(
  locale: Locale,
  catalog: Catalog<M>,
): Promise<Translation<M> | M> {
  return shelves.get(locale)!.load(catalog);
}
