// The texts of the profile's Messages tab (PRODUCT 20). Translations: inbox-messages.<locale>.ts.
import { defineCatalog } from '../../../contract/i18n/catalog';

const INBOX_MESSAGES = {
  tab: 'Messages',
  tabWithCount: 'Messages ({count})',
  /** The tab's accessible name; `label` is its visible text. */
  tabUnread: { one: '{label}, {count} unread', other: '{label}, {count} unread' },
  fromKindly: 'From {site}',
  fromTeam: 'From the {site} team',
  new: 'New',
  markRead: 'Mark as read',
  loading: 'Loading messages…',
  loadFailed: 'Error loading messages',
  listLabel: 'Messages',
  error: 'Error',
} as const;

export const inboxCatalog = defineCatalog('inbox-messages', INBOX_MESSAGES, {
  es: () => import('./inbox-messages.es'),
  fr: () => import('./inbox-messages.fr'),
  de: () => import('./inbox-messages.de'),
  'pt-BR': () => import('./inbox-messages.pt-BR'),
  ar: () => import('./inbox-messages.ar'),
});
