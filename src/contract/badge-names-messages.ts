// Each badge family's name, what each level says it took, what it counts and the way to its next
// level (PRODUCT 15, 15.1), apart from the schemas so that a screen showing them does not load zod.
// The server renders them in a request's language and the client in its page's (badge-text.ts).
// Translations: badge-names-messages.<locale>.ts.
import { defineCatalog } from './i18n/catalog';

export const BADGE_NAMES_MESSAGES = {
  kindWordsName: 'Kind Words',
  kindWordsDescription: {
    one: 'Submitted {count} compliment',
    other: 'Submitted {count} compliments',
  },
  kindWordsCount: { one: '{count} compliment', other: '{count} compliments' },
  /** Pluralised by the level's threshold (`count`); `reached` is how far the member has come. */
  kindWordsProgress: {
    one: '{reached} of {count} compliment to {tier}',
    other: '{reached} of {count} compliments to {tier}',
  },
  appreciatedName: 'Appreciated',
  appreciatedDescription: {
    one: 'Thanked {count} time for your compliments',
    other: 'Thanked {count} times for your compliments',
  },
  appreciatedCount: { one: '{count} thank received', other: '{count} thanks received' },
  appreciatedProgress: {
    one: '{reached} of {count} thank received to {tier}',
    other: '{reached} of {count} thanks received to {tier}',
  },
  gratefulHeartName: 'Grateful Heart',
  gratefulHeartDescription: {
    one: 'Thanked the authors of {count} compliment',
    other: 'Thanked the authors of {count} compliments',
  },
  gratefulHeartCount: { one: '{count} thank given', other: '{count} thanks given' },
  gratefulHeartProgress: {
    one: '{reached} of {count} thank given to {tier}',
    other: '{reached} of {count} thanks given to {tier}',
  },
  rayOfSunshineName: 'Ray of Sunshine',
  rayOfSunshineDescription: {
    one: 'Your compliments were seen {count} time',
    other: 'Your compliments were seen {count} times',
  },
  rayOfSunshineCount: { one: '{count} view', other: '{count} views' },
  rayOfSunshineProgress: {
    one: '{reached} of {count} view to {tier}',
    other: '{reached} of {count} views to {tier}',
  },
  karmaName: 'Good Karma',
  karmaDescription: {
    one: 'Earned {count} karma point',
    other: 'Earned {count} karma points',
  },
  karmaCount: { one: '{count} karma point', other: '{count} karma points' },
  karmaProgress: {
    one: '{reached} of {count} karma point to {tier}',
    other: '{reached} of {count} karma points to {tier}',
  },
  tierBronze: 'Bronze',
  tierSilver: 'Silver',
  tierGold: 'Gold',
} as const;

export const badgeNamesCatalog = defineCatalog('badge-names-messages', BADGE_NAMES_MESSAGES, {
  es: () => import('./badge-names-messages.es'),
  fr: () => import('./badge-names-messages.fr'),
  de: () => import('./badge-names-messages.de'),
  'pt-BR': () => import('./badge-names-messages.pt-BR'),
  ar: () => import('./badge-names-messages.ar'),
});
