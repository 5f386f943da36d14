// The words of the shared form parts: the dialog footer, the new-password fields, the country
// picker and the suspension fields. Translations: forms-messages.<locale>.ts beside this file.
import { defineCatalog } from '../../../contract/i18n/catalog';

const FORMS_MESSAGES = {
  newPasswordHint: 'At least {min} characters. Longer is stronger.',
  characterCount: '{used}/{max}',
  targetCountries: 'Target countries',
  allCountries: 'All countries',
  removeCountry: 'Remove {country}',
  clearAll: 'Clear all',
  searchCountries: 'Search countries',
  countries: 'Countries',
  noCountryMatches: 'No country matches “{query}”.',
  emptyMeansEveryCountry: 'Leave empty to show it in every country.',
  chooseHowLong: 'Choose how long',
  reason: 'Reason',
} as const;

export const formsCatalog = defineCatalog('forms-messages', FORMS_MESSAGES, {
  es: () => import('./forms-messages.es'),
  fr: () => import('./forms-messages.fr'),
  de: () => import('./forms-messages.de'),
  'pt-BR': () => import('./forms-messages.pt-BR'),
  ar: () => import('./forms-messages.ar'),
});
