// The texts of the account settings' Sessions section (PRODUCT 11.4), apart from the schemas so
// that the section does not load zod. Translations: sessions-messages.<locale>.ts.
import { defineCatalog } from './i18n/catalog';

export const SESSIONS_MESSAGES = {
  title: 'Sessions',
  description:
    'Where your account is signed in. Times of use are updated about once an hour, so a session used a moment ago may show an earlier time.',
  listLabel: 'Your sessions',
  /** A session's name: "Firefox 128 on Windows 10". */
  sessionName: '{browser} on {system}',
  thisDevice: 'This device',
  activeNow: 'Active within the last hour',
  lastUsed: 'Last used {date}',
  signedIn: 'Signed in {date}',
  unknownBrowser: 'Unknown browser',
  unknownSystem: 'unknown system',
  endSession: 'End session',
  /** The button's accessible name; `name` is the session's. */
  endSessionNamed: 'End session: {name}',
  endOthers: 'End all other sessions',
  onlyThisDevice: 'You are signed in on this device only.',
  currentHint: 'To end the session on this device, use Log out.',
  sessionEnded: 'Session ended',
  othersEnded: 'All other sessions ended',
  endFailed: 'Could not end the session',
  loadFailed: 'Could not load your sessions',
  notFound: 'That session is not one of yours, or it has already ended',
} as const;

export const sessionsCatalog = defineCatalog('sessions-messages', SESSIONS_MESSAGES, {
  es: () => import('./sessions-messages.es'),
  fr: () => import('./sessions-messages.fr'),
  de: () => import('./sessions-messages.de'),
  'pt-BR': () => import('./sessions-messages.pt-BR'),
  ar: () => import('./sessions-messages.ar'),
});
