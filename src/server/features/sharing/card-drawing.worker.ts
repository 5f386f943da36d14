// The thread share previews are drawn on (card-drawer.ts): satori's layout and resvg's rendering
// each hold their thread for hundreds of milliseconds, which on the server's own thread would
// stall every other request for as long.
import { parentPort } from 'node:worker_threads';
import { drawComplimentCard, prepareDrawing } from './card-drawing';
import type { CardJob, CardOutcome } from './card-drawer';

const port = parentPort;
if (!port) throw new Error('card-drawing.worker.ts runs only as a worker thread');

// The thread starts when a card is about to be asked for: its libraries load at once.
const started = performance.now();
prepareDrawing().then(
  () => port.postMessage({ ready: Math.round(performance.now() - started) } satisfies CardOutcome),
  // A failure to load shows again, with its request, when a card is drawn.
  () => undefined,
);

port.on('message', (job: CardJob) => {
  const bytes = job.picture;
  const picture = bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null;
  drawComplimentCard(job.text, job.siteName, picture).then(
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
