// The visitor's language choice in a cookie (PRODUCT 29). Pages never read sessions (DECISIONS 9),
// so a member's saved choice reaches them through this cookie: every sign-in and every change of
// the choice writes it. It holds a preference, nothing secret, so scripts may read it too.
import type { FastifyReply } from 'fastify';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  isLocale,
  type Locale,
} from '../../../../contract/i18n/locales';

export function writeLocaleCookie(reply: FastifyReply, locale: Locale, production: boolean): void {
  reply.setCookie(LOCALE_COOKIE, locale, {
    path: '/',
    maxAge: LOCALE_COOKIE_MAX_AGE,
    sameSite: 'lax',
    secure: production,
    httpOnly: false,
  });
}

/** Writes a member's saved choice, when they made one, at sign-in. */
export function followSavedLocale(
  reply: FastifyReply,
  saved: string | null | undefined,
  production: boolean,
): void {
  if (isLocale(saved)) writeLocaleCookie(reply, saved, production);
}
