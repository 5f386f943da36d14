// The installable app's texts (PRODUCT 30): the offline home page and writes, the new version's
// prompt and the install invitation. Translations: pwa-messages.<locale>.ts (docs/I18N.md).
import { defineCatalog } from '../../contract/i18n/catalog';

const PWA_MESSAGES = {
  offlineCompliment: "You're offline. Here's a kind word from earlier.",
  offlineWrite: "You're offline. Nothing was sent; try again when you're back online.",
  offlineRead: "You're offline. This will show once you're back online.",
  updateReady: 'A new version is ready',
  refresh: 'Refresh',
  notNow: 'Not now',
  installTitle: 'Keep {site} on your home screen',
  installText: 'One tap to a kind word, even offline.',
  install: 'Install',
  installAppTitle: 'Install the app',
  installAppText: 'Add {site} to your home screen or desktop and open it like any other app.',
} as const;

export const pwaCatalog = defineCatalog('pwa-messages', PWA_MESSAGES, {
  es: () => import('./pwa-messages.es'),
  fr: () => import('./pwa-messages.fr'),
  de: () => import('./pwa-messages.de'),
  'pt-BR': () => import('./pwa-messages.pt-BR'),
  ar: () => import('./pwa-messages.ar'),
});
