// The texts of the pages anyone may open beside home: the gift page, a shared compliment's page and
// the page for an unknown address. Translations:
// public-pages-messages.<locale>.ts (docs/I18N.md).
import { defineCatalog } from '../../contract/i18n/catalog';

const PUBLIC_PAGES_MESSAGES = {
  giftTitle: 'Your gift',
  giftFromTitle: 'A gift from {provider}',
  aSharedGift: 'A shared gift',
  giftHeading: 'A special compliment gift',
  giftText: 'Offers from our partners, picked for your region. Copy the code and treat yourself.',
  complimentNotFoundTitle: 'Compliment not found',
  kindWordForYou: 'A kind word for you',
  complimentGone: 'This compliment is not here anymore',
  loadingCompliment: 'Loading the compliment…',
  complimentGoneText:
    'The link may be mistyped, or the compliment was taken down. There are plenty more kind words waiting for you.',
  complimentLoadFailed:
    'The compliment could not be loaded just now. Please try again in a moment.',
  pageNotFoundTitle: 'Page not found',
} as const;

export const publicPagesCatalog = defineCatalog('public-pages-messages', PUBLIC_PAGES_MESSAGES, {
  es: () => import('./public-pages-messages.es'),
  fr: () => import('./public-pages-messages.fr'),
  de: () => import('./public-pages-messages.de'),
  'pt-BR': () => import('./public-pages-messages.pt-BR'),
  ar: () => import('./public-pages-messages.ar'),
});
