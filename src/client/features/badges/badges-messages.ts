// The texts of the badge screens (PRODUCT 15): the Badges tab, the shared badge's card, the
// member's home greeting, the celebration and the Share dialog. The badges' own names and
// descriptions are the contract's badge-names catalog. Translations: badges-messages.<locale>.ts.
import { defineCatalog } from '../../../contract/i18n/catalog';

export const BADGES_MESSAGES = {
  earned: 'Earned {date}',
  locked: '(locked)',
  progressTo: 'Progress to {name} {tier}',
  levels: '{name} levels',
  loadingBadges: 'Loading badges…',
  loadFailed: 'Error loading badges',
  getCompliment: 'Get a Compliment',
  loadingBadge: 'Loading the badge…',
  missingTitle: 'This badge could not be found',
  missingText:
    'The link may be incomplete, or the badge is no longer there. A kind word is always waiting for you, though.',
  badgeLoadFailed: 'This badge could not be loaded',
  sharedWithYou: 'A badge was shared with you',
  earnedBy: '{member} earned the {badge} badge',
  earnedOn: 'Earned on {date}',
  wantOwn: 'Want a kind word of your own?',
  nextBadge: 'Next badge: {name}',
  nextTier: '({tier})',
  welcomeBack: 'Welcome back, {name}',
  karmaPoints: { one: '{count} karma point', other: '{count} karma points' },
  noStreak: 'No streak yet',
  streak: { one: '{count}-day streak', other: '{count}-day streak' },
  streakHint: 'Consecutive days with a compliment shared or an author thanked',
  sharedCount: { one: 'Shared {count} time', other: 'Shared {count} times' },
  closeCelebration: 'Close the celebration',
  newBadge: 'New badge earned!',
  keepGoing: 'Keep going',
  shareBadge: 'Share badge',
  share: 'Share',
  /** Read after the button's visible text: "Share the Kind Words (Bronze) badge". */
  shareWhich: 'the {name} ({tier}) badge',
  shareTitle: 'Share your badge',
  shareDescription:
    'Anyone who opens the link sees this badge, and an invitation to get a compliment of their own. Your email is never shown.',
  badgeLink: 'Badge link',
  copied: 'Copied!',
  linkCopied: 'Badge link copied to clipboard',
  onClipboard: 'The link and its text are on your clipboard, ready to paste.',
  error: 'Error',
  shareFailed: 'The share could not be counted. Please try again.',
  publishFailed: 'The badge link could not be made ready. Please try again.',
  shareCardTitle: '{name} badge',
  shareCardText: 'I earned the {name} badge ({tier}) on {site}: {description}',
} as const;

export const badgesCatalog = defineCatalog('badges-messages', BADGES_MESSAGES, {
  es: () => import('./badges-messages.es'),
  fr: () => import('./badges-messages.fr'),
  de: () => import('./badges-messages.de'),
  'pt-BR': () => import('./badges-messages.pt-BR'),
  ar: () => import('./badges-messages.ar'),
});
