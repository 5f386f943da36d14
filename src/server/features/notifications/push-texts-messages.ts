// What the push notifications say (PRODUCT 20.3): a title and a body for each kind, in the member's
// saved language. The daily compliment's body is the compliment itself, in its own words.
// Translations: push-texts-messages.<locale>.ts.
import { defineCatalog } from '../../../contract/i18n/catalog';

const PUSH_TEXTS_MESSAGES = {
  thanksTitle: 'Someone thanked your compliment',
  thanksBody: 'Your kind words made someone’s day.',
  badgeTitle: 'You earned a badge',
  /** `badge` is the badge's name, `tier` Bronze, Silver or Gold, `description` what it took. */
  badgeBody: '{badge} ({tier}): {description}',
  dailyTitle: 'A kind word for you',
} as const;

export const pushTextsCatalog = defineCatalog('push-texts-messages', PUSH_TEXTS_MESSAGES, {
  es: () => import('./push-texts-messages.es'),
  fr: () => import('./push-texts-messages.fr'),
  de: () => import('./push-texts-messages.de'),
  'pt-BR': () => import('./push-texts-messages.pt-BR'),
  ar: () => import('./push-texts-messages.ar'),
});
