// The page's language on the client: the one the server wrote into <html lang> (PRODUCT 29), the
// catalogs of it loaded so far, and the hooks components read their texts through.
import {
  CatalogShelf,
  definedCatalogs,
  format,
  intlLocaleOf,
  type Catalog,
  type Messages,
  type Translation,
  type Values,
} from '../../contract/i18n/catalog';
import {
  DEFAULT_LOCALE,
  directionOf,
  toPageLocale,
  type PageLocale,
} from '../../contract/i18n/locales';

function documentLocale(): PageLocale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  return toPageLocale(document.documentElement.lang) ?? DEFAULT_LOCALE;
}

/** The page's locale, fixed for the life of the page: choosing another reloads it. */
export const pageLocale: PageLocale = documentLocale();
/** The locale `Intl` formats numbers and dates in. */
export const intlLocale = intlLocaleOf(pageLocale);
export const pageDirection = directionOf(pageLocale);

const shelf = new CatalogShelf(pageLocale);

/**
 * A catalog's texts in the page's language. Until they are loaded the component suspends, so the
 * nearest Suspense boundary shows its placeholder; English needs no load.
 */
export function useMessages<M extends Messages>(catalog: Catalog<M>): Translation<M> | M {
  const pending = shelf.pendingLoad(catalog);
  if (pending) throw pending;
  return shelf.get(catalog);
}

/** A catalog's texts outside a component (a toast after an answer): English until loaded. */
export const messagesOf = <M extends Messages>(catalog: Catalog<M>) => shelf.get(catalog);

/** Loads catalogs ahead of the components that read them. */
export const preloadMessages = (...catalogs: Catalog[]) =>
  Promise.all(catalogs.map((catalog) => shelf.load(catalog)));

/**
 * Loads every catalog the modules imported so far define, together: before the first draw (the
 * frame's), and when a page's or a part's chunk arrives, before it draws. A component then seldom
 * suspends on its texts, and a page's translations come in one round of requests. English needs
 * none.
 */
export function preloadDefinedMessages(): Promise<unknown> {
  if (pageLocale === 'en') return Promise.resolve();
  return preloadMessages(...definedCatalogs());
}

/** A text with its placeholders and plural filled in the page's language. */
export const t = (text: Parameters<typeof format>[1], values?: Values) =>
  format(pageLocale, text, values);

/** A schema's or the server's English message in the page's language, when a catalog has it. */
export const localize = (english: string) => shelf.translate(english);
