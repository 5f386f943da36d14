// The thread share previews are drawn on (card-drawer.ts): satori's layout and resvg's rendering
// each hold their thread for hundreds of milliseconds, which on the server's own thread would
// stall every other request for as long.
import { parentPort, type MessagePort } from 'node:worker_threads';
import { CardDrawing } from './card-drawing';
import type { CardJob, CardOutcome } from './card-drawer';

/** Draws the jobs `port` sends, with libraries that live as long as the thread. */
function serve(port: MessagePort): void {
  const drawing = new CardDrawing();
  // The thread starts when a card is about to be asked for: its libraries load at once.
  const started = performance.now();
  drawing.prepare().then(
    () =>
      port.postMessage({ ready: Math.round(performance.now() - started) } satisfies CardOutcome),
    // A failure to load shows again, with its request, when a card is drawn.
    () => undefined,
  );

  port.on('message', (job: CardJob) => {
    const bytes = job.picture;
    const picture = bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null;
    drawing.draw(job.text, job.siteName, picture).then(
      (png) => {
        // A copy of just the PNG's bytes, handed over to the main thread without another copy.
        const copy = new Uint8Array(png);
        port.postMessage({ id: job.id, png: copy } satisfies CardOutcome, [copy.buffer]);
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        port.postMessage({ id: job.id, error: message } satisfies CardOutcome);
      },
    );
  });
}

if (!parentPort) throw new Error('card-drawing.worker.ts runs only as a worker thread');
serve(parentPort);
