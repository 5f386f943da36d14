// Reads a Server-Sent Events answer as a browser's EventSource would (the WHATWG parsing rules),
// over a connection of its own, so a test waits on the events themselves.
import { request, type IncomingHttpHeaders } from 'node:http';

export interface ReceivedEvent {
  id: string | undefined;
  event: string;
  data: string;
}

export interface EventStreamOptions {
  cookie?: string;
  lastEventId?: string;
}

export class EventStreamReader {
  readonly events: ReceivedEvent[] = [];
  readonly comments: string[] = [];
  /** The `retry:` values in the order they came. */
  readonly retries: number[] = [];
  /** Resolves when the server ends the answer (or the connection closes). */
  readonly ended: Promise<void>;
  private buffer = '';
  private pending: { id?: string; event?: string; data: string[] } = { data: [] };
  private readonly watchers = new Set<() => void>();
  private endedNow = false;

  private constructor(
    readonly status: number,
    readonly headers: IncomingHttpHeaders,
    readonly body: NodeJS.ReadableStream & { destroy(): void },
    /** Whether the server closed the connection after the answer (a drain). */
    private readonly socketClosed: Promise<void>,
  ) {
    body.setEncoding('utf8');
    this.ended = new Promise((resolve) => {
      const done = () => {
        this.endedNow = true;
        this.notify();
        resolve();
      };
      body.on('end', done);
      body.on('close', done);
      body.on('error', done);
    });
    body.on('data', (chunk: string) => this.read(chunk));
  }

  /** Opens `url` (a full URL) as EventSource would, answering once the headers came. */
  static open(url: string, options: EventStreamOptions = {}): Promise<EventStreamReader> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string> = { accept: 'text/event-stream' };
      if (options.cookie) headers.cookie = options.cookie;
      if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
      const req = request(url, { headers, agent: false }, (res) => {
        const socket = res.socket;
        const socketClosed = new Promise<void>((done) => socket.once('close', () => done()));
        resolve(new EventStreamReader(res.statusCode ?? 0, res.headers, res, socketClosed));
      });
      req.on('error', reject);
      req.end();
    });
  }

  get isEnded(): boolean {
    return this.endedNow;
  }

  /** The first event (already in or still to come) that `match` accepts. */
  waitFor(
    match: (event: ReceivedEvent) => boolean,
    what: string,
    ms = 5_000,
  ): Promise<ReceivedEvent> {
    return this.wait(() => this.events.find(match), what, ms);
  }

  /** Resolves once `count` comments (heartbeats) arrived. */
  async waitForComments(count: number, ms = 5_000): Promise<void> {
    await this.wait(
      () => (this.comments.length >= count ? true : undefined),
      `${count} comments`,
      ms,
    );
  }

  /** Resolves once the server closed the connection itself, not only the answer. */
  connectionClosed(): Promise<void> {
    return this.socketClosed;
  }

  close(): void {
    this.body.destroy();
  }

  private wait<T>(found: () => T | undefined, what: string, ms: number): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const value = found();
        if (value !== undefined) {
          finish();
          resolve(value);
        } else if (this.endedNow) {
          finish();
          reject(new Error(`the stream ended before ${what}; events: ${this.describe()}`));
        }
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`waited ${ms / 1000} s for ${what}; events: ${this.describe()}`));
      }, ms);
      const finish = () => {
        clearTimeout(timer);
        this.watchers.delete(check);
      };
      this.watchers.add(check);
      check();
    });
  }

  private describe(): string {
    return JSON.stringify(this.events.map(({ event, id }) => `${event}#${id ?? ''}`));
  }

  private notify(): void {
    for (const watcher of [...this.watchers]) watcher();
  }

  private read(chunk: string): void {
    this.buffer += chunk;
    let newline = this.buffer.search(/\r\n|\r|\n/);
    while (newline >= 0) {
      const line = this.buffer.slice(0, newline);
      const length = this.buffer.startsWith('\r\n', newline) ? 2 : 1;
      this.buffer = this.buffer.slice(newline + length);
      this.line(line);
      newline = this.buffer.search(/\r\n|\r|\n/);
    }
    this.notify();
  }

  private line(line: string): void {
    if (line === '') {
      const { id, event, data } = this.pending;
      if (data.length > 0)
        this.events.push({ id, event: event ?? 'message', data: data.join('\n') });
      this.pending = { data: [] };
      return;
    }
    if (line.startsWith(':')) {
      this.comments.push(line.slice(1).trim());
      return;
    }
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') this.pending.data.push(value);
    else if (field === 'event') this.pending.event = value;
    else if (field === 'id') this.pending.id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) this.retries.push(Number(value));
  }
}
