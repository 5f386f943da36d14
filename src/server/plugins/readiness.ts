// Where an instance is in its life, as one state (SECURITY F5, DECISIONS 62): starting until it
// listens, ready while it serves, leaving while /readyz tells the balancer to take it out and every
// request is still served, closed once close began: new requests are then refused and each answer
// closes its connection, so the drain does not wait on idle keep-alive sockets.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

type ServingState = 'starting' | 'ready' | 'leaving' | 'closed';

export class Readiness {
  private current: ServingState = 'starting';
  private readonly leaving: (() => void)[] = [];

  get state(): ServingState {
    return this.current;
  }

  /** Closed: every request gets the 503 of the security hook, every answer `connection: close`. */
  get draining(): boolean {
    return this.current === 'closed';
  }

  /** Asked to stop: leaving or closed. */
  get stopping(): boolean {
    return this.current === 'leaving' || this.current === 'closed';
  }

  /** Serving on a socket, leaving included: the time when its event loop is judged (shedding). */
  get serving(): boolean {
    return this.current === 'ready' || this.current === 'leaving';
  }

  /** The server listens. An app answering only in-process requests (inject) stays starting. */
  listening(): void {
    if (this.current === 'starting') this.current = 'ready';
  }

  /** Asked to stop behind a balancer; false when it is leaving or closed already. */
  leave(): boolean {
    if (this.current === 'leaving' || this.current === 'closed') return false;
    this.current = 'leaving';
    for (const listener of this.leaving) listener();
    return true;
  }

  /** Runs `listener` when the instance starts leaving (the live event streams end then). */
  onLeave(listener: () => void): void {
    this.leaving.push(listener);
  }

  /** Close began (main.ts when stopping, Fastify's preClose otherwise); false when it had. */
  close(): boolean {
    if (this.current === 'closed') return false;
    this.current = 'closed';
    return true;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export const readinessPlugin = fp(
  async (app: FastifyInstance) => {
    const readiness = new Readiness();
    app.decorate('readiness', readiness);
    app.addHook('onListen', async () => readiness.listening());
    app.addHook('preClose', async () => {
      readiness.close();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (readiness.draining) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'readiness' },
);
