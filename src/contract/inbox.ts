// A member's inbox: admin messages and thanks of their compliments, the profile's Messages tab and
// the nav's unread count (PRODUCT 20).
import { z } from 'zod';
import { serialIdParams } from './ids';

export const INBOX_MESSAGES = {
  messageNotFound: 'Message not found',
} as const;

/**
 * Who a message is from: `team` for an admin's message, `kindly` for one the app writes itself
 * (the thanks of a compliment, PRODUCT 20.1), which has no sender.
 */
export const MessageFromSchema = z.enum(['team', 'kindly']);
export type MessageFrom = z.infer<typeof MessageFromSchema>;

export const InboxMessageSchema = z.object({
  id: z.number().int(),
  from: MessageFromSchema,
  message: z.string(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type InboxMessage = z.infer<typeof InboxMessageSchema>;

export const UnreadCountSchema = z.object({ unreadCount: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

export const InboxSchema = z.object({
  messages: z.array(InboxMessageSchema),
  unreadCount: z.number().int(),
});
export type Inbox = z.infer<typeof InboxSchema>;

export const MessageIdParamsSchema = serialIdParams({ invalid: INBOX_MESSAGES.messageNotFound });
export type MessageIdParams = z.infer<typeof MessageIdParamsSchema>;

/** How much of a compliment a thanks message quotes before an ellipsis (PRODUCT 20.1). */
export const THANKS_QUOTE_MAX = 60;

/** The compliment as a thanks message quotes it: whole when short, else cut at a word with "…". */
export function thanksQuote(text: string): string {
  if (text.length <= THANKS_QUOTE_MAX) return text;
  const cut = text.slice(0, THANKS_QUOTE_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const head = lastSpace >= THANKS_QUOTE_MAX / 2 ? cut.slice(0, lastSpace) : cut;
  return `${head.trimEnd()}…`;
}

/** What a thanks message says after the first thank (PRODUCT 20.1). */
export const thanksMessageBody = (complimentText: string) =>
  `Your compliment "${thanksQuote(complimentText)}" was thanked`;

/**
 * The message as shown: the first thank of the day reads as stored, later ones count the day's
 * thanks, "today" while it lasts and "that day" after.
 */
export function thanksMessageText(body: string, thanksCount: number, isToday: boolean): string {
  if (thanksCount <= 1) return body;
  return `${body} ${thanksCount} times ${isToday ? 'today' : 'that day'}`;
}
