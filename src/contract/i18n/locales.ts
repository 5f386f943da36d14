// The languages Kindly speaks (PRODUCT 29) and how a request's language is chosen: a link's
// `?lang=`, the member's saved choice, the visitor's cookie, Accept-Language, then English.

export const LOCALES = ['en', 'es', 'fr', 'de', 'pt-BR', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The pseudo-locale: English accented and made about 35 % longer, to find text that is cut off or
 * overflows. Reached only by `?lang=en-XA`; never offered, saved or negotiated.
 */
export const PSEUDO_LOCALE = 'en-XA';
/** A locale a page can be drawn in: one of the six, or the pseudo-locale. */
export type PageLocale = Locale | typeof PSEUDO_LOCALE;

/** The cookie a visitor's choice is kept in, and the query parameter a link names a language by. */
export const LOCALE_COOKIE = 'kindly_lang';
export const LOCALE_QUERY = 'lang';
/**
 * The header the client sends with every API call: the page's language, which the page was given
 * by the same order, so the server's answers match the page the reader is looking at.
 */
export const PAGE_LOCALE_HEADER = 'x-page-locale';

/** A year: the choice is a preference, not a session. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Each language's name in itself, as the language menu lists it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  ar: 'العربية',
};

const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar']);

export const directionOf = (locale: PageLocale): 'rtl' | 'ltr' =>
  RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The supported locale a language tag asks for, or undefined. Matching ignores case and falls back
 * from a region to its language (`es-MX` is Spanish); any Portuguese is Brazilian Portuguese, the
 * one Portuguese offered.
 */
export function toLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  if (lower.length === 0 || lower.length > 35) return undefined;
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split('-')[0];
  if (language === 'pt') return 'pt-BR';
  return LOCALES.find((locale) => locale === language);
}

/** `?lang=`'s value as a page locale: a supported one, or the pseudo-locale. */
export function toPageLocale(tag: string | null | undefined): PageLocale | undefined {
  if (tag === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  return toLocale(tag);
}

/**
 * The best supported locale an Accept-Language header names (RFC 9110 12.5.4): the tags by their
 * q weight, highest first, ties in the header's order; `q=0` refuses a tag; `*` matches nothing of
 * its own, so English answers it.
 */
export function negotiateLocale(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked: { tag: string; weight: number; order: number }[] = [];
  const parts = header.slice(0, 512).split(',');
  for (const [order, part] of parts.entries()) {
    const [tag = '', ...params] = part.trim().split(';');
    let weight = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param);
      if (match) weight = Number(match[1]);
    }
    if (weight > 0 && tag && tag !== '*') ranked.push({ tag, weight, order });
  }
  ranked.sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { tag } of ranked) {
    const locale = toLocale(tag);
    if (locale) return locale;
  }
  return undefined;
}

export interface LocaleSources {
  /** `?lang=` on the link, for that page. */
  query?: string | null;
  /** The member's saved choice. */
  saved?: string | null;
  /** The visitor's choice, from the cookie. */
  cookie?: string | null;
  acceptLanguage?: string | null;
}

/** The locale of a request, in the order of PRODUCT 29. */
export function resolveLocale(sources: LocaleSources): PageLocale {
  return (
    toPageLocale(sources.query) ??
    toLocale(sources.saved) ??
    toLocale(sources.cookie) ??
    negotiateLocale(sources.acceptLanguage) ??
    DEFAULT_LOCALE
  );
}
