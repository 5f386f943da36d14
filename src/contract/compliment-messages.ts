// The compliment texts (PRODUCT 4, 6, 13), apart from the schemas so that a screen showing them
// does not load zod. Translations: compliment-messages.<locale>.ts (docs/I18N.md).
import { defineCatalog } from './i18n/catalog';
import { MESSAGES } from './messages';

export const COMPLIMENT_MESSAGES = {
  tooShort: MESSAGES.complimentTooShort,
  tooLong: MESSAGES.complimentTooLong,
  noLinks: 'Links are not allowed in compliments. Please share your kind words without them.',
  noProfanity: 'Please keep it kind: compliments cannot contain offensive language.',
  duplicate: 'That compliment has already been shared',
  alreadyThanked: 'You already thanked this compliment',
  ownCompliment: 'You cannot thank your own compliment',
  notFound: 'Compliment not found',
  invalidId: 'Invalid compliment id',
  // Texts the client shows (PRODUCT 4, 6).
  fetchFailedTitle: 'Error',
  fetchFailed: 'Failed to get a compliment. Please try again!',
  submitFailed: 'Failed to submit compliment',
  submittedTitle: 'Success!',
  submitted: 'Your compliment was submitted successfully!',
  thankFailed: 'Failed to thank compliment',
  thankedTitle: 'Thanks sent!',
  thanked: 'Your appreciation has been shared with the author.',
  thankedButton: 'Thanked!',
  youThanked: 'You thanked this',
  copiedTitle: 'Copied!',
  copied: 'Compliment copied to clipboard',
  noneSubmitted: "You haven't submitted any compliments yet.",
  noneReceived: "You haven't received any compliments yet.",
} as const;

export const complimentCatalog = defineCatalog('compliment-messages', COMPLIMENT_MESSAGES, {
  es: () => import('./compliment-messages.es'),
  fr: () => import('./compliment-messages.fr'),
  de: () => import('./compliment-messages.de'),
  'pt-BR': () => import('./compliment-messages.pt-BR'),
  ar: () => import('./compliment-messages.ar'),
});
