// The texts of a member's chosen username (PRODUCT 11), apart from the schemas so that the profile
// can show them without loading zod. Translations: username-messages.<locale>.ts.
import { defineCatalog } from './i18n/catalog';

/** The name others see for a member who has not chosen a username (SECURITY C8). */
export const ANONYMOUS_MEMBER_NAME = 'A Kindly member';

export const USERNAME_MESSAGES = {
  tooShort: 'Username must be at least 2 characters',
  tooLong: 'Username must be at most 30 characters',
  noAt: 'Usernames cannot contain @',
  noLinks: 'Links are not allowed in usernames',
  unkind: 'Please keep it kind: choose another username',
  emailName: 'Choose a username other than the start of your email: others would see it',
  taken: 'That username is already taken',
  lookAlike: 'That username looks too much like one already taken',
  invisible: 'Usernames cannot contain invisible or control characters',
  symbol: 'That symbol cannot be used in a username',
  marks: 'Accents and marks must sit on a letter, at most 3 on each',
  saved: 'Username saved',
  saveFailed: 'Could not save your username',
  anonymousName: ANONYMOUS_MEMBER_NAME,
} as const;

export const usernameCatalog = defineCatalog('username-messages', USERNAME_MESSAGES, {
  es: () => import('./username-messages.es'),
  fr: () => import('./username-messages.fr'),
  de: () => import('./username-messages.de'),
  'pt-BR': () => import('./username-messages.pt-BR'),
  ar: () => import('./username-messages.ar'),
});
