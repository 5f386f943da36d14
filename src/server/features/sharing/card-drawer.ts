// Draws share previews on a worker thread of the server process (card-drawing.worker.ts), so the
// event loop keeps answering pages and health checks while a card is drawn. The thread starts
// with the first share page or card asked for, and lives as long as the app (DECISIONS 48).
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { SharpLoader } from '../media/sharp-loader';

/** A drawing, as the worker receives it. */
export interface CardJob {
  id: number;
  text: string;
  siteName: string;
  picture: Uint8Array | null;
}

/** The worker's answer to one job, or its word that its libraries are loaded (in ms). */
export type CardOutcome =
  { id: number; png: Uint8Array } | { id: number; error: string } | { ready: number };

interface Pending {
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * The drawing thread: the bundle's `card-worker.js` beside the server's own bundle (an entry of
 * tsup.config.ts), or, when the server runs from src/ (tsx, the tests), the TypeScript module
 * loaded through tsx's API: a worker thread does not inherit the loader of its process.
 */
function startWorker(): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./card-worker.js', here));
  const source = JSON.stringify(new URL('./card-drawing.worker.ts', here).href);
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const bootstrap = `import(${tsx}).then(({ tsImport }) => tsImport(${source}, ${source}));`;
  return new Worker(bootstrap, { eval: true });
}

export class CardDrawer {
  private worker: Worker | undefined;
  private starting: Promise<Worker> | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly sharp: SharpLoader,
  ) {}

  /** Starts the thread ahead of a card about to be asked for (a share page was served). */
  warm(): void {
    // A thread that cannot start fails the card's own request, which logs why.
    if (!this.closed) this.start().catch(() => undefined);
  }

  /** The preview PNG of `text` over `picture` (or the plain ground), drawn on the worker. */
  async draw(text: string, siteName: string, picture: Buffer | null): Promise<Buffer> {
    const worker = await this.start();
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, text, siteName, picture } satisfies CardJob);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker ?? (await this.starting?.catch(() => undefined));
    this.worker = undefined;
    await worker?.terminate();
  }

  private start(): Promise<Worker> {
    if (this.closed) return Promise.reject(new Error('the card drawer is closed'));
    if (this.worker) return Promise.resolve(this.worker);
    // sharp's libraries must be loaded by the main thread before a worker loads them, or they
    // are unloaded with that worker while the process still needs them (sharp's documentation
    // on worker threads).
    this.starting ??= this.sharp.load().then(
      () => {
        const worker = startWorker();
        // A worker never keeps the process running: closing the app ends it.
        worker.unref();
        worker.on('message', (outcome: CardOutcome) => this.settle(outcome));
        worker.on('error', (error) => this.fail(worker, error));
        worker.on('exit', (code) =>
          this.fail(worker, new Error(`the card drawing thread exited (${code})`)),
        );
        this.worker = worker;
        this.starting = undefined;
        return worker;
      },
      (error: unknown) => {
        this.starting = undefined;
        throw error;
      },
    );
    return this.starting;
  }

  private settle(outcome: CardOutcome): void {
    if ('ready' in outcome) {
      this.log.info({ ms: outcome.ready }, 'share card drawing thread ready');
      return;
    }
    const pending = this.pending.get(outcome.id);
    if (!pending) return;
    this.pending.delete(outcome.id);
    if ('png' in outcome) {
      const png = outcome.png;
      pending.resolve(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
    } else {
      pending.reject(new Error(`the card could not be drawn: ${outcome.error}`));
    }
  }

  /** A thread that failed takes its drawings with it; the next card starts a new one. */
  private fail(worker: Worker, error: Error): void {
    if (this.worker === worker) this.worker = undefined;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}
