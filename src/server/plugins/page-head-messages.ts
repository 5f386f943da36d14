// The words of every page's default head: its title and the preview a shared link shows
// (PRODUCT 5, 27). Translations: page-head-messages.<locale>.ts.
import { defineCatalog } from '../../contract/i18n/catalog';

export const PAGE_HEAD_MESSAGES = {
  title: '{site}: a little kindness, every day',
  description: 'Get a kind word, share it, and pass the positivity on.',
} as const;

export const pageHeadCatalog = defineCatalog('page-head-messages', PAGE_HEAD_MESSAGES, {
  es: () => import('./page-head-messages.es'),
  fr: () => import('./page-head-messages.fr'),
  de: () => import('./page-head-messages.de'),
  'pt-BR': () => import('./page-head-messages.pt-BR'),
  ar: () => import('./page-head-messages.ar'),
});
