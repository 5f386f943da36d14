// The names of the live events (DECISIONS 78) and where they stream: apart from their schemas in
// live-events.ts, so that the client's stream, which only reads them, loads no zod with every
// member page.

/** Each event's `event:` line (its `data:` is the matching LiveEventSchema's JSON). */
export const LIVE_EVENT_TYPES = ['thanked', 'message', 'badge', 'karma'] as const;

/** The stream's path: the client opens it, the server serves it (under its /api/events prefix). */
export const LIVE_EVENTS_PATH = '/api/events';
