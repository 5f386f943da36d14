// Matching a text against the watched words (PRODUCT 21): case-insensitively and on whole words,
// after the same normalisation as the compliment length check. What a match does to a compliment,
// a username or a campaign text is screening's call; admins keep the list in moderation.
import { asc } from 'drizzle-orm';
import { normalizeComplimentText } from '../../../contract/compliments';
import type { WatchedWordAction } from '../../../contract/moderation';
import type { DbOrTx } from '../../db/client';
import { watchedWords } from '../../db/schema/index';

export interface WatchedMatch {
  phrase: string;
  action: WatchedWordAction;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** Whether `phrase` occurs in `text` as whole words (letters, digits or _ on neither side). */
function containsPhrase(text: string, phrase: string): boolean {
  const words = normalizeComplimentText(phrase).toLowerCase().split(' ').map(escape).join('\\s+');
  if (words === '') return false;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])${words}(?![\\p{L}\\p{N}_])`, 'u');
  return pattern.test(normalizeComplimentText(text).toLowerCase());
}

/** A watched word as the matching needs it. */
export interface WatchedWordEntry {
  phrase: string;
  action: string;
}

/**
 * Every watched word, oldest first, as a raw statement for a batch of `Database.statements` (the
 * submission's), which reads them in the round trip of its other statements.
 */
export const WATCHED_WORDS_STATEMENT = 'select phrase, action from watched_words order by id';

/** The watched words of `list` that the text contains. */
export const watchedMatches = (list: WatchedWordEntry[], text: string): WatchedMatch[] =>
  list
    .filter((word) => containsPhrase(text, word.phrase))
    .map((word) => ({ phrase: word.phrase, action: word.action as WatchedWordAction }));

/**
 * The watched words the text contains, read from the database on every call so a change made
 * on one instance applies on all of them at once. The list is short: one small scan.
 */
export async function matchWatchedWords(db: DbOrTx, text: string): Promise<WatchedMatch[]> {
  const list = await db
    .select({ phrase: watchedWords.phrase, action: watchedWords.action })
    .from(watchedWords)
    .orderBy(asc(watchedWords.id));
  return watchedMatches(list, text);
}
