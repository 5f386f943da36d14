// A fixed number of requests over keep-alive connections, run in its own process by bench/run.ts
// for the count check: unlike a timed run, no call is cut at the end, so every answer is counted.
// Input (argv[2], JSON): origin, the request list file of load-list.lua, total, connections.
// Output (stdout, JSON): how many answers each status got.
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
    const [method = 'GET', path = '/', cookie = ''] = line.split('\t');
    return { method, path, cookie };
  });
const agent = new http.Agent({ keepAlive: true, maxSockets: input.connections });
const statuses: Record<string, number> = {};
let next = 0;

function send(index: number): Promise<number> {
  const item = list[index % list.length]!;
  return new Promise((resolve) => {
    const request = http.request(
      `${input.origin}${item.path}`,
      { method: item.method, agent, headers: item.cookie ? { cookie: item.cookie } : {} },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', () => resolve(0));
    request.end();
  });
}

async function worker(): Promise<void> {
  while (next < input.total) {
    const status = await send(next++);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
}

await Promise.all(Array.from({ length: input.connections }, () => worker()));
agent.destroy();
process.stdout.write(`${JSON.stringify(statuses)}\n`);
