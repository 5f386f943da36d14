// The words around a shared compliment in its page's preview (PRODUCT 5): in the reader's
// language, the compliment in its own. Translations: share-page-messages.<locale>.ts.
import { defineCatalog } from '../../../contract/i18n/catalog';

const SHARE_PAGE_MESSAGES = {
  title: 'A kind word for you on {site}',
  /** The compliment quoted as the language quotes. */
  quote: '“{text}”',
  imageAlt: '“{text}” over an inspirational picture',
} as const;

export const sharePageCatalog = defineCatalog('share-page-messages', SHARE_PAGE_MESSAGES, {
  es: () => import('./share-page-messages.es'),
  fr: () => import('./share-page-messages.fr'),
  de: () => import('./share-page-messages.de'),
  'pt-BR': () => import('./share-page-messages.pt-BR'),
  ar: () => import('./share-page-messages.ar'),
});
