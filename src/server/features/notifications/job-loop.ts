// One worker of a pg-boss queue in this instance: fetches a batch, hands it over, and looks again
// at once while batches come full, else after `pollMs` or as soon as something here queued a job
// (`wake`). pg-boss's own `work` completes or fails a whole batch together; this loop lets the
// handler settle each job on its own, and stopping it waits for the batch in hand (DECISIONS 77).
import type { FastifyBaseLogger } from 'fastify';

export interface LoopJob<T> {
  id: string;
  data: T;
}

export class JobLoop<T> {
  private stopping = false;
  private woken = false;
  private endPause: (() => void) | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly name: string,
    private readonly options: {
      batchSize: number;
      pollMs: number;
      fetch: (batchSize: number) => Promise<LoopJob<T>[]>;
      handle: (jobs: LoopJob<T>[]) => Promise<void>;
      log: FastifyBaseLogger;
    },
  ) {}

  start(): void {
    this.running ??= this.run();
  }

  /** Looks for jobs now instead of at the next poll. */
  wake(): void {
    this.woken = true;
    this.endPause?.();
  }

  /** Ends the loop once the batch in hand is settled. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.endPause?.();
    await this.running;
  }

  private async run(): Promise<void> {
    const { batchSize, fetch, handle, log } = this.options;
    while (!this.stopping) {
      let full = false;
      this.woken = false;
      try {
        const jobs = await fetch(batchSize);
        if (jobs.length > 0) await handle(jobs);
        full = jobs.length === batchSize;
      } catch (error) {
        log.warn({ err: error, queue: this.name }, 'job queue worker failed');
      }
      if (!full) await this.pause();
    }
  }

  private pause(): Promise<void> {
    if (this.stopping || this.woken) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.endPause?.(), this.options.pollMs);
      this.endPause = () => {
        clearTimeout(timer);
        this.endPause = undefined;
        resolve();
      };
    });
  }
}
