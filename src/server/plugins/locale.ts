// The language of each request (PRODUCT 29): `?lang=`, the member's saved choice, the `kindly_lang`
// cookie, Accept-Language, then English. The messages of JSON answers ({ message, fieldErrors })
// are the contract's English texts until here, where they are turned into the request's language,
// so services and schemas keep one text each.
import type { IncomingHttpHeaders } from 'node:http';
import fp from 'fastify-plugin';
import {
  LOCALE_COOKIE,
  LOCALE_QUERY,
  PAGE_LOCALE_HEADER,
  resolveLocale,
  type PageLocale,
} from '../../contract/i18n/locales';
import { ServerTranslations } from '../i18n';

declare module 'fastify' {
  interface FastifyInstance {
    translations: ServerTranslations;
  }
  interface FastifyRequest {
    /** The request's language; the member's saved choice counts once the session is read. */
    readonly locale: PageLocale;
  }
}

/** `?lang=`, or the page's language an API call names, as a single value. */
function askedLocaleOf(url: string | undefined, headers: IncomingHttpHeaders) {
  const header = headers[PAGE_LOCALE_HEADER];
  return queryLocaleOf(url) ?? (typeof header === 'string' ? header : undefined);
}

const COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([A-Za-z-]{2,10})(?:;|$)`);

/** The visitor's choice from a Cookie header. */
export const localeCookieOf = (header: string | undefined) =>
  header ? COOKIE_PATTERN.exec(header)?.[1] : undefined;

/** `?lang=`'s value in a request URL. */
export function queryLocaleOf(url: string | undefined): string | undefined {
  const start = url?.indexOf('?') ?? -1;
  if (!url || start === -1) return undefined;
  return new URLSearchParams(url.slice(start + 1)).get(LOCALE_QUERY) ?? undefined;
}

/**
 * The language of a request known only by its URL and headers, as pages and the fast lane see it:
 * pages never read sessions (DECISIONS 9), so a member's saved choice reaches them through the
 * cookie, which every sign-in and every change of the choice writes.
 */
export function localeOfHeaders(url: string | undefined, headers: IncomingHttpHeaders): PageLocale {
  return resolveLocale({
    query: askedLocaleOf(url, headers),
    cookie: localeCookieOf(headers.cookie),
    acceptLanguage: headers['accept-language'],
  });
}

interface Answer {
  message?: unknown;
  fieldErrors?: unknown;
}

function translateAnswer(translations: ServerTranslations, locale: PageLocale, payload: Answer) {
  if (typeof payload.message === 'string')
    payload.message = translations.translate(locale, payload.message);
  if (payload.fieldErrors && typeof payload.fieldErrors === 'object') {
    const fields = payload.fieldErrors as Record<string, unknown>;
    for (const [field, messages] of Object.entries(fields))
      if (Array.isArray(messages))
        fields[field] = messages.map((text) =>
          typeof text === 'string' ? translations.translate(locale, text) : text,
        );
  }
}

export const localePlugin = fp(
  async (app) => {
    const translations = new ServerTranslations();
    await translations.loadAll();
    app.decorate('translations', translations);
    app.decorateRequest('locale', {
      getter(this: {
        url: string;
        headers: IncomingHttpHeaders;
        user?: { locale?: string | null } | null;
      }) {
        return resolveLocale({
          query: askedLocaleOf(this.url, this.headers),
          saved: this.user?.locale,
          cookie: localeCookieOf(this.headers.cookie),
          acceptLanguage: this.headers['accept-language'],
        });
      },
    });
    app.addHook('preSerialization', async (request, reply, payload) => {
      // Most answers carry no message: their language is not worked out at all.
      const answer = payload as Answer | null;
      if (answer && typeof answer === 'object' && (answer.message || answer.fieldErrors)) {
        const locale = request.locale;
        if (locale !== 'en') translateAnswer(translations, locale, answer);
      }
      return payload;
    });
    // The API's answers follow the request's language; the probes' do not.
    app.addHook('onSend', async (request, reply, payload) => {
      if (
        request.url.startsWith('/api/') &&
        String(reply.getHeader('content-type') ?? '').startsWith('application/json')
      ) {
        const vary = reply.getHeader('vary');
        if (!vary) reply.header('vary', 'accept-language, cookie');
      }
      return payload;
    });
  },
  { name: 'locale' },
);
