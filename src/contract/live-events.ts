// What GET /api/events streams to a signed-in member's open tabs (Server-Sent Events, DECISIONS
// 78): each event's `event:` line is its type, its `data:` line this JSON, its `id:` line what
// Last-Event-ID resumes from. Shared by the server that publishes and the client that listens.
// Besides these, the stream may say `reconnect` (the instance is leaving or full: the answer ends
// and EventSource comes back after the `retry` it carries) and `superseded` (the member has more
// tabs open than a member's streams may be: the oldest stays closed until it is shown again).
// The events' names and the stream's path are live-event-names.ts's.
import { z } from 'zod';
import { BadgeSchema } from './badges';

export const LiveEventSchema = z.discriminatedUnion('type', [
  /** One of the member's compliments was thanked: their karma and unread count after it. */
  z.object({
    type: z.literal('thanked'),
    complimentId: z.number().int(),
    karmaPoints: z.number().int(),
    unreadCount: z.number().int(),
  }),
  /** A message reached the member's inbox: the unread count after it. */
  z.object({ type: z.literal('message'), unreadCount: z.number().int() }),
  /** The member earned a badge level: the badge and their karma after it. */
  z.object({ type: z.literal('badge'), badge: BadgeSchema, karmaPoints: z.number().int() }),
  /** The member's karma changed (the thanker's other tabs after a thank). */
  z.object({ type: z.literal('karma'), karmaPoints: z.number().int() }),
]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;

/** GET /api/events?lastEventId=: where a new EventSource resumes (a reconnecting one sends the header). */
export const LiveEventsQuerySchema = z.object({
  lastEventId: z.string().max(64).optional(),
});
