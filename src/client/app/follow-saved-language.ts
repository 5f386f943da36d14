// A member's saved language follows them (PRODUCT 29): a page drawn in another language before
// they signed in here reloads once in theirs, which the sign-in's cookie now names.
import { useEffect } from 'react';
import { LOCALE_QUERY, toLocale } from '../../contract/i18n/locales';
import { pageLocale } from '../lib/i18n';

export function useFollowSavedLanguage(saved: string | null | undefined): void {
  useEffect(() => {
    const locale = toLocale(saved);
    if (!locale || locale === pageLocale) return;
    // A link's ?lang= chooses this page's language, above the saved one.
    if (new URLSearchParams(window.location.search).has(LOCALE_QUERY)) return;
    // Once per tab and language: where the cookie cannot be kept, the page must not reload forever.
    const key = `kindly-language-followed-${locale}`;
    if (window.sessionStorage.getItem(key)) return;
    window.sessionStorage.setItem(key, '1');
    window.location.reload();
  }, [saved]);
}
