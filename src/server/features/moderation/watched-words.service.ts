// Watched words (PRODUCT 21): the phrases admins keep, and matching a text against them,
// case-insensitively and on whole words, after the same normalisation as the compliment length
// check. What a match does to a compliment, a username or a campaign text is screening's call.
import { asc, eq } from 'drizzle-orm';
import { normalizeComplimentText } from '../../../contract/compliments';
import {
  MODERATION_MESSAGES,
  type WatchedWord,
  type WatchedWordAction,
} from '../../../contract/moderation';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { watchedWords } from '../../db/schema/index';
import { HttpError, isUniqueViolation } from '../../http-error';
import { logModeration } from './moderation-log.service';

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

const toWatchedWord = (row: typeof watchedWords.$inferSelect): WatchedWord => ({
  id: row.id,
  phrase: row.phrase,
  action: row.action as WatchedWordAction,
  createdAt: row.createdAt.toISOString(),
});

export async function listWatchedWords(ctx: AppContext): Promise<WatchedWord[]> {
  const rows = await ctx.db.select().from(watchedWords).orderBy(asc(watchedWords.phrase));
  return rows.map(toWatchedWord);
}

export async function addWatchedWord(
  ctx: AppContext,
  adminId: number,
  input: { phrase: string; action: WatchedWordAction },
): Promise<WatchedWord> {
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(watchedWords)
        .values({ ...input, createdBy: adminId, createdAt: now, updatedAt: now })
        .returning();
      await logModeration(ctx, tx, {
        adminId,
        action: 'watched_word_add',
        reason: null,
        summary: `Watching "${input.phrase}" (${input.action})`,
      });
      return toWatchedWord(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, MODERATION_MESSAGES.watchedWordExists);
    throw error;
  }
}

export async function deleteWatchedWord(ctx: AppContext, adminId: number, id: number) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(watchedWords).where(eq(watchedWords.id, id)).returning();
    if (!row) throw new HttpError(404, MODERATION_MESSAGES.watchedWordNotFound);
    await logModeration(ctx, tx, {
      adminId,
      action: 'watched_word_delete',
      reason: null,
      summary: `No longer watching "${row.phrase}" (${row.action})`,
    });
  });
}
