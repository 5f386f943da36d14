// The member's own sessions (PRODUCT 11.4): the list, ending one, ending all others.
import { z } from 'zod';
import { NOT_FOUND_ISSUE } from './ids';
import { SESSIONS_MESSAGES } from './sessions-messages';

export { SESSIONS_MESSAGES };

/** A session's public id: 16 hex digits derived from the stored one, which is never sent. */
export const SESSION_PUBLIC_ID_PATTERN = /^[0-9a-f]{16}$/;

export const AccountSessionSchema = z.object({
  id: z.string(),
  /** From the User-Agent at log-in; null when it named none Kindly recognises. */
  browser: z.string().nullable(),
  system: z.string().nullable(),
  createdAt: z.string(),
  /** Moves at most once an hour (the rolling expiry's refresh). */
  lastUsedAt: z.string(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const AccountSessionsSchema = z.object({ sessions: z.array(AccountSessionSchema) });
export type AccountSessions = z.infer<typeof AccountSessionsSchema>;

/** An id of any other shape cannot name one of the member's sessions: 404, as an unknown one. */
export const SessionIdParamsSchema = z.object({
  id: z.string().refine((id) => SESSION_PUBLIC_ID_PATTERN.test(id), {
    message: SESSIONS_MESSAGES.notFound,
    params: NOT_FOUND_ISSUE,
  }),
});
export type SessionIdParams = z.infer<typeof SessionIdParamsSchema>;

export const EndSessionAnswerSchema = z.object({
  /** True when the ended session was the asking browser's own: it is now logged out. */
  loggedOut: z.boolean(),
});
export type EndSessionAnswer = z.infer<typeof EndSessionAnswerSchema>;

export const EndOtherSessionsAnswerSchema = z.object({ ended: z.number().int().nonnegative() });
export type EndOtherSessionsAnswer = z.infer<typeof EndOtherSessionsAnswerSchema>;
