// A member's inbox of admin messages: the profile's Messages tab and the nav's unread count (PRODUCT 20).
import { z } from 'zod';
import { serialIdParams } from './ids';

export const INBOX_MESSAGES = {
  messageNotFound: 'Message not found',
} as const;

export const InboxMessageSchema = z.object({
  id: z.number().int(),
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
