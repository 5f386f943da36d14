// The home page's compliment texts (PRODUCT 4, 5): the hero, the card, Share a Compliment, the
// invitation to join, and the tab's title on a badge link; the profile's lists have theirs in
// compliment-lists-messages.ts, and the texts the server shares with them are in
// contract/compliment-messages.ts. Translations: compliments-messages.<locale>.ts (docs/I18N.md).
import { defineCatalog } from '../../../contract/i18n/catalog';

const COMPLIMENTS_MESSAGES = {
  heroBadge: 'A little kindness, every day',
  heroText: 'Get a kind word, share it, and pass the positivity on.',
  getCompliment: 'Get a Compliment',
  noneToHand: 'No compliments to hand out just yet',
  jarEmpty:
    'The jar of kind words is empty for now. Write the first one below, or check back in a little while.',
  cardLabel: 'A compliment for you',
  quoteOpen: '“',
  quoteClose: '”',
  thankAuthor: 'Thank Author',
  gift: 'Gift',
  newCompliment: 'New Compliment',
  imageNotAvailable: 'Image not available',
  shareTitle: 'A kind word from {site}',
  shareText: '“{text}” (a kind word from {site})',
  formHeading: 'Share a Compliment',
  formDescription:
    'Write something kind for someone you may never meet. It is shared without your name.',
  formLabel: 'Your compliment',
  formPlaceholder: 'Your kindness makes the world a warmer place…',
  lengthHint: '{min} to {max} characters. No links, please.',
  charactersUsed: 'Characters used:',
  counter: '{used}/{max}',
  karmaNote: {
    one: 'Members earn {points} karma points for each of their first {count} compliment a day.',
    other: 'Members earn {points} karma points for each of their first {count} compliments a day.',
  },
  submit: 'Submit Compliment',
  joinTitle: 'Join the Community',
  joinText:
    'Create a free account to share your own compliments, thank the people who brighten your day and earn badges along the way.',
  karmaGained: '+{points} karma',
  newBadges: { one: 'New badge earned!', other: '{count} new badges earned!' },
  badgeName: '{name} ({tier})',
  badgeLine: '{badge}: {description}',

  sharedBadgeTitle: "{name}'s {badge} badge",
  aSharedBadge: 'A shared badge',
} as const;

export const complimentsCatalog = defineCatalog('compliments-messages', COMPLIMENTS_MESSAGES, {
  es: () => import('./compliments-messages.es'),
  fr: () => import('./compliments-messages.fr'),
  de: () => import('./compliments-messages.de'),
  'pt-BR': () => import('./compliments-messages.pt-BR'),
  ar: () => import('./compliments-messages.ar'),
});
