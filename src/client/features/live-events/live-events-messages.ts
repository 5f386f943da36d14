// The toasts a member's open tabs show when something happens to them elsewhere (DECISIONS 78).
// Translations: live-events-messages.<locale>.ts.
import { defineCatalog } from '../../../contract/i18n/catalog';

const LIVE_EVENTS_MESSAGES = {
  thanked: 'Someone thanked your compliment.',
  message: 'You have a new message.',
} as const;

export const liveEventsCatalog = defineCatalog('live-events-messages', LIVE_EVENTS_MESSAGES, {
  es: () => import('./live-events-messages.es'),
  fr: () => import('./live-events-messages.fr'),
  de: () => import('./live-events-messages.de'),
  'pt-BR': () => import('./live-events-messages.pt-BR'),
  ar: () => import('./live-events-messages.ar'),
});
