// The Notifications card's title and description on /settings (PRODUCT 11.10), which the page
// draws in its card frame; what the card holds, drawn from a chunk of its own, has its texts in
// notification-settings-messages.ts. Translations: notifications-messages.<locale>.ts.
import { defineCatalog } from '../../../contract/i18n/catalog';

const NOTIFICATIONS_MESSAGES = {
  title: 'Notifications',
  description:
    'A kind word on your phone or computer, even when Kindly is closed. Choose what each device receives.',
} as const;

export const notificationsCatalog = defineCatalog(
  'notifications-messages',
  NOTIFICATIONS_MESSAGES,
  {
    es: () => import('./notifications-messages.es'),
    fr: () => import('./notifications-messages.fr'),
    de: () => import('./notifications-messages.de'),
    'pt-BR': () => import('./notifications-messages.pt-BR'),
    ar: () => import('./notifications-messages.ar'),
  },
);
