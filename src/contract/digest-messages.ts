// The weekly digest's texts and its link's token shape (PRODUCT 20.2), apart from the schemas so
// that the profile's switch and the unsubscribe page do not load zod. Translations:
// digest-messages.<locale>.ts.
import { defineCatalog } from './i18n/catalog';

export const DIGEST_MESSAGES = {
  optedIn: 'Weekly digest on',
  optedOut: 'Weekly digest off',
  settingFailed: 'Could not save your digest setting',
  invalidLink: 'This unsubscribe link is not valid',
  unsubscribed: 'You are unsubscribed from the weekly digest',
  unsubscribeFailed: 'Could not unsubscribe',
} as const;

/** The switch's label and the line under it on the profile. */
export const DIGEST_LABELS = {
  setting: 'Weekly email digest',
  description: 'Once a week, an email with the thanks your compliments received.',
} as const;

/** The unsubscribe page's own words. */
const UNSUBSCRIBE_PAGE_MESSAGES = {
  question: 'Unsubscribe from the weekly digest?',
  explanation: 'You will get no more weekly emails about the thanks your compliments receive.',
  /** The page's title and its button. */
  unsubscribe: 'Unsubscribe',
  home: 'Home',
} as const;

/** The three objects' texts: one catalog, as the switch and the page are few words each. */
const DIGEST_CATALOG_EN = {
  ...DIGEST_MESSAGES,
  ...DIGEST_LABELS,
  ...UNSUBSCRIBE_PAGE_MESSAGES,
} as const;

export const digestCatalog = defineCatalog('digest-messages', DIGEST_CATALOG_EN, {
  es: () => import('./digest-messages.es'),
  fr: () => import('./digest-messages.fr'),
  de: () => import('./digest-messages.de'),
  'pt-BR': () => import('./digest-messages.pt-BR'),
  ar: () => import('./digest-messages.ar'),
});

/** A signed token names its member: `<id>.<HMAC-SHA256 in base64url>` (SECURITY C9). */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[1-9][0-9]{0,9}\.[A-Za-z0-9_-]{43}$/;
