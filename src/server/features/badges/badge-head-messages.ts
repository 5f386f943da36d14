// The words of a shared badge's link preview (PRODUCT 15): in the reader's language, the owner's
// chosen name as it is. Translations: badge-head-messages.<locale>.ts.
import { defineCatalog } from '../../../contract/i18n/catalog';

const BADGE_HEAD_MESSAGES = {
  title: '{earnedBy} earned the {tier} {name} badge on {site}',
  description: '{description}. Earned on {date}. Get a kind word and pass the positivity on.',
  imageAlt: '{name} badge',
} as const;

export const badgeHeadCatalog = defineCatalog('badge-head-messages', BADGE_HEAD_MESSAGES, {
  es: () => import('./badge-head-messages.es'),
  fr: () => import('./badge-head-messages.fr'),
  de: () => import('./badge-head-messages.de'),
  'pt-BR': () => import('./badge-head-messages.pt-BR'),
  ar: () => import('./badge-head-messages.ar'),
});
