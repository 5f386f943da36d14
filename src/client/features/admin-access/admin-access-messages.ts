// The admin check's own words (PRODUCT 9); its toasts are the product's (messages.ts).
// Translations: admin-access-messages.<locale>.ts beside this file.
import { defineCatalog } from '../../../contract/i18n/catalog';

const ADMIN_ACCESS_MESSAGES = {
  checkFailed: 'Could not check your admin access',
} as const;

export const adminAccessCatalog = defineCatalog('admin-access-messages', ADMIN_ACCESS_MESSAGES, {
  es: () => import('./admin-access-messages.es'),
  fr: () => import('./admin-access-messages.fr'),
  de: () => import('./admin-access-messages.de'),
  'pt-BR': () => import('./admin-access-messages.pt-BR'),
  ar: () => import('./admin-access-messages.ar'),
});
