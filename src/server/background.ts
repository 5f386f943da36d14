// Work that runs after the answer (mail, counters); shutdown and tests wait for it to settle.
import type { FastifyBaseLogger } from 'fastify';

export class BackgroundTasks {
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, task: () => Promise<unknown>): void {
    const promise = task()
      .catch((error: unknown) =>
        this.log.error({ err: error, task: name }, 'background task failed'),
      )
      .finally(() => this.pending.delete(promise));
    this.pending.add(promise);
  }

  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}

/**
 * The net under work nobody awaited (a timer, a forgotten promise): the rejection is logged with
 * its stack and the process keeps serving, since one lost promise must not end every request (F7).
 */
export function logUnhandledRejection(log: FastifyBaseLogger): (reason: unknown) => void {
  return (reason) => log.error({ err: reason }, 'unhandled rejection');
}
