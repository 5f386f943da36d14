// The badge texts (PRODUCT 15), apart from the schemas so that a screen showing them does not load
// zod. Translations: badge-messages.<locale>.ts (docs/I18N.md).
import { defineCatalog } from './i18n/catalog';

export const BADGE_MESSAGES = {
  notFound: 'Badge not found',
  invalidId: 'Invalid badge id',
  notYours: 'You can only share your own badges',
  notYoursToCelebrate: 'You can only celebrate your own badges',
  emptyList: 'No badges earned yet. Keep spreading positivity to earn badges!',
  shared: 'Badge shared!',
} as const;

export const badgeCatalog = defineCatalog('badge-messages', BADGE_MESSAGES, {
  es: () => import('./badge-messages.es'),
  fr: () => import('./badge-messages.fr'),
  de: () => import('./badge-messages.de'),
  'pt-BR': () => import('./badge-messages.pt-BR'),
  ar: () => import('./badge-messages.ar'),
});
