// A member's inbox of admin messages: the only code touching the messages table (PRODUCT 20).
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { INBOX_MESSAGES, type Inbox, type InboxMessage } from '../../../contract/inbox';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { messages } from '../../db/schema/index';
import { HttpError } from '../../http-error';

/** The Messages tab shows the latest ones; older messages are not paged. */
export const INBOX_PAGE_SIZE = 100;

type MessageRow = Pick<typeof messages.$inferSelect, 'id' | 'body' | 'createdAt' | 'readAt'>;

const messageColumns = {
  id: messages.id,
  body: messages.body,
  createdAt: messages.createdAt,
  readAt: messages.readAt,
};

function toInboxMessage(row: MessageRow): InboxMessage {
  return {
    id: row.id,
    message: row.body,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

export async function createInboxMessage(
  ctx: AppContext,
  input: { userId: number; senderId: number | null; body: string },
  tx: DbOrTx = ctx.db,
): Promise<{ id: number; createdAt: Date }> {
  const now = ctx.now();
  const [row] = await tx
    .insert(messages)
    .values({ ...input, createdAt: now, updatedAt: now })
    .returning({ id: messages.id, createdAt: messages.createdAt });
  if (!row) throw new Error('message insert returned no row');
  return row;
}

export async function countUnread(ctx: AppContext, userId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ unread: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
  return Number(row?.unread ?? 0);
}

/** The member's latest messages, newest first, with how many of all are unread. */
export async function findInbox(ctx: AppContext, userId: number): Promise<Inbox> {
  const [rows, unreadCount] = await Promise.all([
    ctx.db
      .select(messageColumns)
      .from(messages)
      .where(eq(messages.userId, userId))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(INBOX_PAGE_SIZE),
    countUnread(ctx, userId),
  ]);
  return { messages: rows.map(toInboxMessage), unreadCount };
}

/**
 * Marks one of the member's own messages read (a second call keeps the first time). Another
 * member's message answers 404 like an unknown one, so ids reveal nothing (SECURITY C2).
 */
export async function markMessageRead(
  ctx: AppContext,
  userId: number,
  messageId: number,
): Promise<InboxMessage> {
  const now = ctx.now();
  const [updated] = await ctx.db
    .update(messages)
    .set({ readAt: now, updatedAt: now })
    .where(and(eq(messages.id, messageId), eq(messages.userId, userId), isNull(messages.readAt)))
    .returning(messageColumns);
  if (updated) return toInboxMessage(updated);
  const [existing] = await ctx.db
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.userId, userId)))
    .limit(1);
  if (!existing) throw new HttpError(404, INBOX_MESSAGES.messageNotFound);
  return toInboxMessage(existing);
}
