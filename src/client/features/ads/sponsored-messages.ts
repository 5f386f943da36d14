// What the visitor reads around an ad (PRODUCT 17): the ads' own names and images are the
// sponsors' and stay as written. Translations: sponsored-messages.<locale>.ts (docs/I18N.md).
import { defineCatalog } from '../../../contract/i18n/catalog';

const SPONSORED_MESSAGES = {
  sponsored: 'Sponsored',
  visit: 'Visit',
  bar: 'Sponsored bar',
  closeBar: 'Close the sponsored bar',
  link: 'Sponsored: {name} (opens in a new tab)',
} as const;

export const sponsoredCatalog = defineCatalog('sponsored-messages', SPONSORED_MESSAGES, {
  es: () => import('./sponsored-messages.es'),
  fr: () => import('./sponsored-messages.fr'),
  de: () => import('./sponsored-messages.de'),
  'pt-BR': () => import('./sponsored-messages.pt-BR'),
  ar: () => import('./sponsored-messages.ar'),
});
