// Choosing another language (PRODUCT 29): the choice is kept (the cookie for everyone, the account
// for a member, both by the server), then the page is drawn again in it.
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_QUERY } from '../../contract/i18n/locales';
import type { Locale } from '../../contract/i18n/locales';

export async function chooseLanguage(locale: Locale): Promise<void> {
  // Set here too, so a visitor's choice holds even when the server's answer does not arrive.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
  try {
    await fetch('/api/language', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ locale }),
      credentials: 'same-origin',
    });
  } catch (error) {
    console.debug('[language] the choice was not saved', error);
  }
  // A `lang` in the address outranks every saved choice: the page comes back without it.
  const url = new URL(window.location.href);
  if (url.searchParams.has(LOCALE_QUERY)) {
    url.searchParams.delete(LOCALE_QUERY);
    window.location.replace(url.toString());
  } else {
    window.location.reload();
  }
}
