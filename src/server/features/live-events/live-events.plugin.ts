// The live events of one app (DECISIONS 78): publish fans an event out to every open stream of a
// member on every instance (Redis pub/sub when REDIS_URL is set, in-process otherwise); local
// listeners (the push queue) run once, in the publishing instance. The streams end when the
// instance starts leaving or closes, so their clients reconnect to another instance.
import fp from 'fastify-plugin';
import type { LiveEvent } from '../../../contract/live-events';
import { EventStreams, type SessionCheck, type StreamLimits } from './event-streams';
import type { HistoryLimits } from './live-history';
import { LocalTransport, RedisTransport, type LiveTransport } from './live-transport';

export interface LiveEvents {
  /** Fan-out to every open stream of the member on every instance; never throws, never awaits
   * the network in the request. Local listeners run in this instance only, once per publish. */
  publish(userId: number, event: LiveEvent): void;
  onPublished(listener: (userId: number, event: LiveEvent) => void): void;
  /** Erases what is kept of the member's events, once their account is deleted; never throws. */
  forget(userId: number): Promise<void>;
}

interface LiveEventsLimits {
  streams: StreamLimits;
  history: HistoryLimits;
}

const LIVE_EVENTS_LIMITS: LiveEventsLimits = {
  streams: {
    // Under the 30 s idle timeouts proxies commonly keep, and often enough to find dead peers.
    heartbeatMs: 25_000,
    perMember: 10,
    // About 17 KiB of resident memory each (the bench's streams row): 10,000 hold some 170 MiB.
    perInstance: 10_000,
    maxBufferedBytes: 64 * 1024,
    retryMs: 3_000,
    drainSpreadMs: 5_000,
  },
  history: { perMember: 50, members: 10_000, keepMs: 60 * 60 * 1000 },
};

export interface LiveEventsOptions {
  /** Which sessions still live: identity's answer, handed in where the app is built. */
  liveSessions: SessionCheck;
  /** Tighter limits (tests); LIVE_EVENTS_LIMITS otherwise. */
  limits?: { streams?: Partial<StreamLimits>; history?: Partial<HistoryLimits> };
}

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: LiveEvents;
    /** This instance's open streams: GET /api/events adds to them. */
    eventStreams: EventStreams;
    /** Resolves once this instance hears the events of every instance (tests wait for it). */
    liveEventsReady: () => Promise<void>;
  }
}

export const liveEventsPlugin = fp<LiveEventsOptions>(
  async (app, { liveSessions, limits = {} }) => {
    const streamLimits = { ...LIVE_EVENTS_LIMITS.streams, ...limits.streams };
    const historyLimits = { ...LIVE_EVENTS_LIMITS.history, ...limits.history };
    const deliver = (userId: number, stored: Parameters<EventStreams['deliver']>[1]) =>
      streams.deliver(userId, stored);
    const transport: LiveTransport = app.redis
      ? new RedisTransport(app.redis, deliver, {
          limits: historyLimits,
          log: app.log,
          onResubscribed: () => streams.resync(),
        })
      : new LocalTransport(deliver, historyLimits);
    const streams = new EventStreams(
      streamLimits,
      (userId, lastId) => transport.since(userId, lastId),
      liveSessions,
      app.log,
    );

    const listeners: ((userId: number, event: LiveEvent) => void)[] = [];
    const liveEvents: LiveEvents = {
      publish(userId, event) {
        for (const listener of listeners) {
          try {
            listener(userId, event);
          } catch (error) {
            app.log.error({ err: error, type: event.type }, 'live events: a listener failed');
          }
        }
        try {
          transport.send(userId, event);
        } catch (error) {
          app.log.error({ err: error, type: event.type }, 'live events: publish failed');
        }
      },
      onPublished(listener) {
        listeners.push(listener);
      },
      forget: (userId) => transport.forget(userId),
    };
    app.decorate('liveEvents', liveEvents);
    app.decorate('eventStreams', streams);
    app.decorate('liveEventsReady', () => transport.ready());

    app.readiness.onLeave(() => streams.endAll());
    // Before the server closes: it waits for every connection, and a stream never ends by itself.
    app.addHook('preClose', async () => streams.close());
    app.addHook('onClose', async () => transport.close());
  },
  { name: 'live-events', dependencies: ['context', 'readiness'] },
);
