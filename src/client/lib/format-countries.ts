// Admin lists show a target list short (PRODUCT 8): the first 2 countries, then "+N more".
import { COUNTRIES_SHOWN_IN_LISTS } from '../../contract/constants';
import { countryName } from '../../contract/countries';
import { intlLocale, pageLocale } from './i18n';

export interface CountrySummary {
  /** Names of the first countries, in stored order (the code when a name is unknown). */
  shown: string[];
  /** How many are left out; 0 when all are shown. */
  more: number;
}

let regionNames: Intl.DisplayNames | null | undefined;

/**
 * A country's name in the page's language: English as the contract words it; another language as
 * the browser names the region, else the English.
 */
export function localCountryName(code: string): string | undefined {
  if (pageLocale === 'en') return countryName(code);
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames([intlLocale], { type: 'region', fallback: 'none' });
    } catch {
      regionNames = null;
    }
  }
  let local: string | undefined;
  try {
    local = regionNames?.of(code);
  } catch {
    local = undefined;
  }
  return local ?? countryName(code);
}

/** Every name of a target list, as one line for a tooltip. */
export function listCountries(codes: readonly string[]): string {
  const names = codes.map((code) => localCountryName(code) ?? code);
  if (pageLocale === 'en') return names.join(', ');
  return new Intl.ListFormat(intlLocale, { type: 'unit', style: 'short' }).format(names);
}

export function summarizeCountries(
  codes: readonly string[],
  limit: number = COUNTRIES_SHOWN_IN_LISTS,
): CountrySummary {
  return {
    shown: codes.slice(0, limit).map((code) => localCountryName(code) ?? code),
    more: Math.max(0, codes.length - limit),
  };
}
