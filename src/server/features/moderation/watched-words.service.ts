// Watched words (PRODUCT 21): the phrases admins keep, each change in the moderation log. Matching
// a text against them is screening's (screening/watched-word-matching.service.ts).
import { asc, eq } from 'drizzle-orm';
import {
  MODERATION_MESSAGES,
  type WatchedWord,
  type WatchedWordAction,
} from '../../../contract/moderation';
import type { AppContext } from '../../context';
import { watchedWords } from '../../db/schema/index';
import { HttpError, isUniqueViolation } from '../../http-error';
import { logModeration } from './moderation-log.service';

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
