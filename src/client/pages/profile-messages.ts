// The texts of /profile (PRODUCT 6) that its page draws itself; the tabs' contents have their
// features' catalogs. Translations: profile-messages.<locale>.ts.
import { defineCatalog } from '../../contract/i18n/catalog';

const PROFILE_MESSAGES = {
  pageTitle: 'Your profile',
  loadFailed: 'Error loading your profile',
  hello: 'Hello, {name}',
  karmaPoints: { one: '{count} karma point', other: '{count} karma points' },
  home: 'Home',
  accountSettings: 'Account settings',
  logout: 'Logout',
  activity: 'Your activity',
  submitted: 'Submitted',
  submittedCount: 'Submitted ({count})',
  received: 'Received',
  receivedCount: 'Received ({count})',
  badges: 'Badges',
  badgesCount: 'Badges ({count})',
  loadingReceived: 'Loading received compliments…',
  loadingBadges: 'Loading badges…',
  /** The Report button's accessible name, with the start of the compliment. */
  report: 'Report “{excerpt}”',
} as const;

export const profileCatalog = defineCatalog('profile-messages', PROFILE_MESSAGES, {
  es: () => import('./profile-messages.es'),
  fr: () => import('./profile-messages.fr'),
  de: () => import('./profile-messages.de'),
  'pt-BR': () => import('./profile-messages.pt-BR'),
  ar: () => import('./profile-messages.ar'),
});
