// The event streams of the bench's streams row, opened from a process of their own: `total`
// streams of GET /api/events, spread over the members' cookies, each on its own connection as a
// browser tab's EventSource. Prints `OPENED <count> <ms>` once every stream got its first line,
// then holds them until SIGTERM, when it prints `HELD <open> <bytes>` and exits.
import { request, type ClientRequest } from 'node:http';

interface Options {
  origin: string;
  cookies: string[];
  total: number;
  /** Streams asked for at once. */
  batch: number;
}

const options = JSON.parse(process.argv[2] ?? '{}') as Options;
const requests: ClientRequest[] = [];
let open = 0;
let bytes = 0;

function openOne(cookie: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${options.origin}/api/events`,
      { headers: { accept: 'text/event-stream', cookie }, agent: false },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`stream answered ${res.statusCode}`));
          return;
        }
        let first = true;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (!first) return;
          first = false;
          open += 1;
          resolve();
        });
        res.on('close', () => (open -= first ? 0 : 1));
      },
    );
    req.on('error', reject);
    req.end();
    requests.push(req);
  });
}

const started = performance.now();
for (let start = 0; start < options.total; start += options.batch) {
  const batch: Promise<void>[] = [];
  for (let i = start; i < Math.min(options.total, start + options.batch); i++) {
    batch.push(openOne(options.cookies[i % options.cookies.length]!));
  }
  await Promise.all(batch);
}
console.log(`OPENED ${open} ${Math.round(performance.now() - started)}`);

process.on('SIGTERM', () => {
  console.log(`HELD ${open} ${bytes}`);
  for (const req of requests) req.destroy();
  process.exit(0);
});
