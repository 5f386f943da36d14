// Watched words: matching a text against the admins' list, case-insensitively and on whole words,
// after the same normalisation as the compliment length check.
import { asc } from 'drizzle-orm';
import { normalizeComplimentText } from '../../../contract/compliments';
import { MODERATION_MESSAGES, type WatchedWordAction } from '../../../contract/moderation';
import type { AppContext } from '../../context';
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

/**
 * The watched words the text contains, read from the database on every call so a change made
 * on one instance applies on all of them at once. The list is short: one small scan.
 */
export async function matchWatchedWords(db: DbOrTx, text: string): Promise<WatchedMatch[]> {
  const list = await db
    .select({ phrase: watchedWords.phrase, action: watchedWords.action })
    .from(watchedWords)
    .orderBy(asc(watchedWords.id));
  return list
    .filter((word) => containsPhrase(text, word.phrase))
    .map((word) => ({ phrase: word.phrase, action: word.action as WatchedWordAction }));
}

/** Warnings for an ad or promotion text an admin saves: watched words never block those. */
export async function watchedWordWarnings(ctx: AppContext, texts: string[]): Promise<string[]> {
  const found = new Set<string>();
  for (const text of texts) {
    for (const match of await matchWatchedWords(ctx.db, text)) found.add(match.phrase);
  }
  return [...found].map((phrase) => MODERATION_MESSAGES.watchedWordWarning(phrase));
}
