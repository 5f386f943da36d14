// The child processes of the bench: the app's production build, the bare server, wrk and the
// fixed-count client. None of them shares a process with the bench or with each other.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const rootDir = path.resolve(benchDir, '..');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Server {
  name: string;
  origin: string;
  child: ChildProcess;
  logFile: string;
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();

/** Ends every process still running (an interrupted bench leaves no server behind). */
export function killAll(): void {
  for (const child of running) child.kill('SIGKILL');
}

/** Starts a Node program in its own process and waits until `readyPath` answers 200. */
export async function startProcess(options: {
  name: string;
  args: string[];
  env: Record<string, string>;
  port: number;
  logFile: string;
  readyPath?: string;
  timeoutMs?: number;
}): Promise<Server> {
  const log = openSync(options.logFile, 'a');
  const child = spawn(process.execPath, options.args, {
    cwd: rootDir,
    env: { PATH: process.env.PATH ?? '', ...options.env, PORT: String(options.port) },
    stdio: ['ignore', log, log],
  });
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const origin = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  let gone = false;
  void exited.then(() => (gone = true));
  while (Date.now() < deadline && !gone) {
    try {
      const response = await fetch(`${origin}${options.readyPath ?? '/'}`);
      await response.arrayBuffer();
      if (response.status === 200)
        return { name: options.name, origin, child, logFile: options.logFile, exited };
    } catch {
      // not listening yet
    }
    await pause(200);
  }
  child.kill('SIGKILL');
  const tail = readFileSync(options.logFile, 'utf8').split('\n').slice(-15).join('\n');
  throw new Error(`${options.name} did not start (log ${options.logFile}):\n${tail}`);
}

/** SIGTERM, as an orchestrator would send: the app drains and writes its batched counts. */
export async function stopProcess(server: Server, timeoutMs = 30_000): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), timeoutMs);
  await server.exited;
  clearTimeout(timer);
}

/** Resident memory of a process in bytes (Linux), or null where /proc is missing. */
export function rssBytes(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

function run(
  command: string,
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: rootDir,
      env: { ...process.env, KINDLY_BENCH_DIR: benchDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface LoadResult {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and answers with a status of 400 or more. */
  errors: number;
  /** Of those, requests that got no answer within 5 s (socket timeouts). */
  timeouts: number;
}

export type LoadGenerator = 'wrk' | 'autocannon';

export async function detectLoadGenerator(): Promise<LoadGenerator> {
  try {
    const { code } = await run('wrk', ['--version']);
    // wrk prints its version and exits 1.
    if (code !== null) return 'wrk';
  } catch {
    // not installed
  }
  return 'autocannon';
}

/** One timed load from a separate process: `wrk -t1 -c<connections>`, or autocannon's CLI. */
export async function timedLoad(options: {
  generator: LoadGenerator;
  origin: string;
  path: string;
  /** A request list (see load-list.lua); without one, every request is GET `path`. */
  listFile?: string;
  /** Sent with every request (the reader's Accept-Language). */
  headers?: Record<string, string>;
  seconds: number;
  connections: number;
}): Promise<LoadResult> {
  if (options.generator === 'autocannon') return autocannonLoad(options);
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ]);
  const args = [
    '-t1',
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    '--timeout',
    '5s',
    ...headerArgs,
    '-s',
    path.join(benchDir, options.listFile ? 'load-list.lua' : 'report.lua'),
    `${options.origin}${options.path}`,
  ];
  if (options.listFile) args.push('--', options.listFile);
  const { stdout, stderr } = await run('wrk', args);
  const line = stdout.split('\n').find((text) => text.startsWith('BENCH_JSON '));
  if (!line) throw new Error(`wrk gave no result:\n${stdout}\n${stderr}`);
  const r = JSON.parse(line.slice('BENCH_JSON '.length)) as Record<string, number>;
  const seconds = r.durationUs! / 1e6;
  // wrk counts a timeout only beside answers: a server that answers nothing at all would show no
  // errors. Then every connection's request went unanswered.
  const silent = r.requests === 0 ? options.connections : 0;
  return {
    requests: r.requests!,
    seconds,
    requestsPerSecond: r.requests! / seconds,
    p50Ms: r.p50Us! / 1000,
    p99Ms: r.p99Us! / 1000,
    errors:
      r.connectErrors! + r.readErrors! + r.writeErrors! + r.statusErrors! + r.timeouts! + silent,
    timeouts: r.timeouts! + silent,
  };
}

async function autocannonLoad(options: {
  origin: string;
  path: string;
  listFile?: string;
  headers?: Record<string, string>;
  seconds: number;
  connections: number;
}): Promise<LoadResult> {
  // autocannon's CLI sends one request shape: a list's first line stands for all of it.
  let method = 'GET';
  let urlPath = options.path;
  let cookie = '';
  let body = '';
  if (options.listFile) {
    const first = readFileSync(options.listFile, 'utf8').split('\n')[0] ?? '';
    [method = 'GET', urlPath = options.path, cookie = '', body = ''] = first.split('\t');
  }
  const args = [
    path.join(rootDir, 'node_modules', 'autocannon', 'autocannon.js'),
    '-j',
    '-c',
    String(options.connections),
    '-d',
    String(options.seconds),
    '-m',
    method,
  ];
  if (cookie) args.push('-H', `cookie=${cookie}`);
  for (const [name, value] of Object.entries(options.headers ?? {}))
    args.push('-H', `${name}=${value}`);
  if (body) args.push('-H', 'content-type=application/json', '-b', body);
  args.push(`${options.origin}${urlPath}`);
  const { stdout } = await run(process.execPath, args);
  const r = JSON.parse(stdout) as {
    requests: { total: number };
    latency: { p50: number; p99: number };
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  return {
    requests: r.requests.total,
    seconds: r.duration,
    requestsPerSecond: r.requests.total / r.duration,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    timeouts: r.timeouts,
  };
}

/** Exactly `total` requests from the list, from a separate process; answers counted by status. */
export async function fixedCountLoad(options: {
  origin: string;
  listFile: string;
  total: number;
  connections: number;
}): Promise<Record<string, number>> {
  const { code, stdout, stderr } = await run(process.execPath, [
    '--import',
    'tsx',
    path.join(benchDir, 'count-load.ts'),
    JSON.stringify({ ...options, file: options.listFile }),
  ]);
  if (code !== 0) throw new Error(`the fixed-count load failed:\n${stderr}`);
  return JSON.parse(stdout) as Record<string, number>;
}
