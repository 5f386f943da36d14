// Admin lists show a target list short (PRODUCT 8): the first 2 countries, then "+N more".
import { COUNTRIES_SHOWN_IN_LISTS } from '../../contract/constants';
import { countryName } from '../../contract/countries';

export interface CountrySummary {
  /** Names of the first countries, in stored order (the code when a name is unknown). */
  shown: string[];
  /** How many are left out; 0 when all are shown. */
  more: number;
}

export function summarizeCountries(
  codes: readonly string[],
  limit: number = COUNTRIES_SHOWN_IN_LISTS,
): CountrySummary {
  return {
    shown: codes.slice(0, limit).map((code) => countryName(code) ?? code),
    more: Math.max(0, codes.length - limit),
  };
}
