// The words of the installed app's shortcuts (PRODUCT 30): what a long press on its icon offers.
// The description is the pages' own (page-head-messages.ts). Translations: web-app-messages.<locale>.ts.
import { defineCatalog } from '../../../contract/i18n/catalog';

const WEB_APP_MESSAGES = {
  complimentShortcut: 'Get a Compliment',
  complimentShortcutShort: 'Compliment',
  submitShortcut: 'Share a Compliment',
  submitShortcutShort: 'Write one',
} as const;

export const webAppCatalog = defineCatalog('web-app-messages', WEB_APP_MESSAGES, {
  es: () => import('./web-app-messages.es'),
  fr: () => import('./web-app-messages.fr'),
  de: () => import('./web-app-messages.de'),
  'pt-BR': () => import('./web-app-messages.pt-BR'),
  ar: () => import('./web-app-messages.ar'),
});
