// Answers a few hot GETs (the probes, the fixed pages, the random compliment) straight from Node's
// request listener, before Fastify's per-request work (DECISIONS 31). Each answer is the one the
// Fastify route would give, headers included. The probes, the pages and a guest's pick are made
// from what the route has ready in memory and do not depend on who asks (pages and probes never
// read sessions, DECISIONS 9). A member's random compliment is answered here too, but only after
// the same session read as the API's session hook (`sessionOfCookie`), and only when that hook
// would have added nothing to the answer: a cookie that is forged, unknown, expired or due for
// its rolling refresh (a Set-Cookie) goes to Fastify, as does a pick that finds nothing. So a
// member gets what the route would give them, and no one is answered as someone else. Whenever
// anything is not ready, or anything else could make the answer differ (a query string, another
// method, a draining or shedding server, request logging at debug level), the request goes
// through Fastify as usual.
import http, {
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import type { FastifyServerOptions } from 'fastify';

/** The options Fastify reads when it makes an HTTP/1 server itself. */
interface ServerOptions {
  http?: http.ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
}

export interface FastAnswer {
  status: number;
  /** Every header of the answer; Content-Length is worked out here when it is missing. */
  headers: OutgoingHttpHeaders;
  body: string | Buffer;
}

/** An answer given again and again: its headers, Content-Length included, are made once. */
export function fixedAnswer(
  status: number,
  headers: OutgoingHttpHeaders,
  body: string | Buffer,
): FastAnswer {
  return { status, headers: { ...headers, 'content-length': Buffer.byteLength(body) }, body };
}

/**
 * What a fast route answers, or undefined to leave the request to Fastify. A route that must wait
 * (a member's pick) answers a promise; one that rejects also leaves the request to Fastify, whose
 * error handling then gives the answer.
 */
export type FastRoute = (
  request: IncomingMessage,
) => FastAnswer | undefined | Promise<FastAnswer | undefined>;

export interface FastRouteOptions {
  /** Answer even while the server sheds load: a liveness probe must not fail because it is busy. */
  whileShedding?: boolean;
}

interface Entry {
  route: FastRoute;
  whileShedding: boolean;
}

export interface FastLaneState {
  /** Closing: every request must get the draining answer of the security hook. */
  isDraining: () => boolean;
  isShedding: () => boolean;
}

export class FastLane {
  private readonly routes = new Map<string, Entry>();
  private state: FastLaneState | null = null;

  /** @param enabled false when every request must be logged (debug level) or in tests of the slow path. */
  constructor(private readonly enabled: boolean) {}

  /** Called once the hooks it mirrors exist; until then every request goes through Fastify. */
  open(state: FastLaneState): void {
    this.state = state;
  }

  /** `path` is matched exactly against the request's URL, so a query string always goes to Fastify. */
  get(path: string, route: FastRoute, options: FastRouteOptions = {}): void {
    if (!this.enabled) return;
    this.routes.set(path, { route, whileShedding: options.whileShedding ?? false });
  }

  /** False when the request is left to `fallback` (Fastify) at once; true when taken here. */
  handle(
    request: IncomingMessage,
    response: ServerResponse,
    fallback: (request: IncomingMessage, response: ServerResponse) => void,
  ): boolean {
    if (request.method !== 'GET' || !this.state) return false;
    const entry = this.routes.get(request.url ?? '');
    if (!entry || this.state.isDraining()) return false;
    if (!entry.whileShedding && this.state.isShedding()) return false;
    const answer = entry.route(request);
    if (!answer) return false;
    if (!(answer instanceof Promise)) {
      this.write(response, answer);
      return true;
    }
    answer.then(
      (ready) => (ready ? this.write(response, ready) : fallback(request, response)),
      () => fallback(request, response),
    );
    return true;
  }

  private write(response: ServerResponse, answer: FastAnswer): void {
    let headers = answer.headers;
    if (headers['content-length'] === undefined)
      headers = { ...headers, 'content-length': Buffer.byteLength(answer.body) };
    // An answer finishing after close began closes its connection, as Fastify's do (SECURITY F5).
    if (this.state?.isDraining()) headers = { ...headers, connection: 'close' };
    response.writeHead(answer.status, headers);
    response.end(answer.body);
  }

  /**
   * Fastify's `serverFactory`: the same HTTP/1 server Fastify would make from these options, with
   * this lane in front of Fastify's handler.
   */
  serverFactory(): NonNullable<FastifyServerOptions['serverFactory']> {
    return (handler, fastifyOptions) => {
      const options = fastifyOptions as ServerOptions;
      const server = http.createServer(options.http ?? {}, (request, response) => {
        if (!this.handle(request, response, handler)) handler(request, response);
      });
      server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
      server.requestTimeout = options.requestTimeout ?? 0;
      server.setTimeout(options.connectionTimeout ?? 0);
      return server;
    };
  }
}
