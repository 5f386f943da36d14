// The open event streams of one instance (GET /api/events, DECISIONS 78): each member's, capped
// per member and per instance; one timer writes every stream's heartbeat and asks the database
// which of their sessions still live, so a signed-out or revoked session's stream ends there.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { StoredEvent } from './live-history';
import { compareEventIds, isEventId } from './live-history';

export interface StreamLimits {
  /** How often a comment is written to every stream, and their sessions checked. */
  heartbeatMs: number;
  /** Streams one member may hold on an instance; a new one ends the oldest. */
  perMember: number;
  /** Streams an instance holds; past it, a new one is told to come back later. */
  perInstance: number;
  /** What a reader may leave unread before its stream is ended (it comes back and resumes). */
  maxBufferedBytes: number;
  /** The reconnection delay the stream's first line asks for. */
  retryMs: number;
  /** Reconnections after a drain are spread over this much more, so they do not land at once. */
  drainSpreadMs: number;
}

/** Which of these sessions are still live (not ended, not expired). */
export type SessionCheck = (sessionIds: string[]) => Promise<Set<string>>;

/** Session ids one check sends in a statement. */
const SESSIONS_PER_CHECK = 500;

const frame = ({ id, event }: StoredEvent): string =>
  `${id === null ? '' : `id: ${id}\n`}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/** An event the client reads as "come back": the stream ends after it, and EventSource reconnects. */
const reconnectFrame = (retryMs: number) => `retry: ${retryMs}\nevent: reconnect\ndata: {}\n\n`;
/** Another tab of the member took this stream's place: the client stays closed until shown again. */
const SUPERSEDED_FRAME = 'event: superseded\ndata: {}\n\n';
const HEARTBEAT_FRAME = ': ping\n\n';

export class EventStream {
  /** Live events that came while the history was being replayed; null once replayed. */
  private held: StoredEvent[] | null = [];
  private ended = false;

  constructor(
    readonly userId: number,
    readonly sessionId: string,
    private readonly response: ServerResponse,
    private readonly maxBufferedBytes: number,
    private readonly onEnd: (stream: EventStream) => void,
  ) {
    response.once('close', () => this.closed());
  }

  get open(): boolean {
    return !this.ended;
  }

  send(stored: StoredEvent): void {
    if (this.held) this.held.push(stored);
    else this.write(frame(stored));
  }

  /** Writes what the member missed, then what arrived meanwhile and was not among it. */
  replay(missed: StoredEvent[]): void {
    const held = this.held ?? [];
    this.held = null;
    let last: string | null = null;
    for (const stored of missed) {
      this.write(frame(stored));
      last = stored.id;
    }
    for (const stored of held) {
      const seen = last !== null && stored.id !== null && compareEventIds(stored.id, last) <= 0;
      if (!seen) this.write(frame(stored));
    }
  }

  write(chunk: string): void {
    if (this.ended || this.response.destroyed) return;
    // A reader this far behind is gone or too slow: it reconnects and resumes from its last id.
    if (this.response.writableLength > this.maxBufferedBytes) {
      this.response.destroy();
      return;
    }
    this.response.write(chunk);
  }

  /** Ends the answer after `last`; `leave` also closes the connection, so the next one may go elsewhere. */
  end(last = '', leave = false): void {
    if (this.ended) return;
    if (last) this.write(last);
    this.closed();
    const socket = this.response.socket;
    this.response.end();
    if (leave) this.response.once('finish', () => socket?.end());
  }

  private closed(): void {
    if (this.ended) return;
    this.ended = true;
    this.onEnd(this);
  }
}

export interface OpenStream {
  userId: number;
  sessionId: string;
  response: ServerResponse;
  /** The headers of the answer (the security set and the stream's own). */
  headers: OutgoingHttpHeaders;
  /** Last-Event-ID, from the header or the query. */
  lastEventId: string | undefined;
}

export class EventStreams {
  private readonly byMember = new Map<number, Set<EventStream>>();
  private total = 0;
  private readonly timer: NodeJS.Timeout;
  private checking = false;

  constructor(
    private readonly limits: StreamLimits,
    private readonly history: (userId: number, lastId: string) => Promise<StoredEvent[]>,
    private readonly liveSessions: SessionCheck,
    private readonly log: FastifyBaseLogger,
  ) {
    this.timer = setInterval(() => void this.heartbeat(), limits.heartbeatMs);
    this.timer.unref();
  }

  /** Open streams on this instance. */
  get size(): number {
    return this.total;
  }

  /** Streams of one member on this instance. */
  countOf(userId: number): number {
    return this.byMember.get(userId)?.size ?? 0;
  }

  /**
   * Answers the request with a stream of the member's events; while the instance stops, or when
   * it holds all it may, with a "come back" the client follows after a delay.
   */
  async open(request: OpenStream, stopping: boolean): Promise<void> {
    const { response } = request;
    response.writeHead(200, request.headers);
    // A stream is quiet for minutes: no idle timeout of the server may end it (the heartbeat
    // and the session check find the dead ones).
    response.socket?.setTimeout(0);
    if (stopping) {
      response.end(reconnectFrame(this.drainDelay()), () => response.socket?.end());
      return;
    }
    if (this.total >= this.limits.perInstance) {
      this.log.warn({ streams: this.total }, 'live events: instance full, stream refused');
      const later = this.limits.retryMs * 10 + Math.floor(Math.random() * this.limits.retryMs * 10);
      response.end(reconnectFrame(later));
      return;
    }
    const stream = new EventStream(
      request.userId,
      request.sessionId,
      response,
      this.limits.maxBufferedBytes,
      (ended) => this.remove(ended),
    );
    this.add(stream);
    stream.write(`retry: ${this.limits.retryMs}\n\n`);
    const lastId = request.lastEventId;
    const missed =
      lastId && isEventId(lastId) && stream.open ? await this.history(request.userId, lastId) : [];
    stream.replay(missed);
  }

  deliver(userId: number, stored: StoredEvent): void {
    const streams = this.byMember.get(userId);
    if (!streams) return;
    for (const stream of streams) stream.send(stored);
  }

  /** Ends every stream with a "come back" spread over the drain delay, connections closed. */
  endAll(): void {
    for (const streams of [...this.byMember.values()]) {
      for (const stream of [...streams]) stream.end(reconnectFrame(this.drainDelay()), true);
    }
  }

  /** Ends every stream so each reconnects and replays what this instance may have missed. */
  resync(): void {
    for (const streams of [...this.byMember.values()]) {
      for (const stream of [...streams]) stream.end(reconnectFrame(this.limits.retryMs));
    }
  }

  close(): void {
    clearInterval(this.timer);
    this.endAll();
  }

  /** Writes every stream's heartbeat, then ends those whose session ended. */
  async heartbeat(): Promise<void> {
    const sessions = new Set<string>();
    for (const streams of this.byMember.values()) {
      for (const stream of streams) {
        stream.write(HEARTBEAT_FRAME);
        sessions.add(stream.sessionId);
      }
    }
    if (sessions.size === 0 || this.checking) return;
    this.checking = true;
    try {
      const ids = [...sessions];
      const live = new Set<string>();
      for (let start = 0; start < ids.length; start += SESSIONS_PER_CHECK) {
        for (const id of await this.liveSessions(ids.slice(start, start + SESSIONS_PER_CHECK)))
          live.add(id);
      }
      // Only the sessions asked about: a stream opened while the check ran waits for the next.
      for (const streams of [...this.byMember.values()]) {
        for (const stream of [...streams]) {
          if (sessions.has(stream.sessionId) && !live.has(stream.sessionId)) stream.end();
        }
      }
    } catch (error) {
      // The database away: streams stay until a check can be made.
      this.log.warn({ err: (error as Error).message }, 'live events: session check failed');
    } finally {
      this.checking = false;
    }
  }

  private add(stream: EventStream): void {
    const streams = this.byMember.get(stream.userId) ?? new Set<EventStream>();
    this.byMember.set(stream.userId, streams);
    streams.add(stream);
    this.total += 1;
    // The oldest first: a set keeps the order streams were added in.
    for (const oldest of streams) {
      if (streams.size <= this.limits.perMember) break;
      oldest.end(SUPERSEDED_FRAME);
    }
  }

  private remove(stream: EventStream): void {
    const streams = this.byMember.get(stream.userId);
    if (!streams?.delete(stream)) return;
    this.total -= 1;
    if (streams.size === 0) this.byMember.delete(stream.userId);
  }

  private drainDelay(): number {
    return this.limits.retryMs + Math.floor(Math.random() * this.limits.drainSpreadMs);
  }
}
