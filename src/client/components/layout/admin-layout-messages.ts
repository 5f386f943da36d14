// The admin screens' frame (PRODUCT 8): the admin bar and the way back to the dashboard. Apart from
// the frame's catalog, so that visitors never load them. Translations:
// admin-layout-messages.<locale>.ts (docs/I18N.md).
import { defineCatalog } from '../../../contract/i18n/catalog';

const ADMIN_LAYOUT_MESSAGES = {
  adminPages: 'Admin pages',
  overview: 'Overview',
  usersAndAdmins: 'Users and admins',
  images: 'Images',
  ads: 'Ads',
  promotions: 'Promotions',
  moderation: 'Moderation',
  dashboard: 'Dashboard',
} as const;

export const adminLayoutCatalog = defineCatalog('admin-layout-messages', ADMIN_LAYOUT_MESSAGES, {
  es: () => import('./admin-layout-messages.es'),
  fr: () => import('./admin-layout-messages.fr'),
  de: () => import('./admin-layout-messages.de'),
  'pt-BR': () => import('./admin-layout-messages.pt-BR'),
  ar: () => import('./admin-layout-messages.ar'),
});
