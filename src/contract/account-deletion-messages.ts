// The texts of deleting an account and of an admin's End sessions and Anonymise (PRODUCT 11.6,
// PRODUCT 8), apart from the schemas so the settings page can show them without loading zod.
// Translations: account-deletion-messages.<locale>.ts.
import { defineCatalog } from './i18n/catalog';

/** How the audit and moderation logs name an account that was deleted or anonymised. */
export const DELETED_ACCOUNT_NAME = 'Deleted account';

export const ACCOUNT_DELETION_MESSAGES = {
  passwordRequired: 'Please enter your password',
  wrongPassword: 'That password is not right',
  choiceRequired: 'Please choose what happens to your compliments',
  lastAdmin:
    'You are the only admin. Make another account an admin before you delete yours, so someone can still look after Kindly.',
  deleted: 'Your account is deleted. Thank you for the kindness you shared.',
  deleteFailed: 'Could not delete your account',
  // The settings section.
  title: 'Delete my account',
  intro: 'Deleting your account cannot be undone. This is what goes:',
  whatGoes: [
    'your email address and your username',
    'every session, so you are logged out everywhere',
    'your passkeys',
    'your inbox',
    'the link between you and the reports you filed (the reports stay for moderation)',
    'your weekly digest setting',
    'your karma and your badges',
  ],
  whatStays:
    'Thanks you gave stay counted on other members’ compliments, and nothing of theirs changes.',
  choiceLabel: 'Your compliments',
  keepLabel: 'Keep them, shown as “A Kindly member”',
  keepHint: 'They stay for others to find, linked to no one.',
  deleteLabel: 'Delete them',
  deleteHint:
    'They are removed, except any that is under an open report: that one stays, linked to no one, until moderation decides.',
  passwordLabel: 'Your password',
  submit: 'Delete my account',
  confirmTitle: 'Delete your account for good?',
  confirmKeep:
    'Your email, username, sessions, inbox, karma and badges are erased, and your compliments stay as “A Kindly member”. This cannot be undone.',
  confirmDelete:
    'Your email, username, sessions, inbox, karma and badges are erased, and your compliments are deleted. This cannot be undone.',
  confirmButton: 'Delete for good',
  // The admin users table.
  endSessions: 'End sessions',
  endSessionsTitle: 'End every session of this user?',
  endSessionsDescription:
    'They are logged out on every device at once and can log in again with their password.',
  sessionsEnded: 'Every session of this user has ended',
  endSessionsFailed: 'Could not end the sessions',
  endOwnSessions: 'To end your own sessions, use Account settings',
  anonymise: 'Anonymise',
  anonymiseTitle: 'Anonymise this account?',
  anonymiseDescription:
    'Their email, username, sessions, inbox, karma and badges are erased and they can no longer log in. Their compliments stay as “A Kindly member”. This cannot be undone.',
  anonymised: 'Account anonymised',
  anonymiseFailed: 'Could not anonymise the account',
  anonymiseYourself: 'You cannot anonymise your own account. Delete it from Account settings.',
  lastAdminAnonymise: 'The last admin cannot be anonymised',
} as const;

const { whatGoes, ...deletionTexts } = ACCOUNT_DELETION_MESSAGES;

/** The texts as one catalog: the list of what goes is one text per item. */
const ACCOUNT_DELETION_CATALOG_EN = {
  ...deletionTexts,
  whatGoesAddress: whatGoes[0],
  whatGoesSessions: whatGoes[1],
  whatGoesPasskeys: whatGoes[2],
  whatGoesInbox: whatGoes[3],
  whatGoesReports: whatGoes[4],
  whatGoesDigest: whatGoes[5],
  whatGoesKarma: whatGoes[6],
  deletedAccountName: DELETED_ACCOUNT_NAME,
} as const;

/** The list of what goes, in its order, by the catalog's keys. */
export const WHAT_GOES_KEYS = [
  'whatGoesAddress',
  'whatGoesSessions',
  'whatGoesPasskeys',
  'whatGoesInbox',
  'whatGoesReports',
  'whatGoesDigest',
  'whatGoesKarma',
] as const;

export const accountDeletionCatalog = defineCatalog(
  'account-deletion-messages',
  ACCOUNT_DELETION_CATALOG_EN,
  {
    es: () => import('./account-deletion-messages.es'),
    fr: () => import('./account-deletion-messages.fr'),
    de: () => import('./account-deletion-messages.de'),
    'pt-BR': () => import('./account-deletion-messages.pt-BR'),
    ar: () => import('./account-deletion-messages.ar'),
  },
);
