// The moderation feature's buttons outside its own page: a compliment's Report (on the home page,
// so kept tiny) and the dashboards' way to the moderation page. Translations:
// moderation-buttons-messages.<locale>.ts (docs/I18N.md).
import { defineCatalog } from '../../../contract/i18n/catalog';

const MODERATION_BUTTONS_MESSAGES = {
  report: 'Report',
  reported: 'Reported',
  moderation: 'Moderation',
  moderationPending: 'Moderation ({count})',
} as const;

export const moderationButtonsCatalog = defineCatalog(
  'moderation-buttons-messages',
  MODERATION_BUTTONS_MESSAGES,
  {
    es: () => import('./moderation-buttons-messages.es'),
    fr: () => import('./moderation-buttons-messages.fr'),
    de: () => import('./moderation-buttons-messages.de'),
    'pt-BR': () => import('./moderation-buttons-messages.pt-BR'),
    ar: () => import('./moderation-buttons-messages.ar'),
  },
);
