// A fixed number of requests over keep-alive connections, run in its own process by bench/run.ts
// for the count check: unlike a timed run, no call is cut at the end, so every answer is counted.
// Input (argv[2], JSON): origin, the request list file of load-list.lua (a line's fourth field is
// a JSON body), total, connections.
// Output (stdout, JSON): how many answers each status got (0: no answer).
import { readFileSync } from 'node:fs';
import http from 'node:http';

interface Input {
  origin: string;
  file: string;
  total: number;
  connections: number;
}

const input = JSON.parse(process.argv[2] ?? '{}') as Input;
const list = readFileSync(input.file, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => {
    const [method = 'GET', path = '/', cookie = '', body = ''] = line.split('\t');
    return { method, path, cookie, body };
  });
const agent = new http.Agent({ keepAlive: true, maxSockets: input.connections });
const statuses: Record<string, number> = {};
let next = 0;
let stalled = false;

function send(index: number): Promise<number> {
  const item = list[index % list.length]!;
  return new Promise((resolve) => {
    const request = http.request(
      `${input.origin}${item.path}`,
      {
        method: item.method,
        agent,
        headers: {
          ...(item.cookie ? { cookie: item.cookie } : {}),
          ...(item.body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    // A request the server never answers would hold the bench forever: after 15 s it counts as
    // status 0, as a refused connection does, and no further request is sent.
    request.setTimeout(15_000, () => {
      stalled = true;
      request.destroy(new Error('no answer within 15 s'));
    });
    request.on('error', () => resolve(0));
    request.end(item.body || undefined);
  });
}

async function worker(): Promise<void> {
  while (next < input.total && !stalled) {
    const status = await send(next++);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
}

await Promise.all(Array.from({ length: input.connections }, () => worker()));
agent.destroy();
process.stdout.write(`${JSON.stringify(statuses)}\n`);
