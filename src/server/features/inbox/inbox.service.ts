// A member's inbox of admin messages and of their compliments' thanks: the only code touching the
// messages table (PRODUCT 20).
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  INBOX_MESSAGES,
  thanksMessageBody,
  thanksMessageText,
  type Inbox,
  type InboxMessage,
} from '../../../contract/inbox';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { messages } from '../../db/schema/index';
import { HttpError } from '../../http-error';

/** The Messages tab shows the latest ones; older messages are not paged. */
const INBOX_PAGE_SIZE = 100;

type MessageRow = Pick<
  typeof messages.$inferSelect,
  'id' | 'body' | 'createdAt' | 'readAt' | 'complimentId' | 'thanksDay' | 'thanksCount'
>;

const messageColumns = {
  id: messages.id,
  body: messages.body,
  createdAt: messages.createdAt,
  readAt: messages.readAt,
  complimentId: messages.complimentId,
  thanksDay: messages.thanksDay,
  thanksCount: messages.thanksCount,
};

/** The UTC day of a time, as the thanks_day column holds it. */
const utcDay = (time: Date) => time.toISOString().slice(0, 10);

function toInboxMessage(row: MessageRow, now: Date): InboxMessage {
  const isThanks = row.thanksDay !== null;
  return {
    id: row.id,
    from: isThanks ? 'kindly' : 'team',
    message: isThanks
      ? thanksMessageText(row.body, row.thanksCount ?? 1, row.thanksDay === utcDay(now))
      : row.body,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

/**
 * Puts a message in a member's inbox; answers it with the member's unread count after it (for
 * their live events): the count sees the messages before the insert, plus this one.
 */
export async function createInboxMessage(
  ctx: AppContext,
  input: { userId: number; senderId: number | null; body: string },
  tx: DbOrTx = ctx.db,
): Promise<{ id: number; createdAt: Date; unreadCount: number }> {
  const now = ctx.now();
  const [row] = await tx
    .insert(messages)
    .values({ ...input, createdAt: now, updatedAt: now })
    .returning({
      id: messages.id,
      createdAt: messages.createdAt,
      unreadCount: sql<number>`(select count(*) from messages m
        where m.user_id = ${input.userId}::int and m.read_at is null)::int + 1`.mapWith(Number),
    });
  if (!row) throw new Error('message insert returned no row');
  return row;
}

/**
 * Tells an author their compliment was thanked, as a statement of the thank's transaction
 * (`Database.statements`): one message per compliment and UTC day, counting that day's thanks. A
 * later thank of the same day counts in the same row (the unique index on compliment and day
 * decides, so concurrent thanks cannot make two), marks it unread again and moves it to the top
 * with the time of the latest thank (PRODUCT 20.1, DECISIONS 36). It has no sender: the app
 * writes it. It answers the author's unread count after it (`unread_count`, for their live
 * events): the count sees the messages before the statement, this one left out, plus this one.
 */
export function complimentThankedStatement(input: {
  authorId: number;
  complimentId: number;
  complimentText: string;
  now: Date;
}): { text: string; params: (string | number)[] } {
  const { authorId, complimentId, complimentText, now } = input;
  return {
    text: `insert into messages (user_id, sender_id, body, compliment_id, thanks_day, thanks_count,
        created_at, updated_at)
      values ($1::int, null, $2::text, $3::int, $4::date, 1, $5::timestamptz, $5::timestamptz)
      on conflict (compliment_id, thanks_day) do update set
        thanks_count = messages.thanks_count + 1, read_at = null,
        created_at = excluded.created_at, updated_at = excluded.updated_at
      returning (select count(*) from messages m
        where m.user_id = $1::int and m.read_at is null and m.id <> messages.id)::int + 1
        as unread_count`,
    params: [
      authorId,
      thanksMessageBody(complimentText),
      complimentId,
      utcDay(now),
      now.toISOString(),
    ],
  };
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
  const now = ctx.now();
  return { messages: rows.map((row) => toInboxMessage(row, now)), unreadCount };
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
  if (updated) return toInboxMessage(updated, now);
  const [existing] = await ctx.db
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.userId, userId)))
    .limit(1);
  if (!existing) throw new HttpError(404, INBOX_MESSAGES.messageNotFound);
  return toInboxMessage(existing, now);
}
