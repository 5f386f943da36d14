// The mail that carries an admin's message to a member (PRODUCT 8): the words around the message,
// in the member's language; the message itself is the admin's own. Translations:
// team-mail-messages.<locale>.ts.
import { defineCatalog } from '../../../contract/i18n/catalog';

const TEAM_MAIL_MESSAGES = {
  subject: 'A message from the {site} team',
  body: 'Hello,\n\nThe {site} team sent you a message:\n\n{message}\n\nYou can also read it in the Messages tab of your profile: {url}',
} as const;

export const teamMailCatalog = defineCatalog('team-mail-messages', TEAM_MAIL_MESSAGES, {
  es: () => import('./team-mail-messages.es'),
  fr: () => import('./team-mail-messages.fr'),
  de: () => import('./team-mail-messages.de'),
  'pt-BR': () => import('./team-mail-messages.pt-BR'),
  ar: () => import('./team-mail-messages.ar'),
});
