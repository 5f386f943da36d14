// The texts of the shared controls: dialogs, toasts, error panels, the password box. The error
// boundary and the toast area draw with them, so they load before the first draw
// (main.tsx). Translations: ui-messages.<locale>.ts (docs/I18N.md).
import { defineCatalog } from '../../../contract/i18n/catalog';

const UI_MESSAGES = {
  close: 'Close',
  cancel: 'Cancel',
  tryAgain: 'Try Again',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  failedWithReason: '{prefix}: {reason}',
} as const;

export const uiCatalog = defineCatalog('ui-messages', UI_MESSAGES, {
  es: () => import('./ui-messages.es'),
  fr: () => import('./ui-messages.fr'),
  de: () => import('./ui-messages.de'),
  'pt-BR': () => import('./ui-messages.pt-BR'),
  ar: () => import('./ui-messages.ar'),
});
