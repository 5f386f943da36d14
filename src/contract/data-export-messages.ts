// The texts of the account settings' "Download my data" section (PRODUCT 11.5), apart from the
// schemas so that the section does not load zod. Translations: data-export-messages.<locale>.ts.
import { defineCatalog } from './i18n/catalog';

export const DATA_EXPORT_MESSAGES = {
  title: 'Download my data',
  description:
    'A zip file of everything Kindly holds about you, as JSON files: your account, compliments, thanks, karma, badges, messages, reports, digest setting, sessions and passkeys. Other members never appear by their email. You can download it once a day.',
  download: 'Download my data',
  preparing: 'Preparing your file…',
  downloaded: 'Your data is downloading',
  onceADay: 'You can download your data once a day. Please try again tomorrow.',
  failed: 'Could not prepare your data. Please try again.',
} as const;

export const dataExportCatalog = defineCatalog('data-export-messages', DATA_EXPORT_MESSAGES, {
  es: () => import('./data-export-messages.es'),
  fr: () => import('./data-export-messages.fr'),
  de: () => import('./data-export-messages.de'),
  'pt-BR': () => import('./data-export-messages.pt-BR'),
  ar: () => import('./data-export-messages.ar'),
});
