// The profile's compliment lists and its karma guide (PRODUCT 6, 14). Translations:
// compliment-lists-messages.<locale>.ts (docs/I18N.md).
import { defineCatalog } from '../../../contract/i18n/catalog';

export const COMPLIMENT_LISTS_MESSAGES = {
  howKarma: 'How karma is earned',
  karmaForSubmission: 'for each compliment you share (your first {count} each day)',
  karmaForThankReceived: 'when someone thanks you for your compliment',
  karmaForThankGiven: 'for each author you thank',
  karmaPoints: '+{points}',
  received: 'Received {date}',
  submitted: 'Submitted {date}',
  seen: { one: 'Seen {count} time', other: 'Seen {count} times' },
  thanked: { one: 'Thanked {count} time', other: 'Thanked {count} times' },
  removed: 'Removed',
  hiddenWhileSuspended: 'Hidden while your account is suspended',
  loadingReceived: 'Loading received compliments…',
  errorReceived: 'Error loading received compliments',
  receivedList: 'Received compliments',
  loadingSubmitted: 'Loading your compliments…',
  errorSubmitted: 'Error loading your compliments',
  submittedList: 'Submitted compliments',
} as const;

export const complimentListsCatalog = defineCatalog(
  'compliment-lists-messages',
  COMPLIMENT_LISTS_MESSAGES,
  {
    es: () => import('./compliment-lists-messages.es'),
    fr: () => import('./compliment-lists-messages.fr'),
    de: () => import('./compliment-lists-messages.de'),
    'pt-BR': () => import('./compliment-lists-messages.pt-BR'),
    ar: () => import('./compliment-lists-messages.ar'),
  },
);
