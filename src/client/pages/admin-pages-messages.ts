// The two dashboards' own texts (PRODUCT 8, 9): /admin's header and tabs, /simple-admin's header,
// tabs and the toasts of its access check. Translations: admin-pages-messages.<locale>.ts
// (docs/I18N.md).
import { defineCatalog } from '../../contract/i18n/catalog';

const ADMIN_PAGES_MESSAGES = {
  panelDocumentTitle: 'Admin panel',
  panelTitle: 'Admin Panel',
  panelDescription:
    'Manage users, admin accounts and inspirational images, and review what admins changed.',
  panelSections: 'Admin panel sections',
  users: 'Users',
  manageAdmins: 'Manage Admins',
  inspirationalImages: 'Inspirational Images',
  auditLog: 'Audit Log',

  dashboardDocumentTitle: 'Admin dashboard',
  dashboardTitle: 'Admin Dashboard',
  dashboardDescription: "Look after the community's members and the images shown with compliments.",
  adminSections: 'Admin sections',
  dashboardSections: 'Dashboard sections',
  imageManagement: 'Image Management',
  logInAsAdmin: 'Please log in with an admin account.',
  checkFailed: 'We could not check your account. Taking you to the admin login.',
} as const;

export const adminPagesCatalog = defineCatalog('admin-pages-messages', ADMIN_PAGES_MESSAGES, {
  es: () => import('./admin-pages-messages.es'),
  fr: () => import('./admin-pages-messages.fr'),
  de: () => import('./admin-pages-messages.de'),
  'pt-BR': () => import('./admin-pages-messages.pt-BR'),
  ar: () => import('./admin-pages-messages.ar'),
});
