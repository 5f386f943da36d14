// The moderation texts (PRODUCT 21), apart from the schemas so that a screen showing them does not
// load zod. Translations: moderation-messages.<locale>.ts (docs/I18N.md).
import { defineCatalog, format } from './i18n/catalog';

export const REPORT_NOTE_MAX_LENGTH = 200;

/**
 * The catalog's English. The texts about a date, a compliment or a phrase hold `{placeholders}`;
 * MODERATION_MESSAGES offers them filled, in English.
 */
export const MODERATION_TEXTS = {
  reportThanks: "Thanks for letting us know. We'll take a look.",
  alreadyReported: 'You have already reported this compliment.',
  ownCompliment: 'You cannot report your own compliment.',
  invalidReason: 'Choose a reason',
  noteTooLong: `Keep the note to ${REPORT_NOTE_MAX_LENGTH} characters or fewer`,
  blocked: "This compliment can't be shared",
  heldForReview: "Your compliment will appear once it's reviewed",
  underReview: 'Under review',
  suspendedUntil: 'Your account is suspended until {date}',
  suspendedIndefinitely: 'Your account is suspended until further notice',
  cannotSuspendAdmin: 'Admins cannot be suspended',
  notSuspended: 'This member is not suspended',
  alreadyResolved: 'This compliment was already removed',
  complimentNotFound: 'Compliment not found',
  userNotFound: 'User not found',
  watchedWordNotFound: 'Watched word not found',
  watchedWordExists: 'This word or phrase is already watched',
  invalidPhrase: 'Enter a word or phrase of 1 to 100 characters',
  invalidAction: 'Choose Block, Hold or Flag',
  invalidDuration: 'Choose 1 day, 7 days or until lifted',
  reasonRequired: 'Give a reason of 1 to 500 characters',
  invalidId: 'Invalid id',
  queueEmpty: 'Nothing waits for review.',
  searchEmpty: 'No compliment matches.',
  logEmpty: 'No moderation actions yet.',
  /** The inbox message a removal sends its author. */
  removedMessage: 'Your compliment "{text}" was removed by a moderator. Reason: {reason}',
  /** A watched word in an ad or promotion text: the save goes through, with this warning. */
  watchedWordWarning: 'Contains the watched word "{phrase}"',
} as const;

const english = (text: string, values: Record<string, string>) => format('en', text, values);

export const MODERATION_MESSAGES = {
  ...MODERATION_TEXTS,
  suspendedUntil: (date: string) => english(MODERATION_TEXTS.suspendedUntil, { date }),
  removedMessage: (text: string, reason: string) =>
    english(MODERATION_TEXTS.removedMessage, { text, reason }),
  watchedWordWarning: (phrase: string) => english(MODERATION_TEXTS.watchedWordWarning, { phrase }),
} as const;

export const moderationCatalog = defineCatalog('moderation-messages', MODERATION_TEXTS, {
  es: () => import('./moderation-messages.es'),
  fr: () => import('./moderation-messages.fr'),
  de: () => import('./moderation-messages.de'),
  'pt-BR': () => import('./moderation-messages.pt-BR'),
  ar: () => import('./moderation-messages.ar'),
});
