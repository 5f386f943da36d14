// Content screening (PRODUCT 11, 13, 21; DECISIONS 27): what compliments, usernames and ad and
// promotion texts are checked against. Each caller decides what a finding costs: a compliment is
// refused or held, a username refused, a campaign text only warned about.
import { MODERATION_MESSAGES } from '../../../contract/moderation';
import type { AppContext } from '../../context';
import { HttpError } from '../../http-error';
import {
  matchWatchedWords,
  watchedMatches,
  type WatchedMatch,
  type WatchedWordEntry,
} from './watched-word-matching.service';

export { containsLink, containsProfanity, contentProblemIn } from './content-rules';
export { LanguageDetector } from './language-detection';
export { soundsNegativeIn } from './positivity-languages';
export { matchWatchedWords, type WatchedMatch };
export { WATCHED_WORDS_STATEMENT, type WatchedWordEntry } from './watched-word-matching.service';

/**
 * Refuses a text holding a Block watched word of `list` (400); answers the watched words it
 * holds.
 */
export function screenSubmission(list: WatchedWordEntry[], text: string): WatchedMatch[] {
  const matches = watchedMatches(list, text);
  if (matches.some((match) => match.action === 'block')) {
    throw new HttpError(
      400,
      MODERATION_MESSAGES.blocked,
      {},
      { text: [MODERATION_MESSAGES.blocked] },
    );
  }
  return matches;
}

/**
 * Warnings for an ad or promotion text an admin saves: watched words never block those. `warning`
 * words each one, in English unless the route gives the admin's language's.
 */
export async function watchedWordWarnings(
  ctx: AppContext,
  texts: string[],
  warning: (phrase: string) => string = MODERATION_MESSAGES.watchedWordWarning,
): Promise<string[]> {
  const found = new Set<string>();
  for (const text of texts) {
    for (const match of await matchWatchedWords(ctx.db, text)) found.add(match.phrase);
  }
  return [...found].map(warning);
}
