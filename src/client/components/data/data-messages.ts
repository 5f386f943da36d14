// The admin lists' shared texts: Refresh, the row's buttons, the countries a row targets.
// Translations: data-messages.<locale>.ts (docs/I18N.md).
import { defineCatalog } from '../../../contract/i18n/catalog';

export const DATA_MESSAGES = {
  refresh: 'Refresh',
  actions: 'Actions',
  allCountries: 'All countries',
  moreCountries: '+{count} more',
  deleteItem: 'Delete {name}',
} as const;

export const dataCatalog = defineCatalog('data-messages', DATA_MESSAGES, {
  es: () => import('./data-messages.es'),
  fr: () => import('./data-messages.fr'),
  de: () => import('./data-messages.de'),
  'pt-BR': () => import('./data-messages.pt-BR'),
  ar: () => import('./data-messages.ar'),
});
