// How a published event reaches the streams of its member on every instance, and the history that
// Last-Event-ID resumes from (DECISIONS 78). Without Redis, in the process: a ring per member.
// With Redis: one script appends the event to the member's Redis stream (trimmed, expiring; its
// id is the SSE id) and publishes it on one channel every instance listens on, through a
// connection of its own, since a subscribed connection can send nothing else.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LiveEventSchema, type LiveEvent } from '../../../contract/live-events';
import { isEventId, LocalHistory, type HistoryLimits, type StoredEvent } from './live-history';

/** Called for every event of every member on every instance; the instance finds its streams. */
export type Deliver = (userId: number, stored: StoredEvent) => void;

export interface LiveTransport {
  /** Stores the event and has it delivered on every instance, this one included; never throws. */
  send(userId: number, event: LiveEvent): void;
  /** The member's stored events after `lastId`, oldest first; none for an id it never made. */
  since(userId: number, lastId: string): Promise<StoredEvent[]>;
  /** Erases the member's stored events (their account is deleted); never throws. */
  forget(userId: number): Promise<void>;
  /** Resolves once this instance hears what every instance sends (at once without Redis). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export class LocalTransport implements LiveTransport {
  private readonly history: LocalHistory;

  constructor(
    private readonly deliver: Deliver,
    limits: HistoryLimits,
  ) {
    this.history = new LocalHistory(limits);
  }

  send(userId: number, event: LiveEvent): void {
    this.deliver(userId, { id: this.history.add(userId, event), event });
  }

  async since(userId: number, lastId: string): Promise<StoredEvent[]> {
    return isEventId(lastId) ? this.history.since(userId, lastId) : [];
  }

  async forget(userId: number): Promise<void> {
    this.history.forget(userId);
  }

  async ready(): Promise<void> {}

  async close(): Promise<void> {}
}

const CHANNEL = 'kindly:live';
const streamKey = (userId: number) => `kindly:live:${userId}`;

/** Appends, trims and refreshes the expiry, then publishes `<userId> <id> <json>`; answers the id. */
const PUBLISH_SCRIPT = `local id = redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[1], '*', 'e', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('PUBLISH', ARGV[4], ARGV[5] .. ' ' .. id .. ' ' .. ARGV[2])
return id`;
const PUBLISH_SHA = createHash('sha1').update(PUBLISH_SCRIPT).digest('hex');

export interface RedisTransportOptions {
  limits: HistoryLimits;
  log: FastifyBaseLogger;
  /** Called when the subscription came back after a cut: events of that gap went unheard here. */
  onResubscribed: () => void;
}

export class RedisTransport implements LiveTransport {
  private readonly subscriber: Redis;
  private readonly subscribed: Promise<void>;
  private connectedBefore = false;

  constructor(
    private readonly redis: Redis,
    private readonly deliver: Deliver,
    private readonly options: RedisTransportOptions,
  ) {
    // Queues its subscription until connected and retries for ever: the shared client's
    // fail-fast options suit the limits, not a connection that only listens.
    this.subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    this.subscriber.on('error', (error: Error) =>
      options.log.warn({ err: error.message }, 'live events: redis subscriber unavailable'),
    );
    this.subscriber.on('ready', () => {
      if (this.connectedBefore) options.onResubscribed();
      this.connectedBefore = true;
    });
    this.subscriber.on('message', (_channel: string, message: string) => this.heard(message));
    this.subscribed = this.subscriber.subscribe(CHANNEL).then(() => undefined);
    // ready() hands the outcome to whoever waits; no one waiting must not crash the process.
    this.subscribed.catch(() => undefined);
  }

  send(userId: number, event: LiveEvent): void {
    const { limits } = this.options;
    const args = [
      String(limits.perMember),
      JSON.stringify(event),
      String(limits.keepMs),
      CHANNEL,
      String(userId),
    ];
    const key = streamKey(userId);
    this.redis
      .evalsha(PUBLISH_SHA, 1, key, ...args)
      .catch((error: Error) => {
        if (!error.message.startsWith('NOSCRIPT')) throw error;
        return this.redis.eval(PUBLISH_SCRIPT, 1, key, ...args);
      })
      .catch((error: unknown) => {
        // Redis away: this instance's streams still get it, without an id to resume from.
        this.options.log.warn(
          { err: (error as Error).message, userId },
          'live events: redis unavailable, delivered on this instance only',
        );
        this.deliver(userId, { id: null, event });
      });
  }

  async since(userId: number, lastId: string): Promise<StoredEvent[]> {
    if (!isEventId(lastId)) return [];
    try {
      const entries = await this.redis.xrange(
        streamKey(userId),
        lastId,
        '+',
        'COUNT',
        this.options.limits.perMember + 1,
      );
      return entries.flatMap(([id, fields]) => {
        if (id === lastId) return [];
        const event = parseEvent(fields[1]);
        return event ? [{ id, event }] : [];
      });
    } catch (error) {
      this.options.log.warn({ err: (error as Error).message }, 'live events: no history to replay');
      return [];
    }
  }

  async forget(userId: number): Promise<void> {
    try {
      await this.redis.del(streamKey(userId));
    } catch (error) {
      // Redis away: the history still expires within its keepMs.
      this.options.log.warn(
        { err: (error as Error).message, userId },
        'live events: redis unavailable, history left to expire',
      );
    }
  }

  ready(): Promise<void> {
    return this.subscribed;
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
  }

  private heard(message: string): void {
    const first = message.indexOf(' ');
    const second = message.indexOf(' ', first + 1);
    const userId = Number(message.slice(0, first));
    const event = parseEvent(message.slice(second + 1));
    if (first < 0 || second < 0 || !Number.isInteger(userId) || !event) return;
    this.deliver(userId, { id: message.slice(first + 1, second), event });
  }
}

/** An event read back from Redis: anything that is not one is skipped. */
function parseEvent(json: string | undefined): LiveEvent | null {
  if (json === undefined) return null;
  try {
    const parsed = LiveEventSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
