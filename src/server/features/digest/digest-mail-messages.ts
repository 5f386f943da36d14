// The weekly digest's words (PRODUCT 20.2), each counted text a plural of the week's thanks.
// Translations: digest-mail-messages.<locale>.ts.
import { defineCatalog } from '../../../contract/i18n/catalog';

const DIGEST_MAIL_MESSAGES = {
  subject: {
    one: 'Your compliments were thanked once this week',
    other: 'Your compliments were thanked {count} times this week',
  },
  intro: {
    one: 'Your compliments on {site} were thanked once this week.',
    other: 'Your compliments on {site} were thanked {count} times this week.',
  },
  /** One line per compliment, `text` cut as a thanks message quotes it. */
  line: {
    one: '- "{text}" was thanked once',
    other: '- "{text}" was thanked {count} times',
  },
  profile: 'See them on your profile: {url}',
  why: 'You get this email because you turned on the weekly digest on your {site} profile.',
  unsubscribe: 'Unsubscribe: {url}',
} as const;

export const digestMailCatalog = defineCatalog('digest-mail-messages', DIGEST_MAIL_MESSAGES, {
  es: () => import('./digest-mail-messages.es'),
  fr: () => import('./digest-mail-messages.fr'),
  de: () => import('./digest-mail-messages.de'),
  'pt-BR': () => import('./digest-mail-messages.pt-BR'),
  ar: () => import('./digest-mail-messages.ar'),
});
