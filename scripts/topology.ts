// The parts of the multi-instance topology started from Debian's packages (docs/DEPLOY.md):
// HAProxy in front of the instances and PgBouncer behind them. `npm run cluster`, the test that
// kills an instance under load and the bench's topology row start them the same way.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { packageRoot } from '../src/server/package-root';

const root = packageRoot();

/** Where Debian puts a package's program; PATH of a non-root shell often lacks /usr/sbin. */
function program(name: string): string | undefined {
  for (const dir of ['/usr/sbin', '/usr/bin', '/sbin', '/bin']) {
    const candidate = path.join(dir, name);
    if (spawnSync('test', ['-x', candidate]).status === 0) return candidate;
  }
  return undefined;
}

/** Installs Debian's packages that are missing (as .ci/run installs Chromium). */
export function ensureDebianPackages(packages: Record<string, string>): void {
  const missing = Object.entries(packages)
    .filter(([command]) => !program(command))
    .map(([, pkg]) => pkg);
  if (missing.length === 0) return;
  console.log(`== installing Debian's ${missing.join(', ')}`);
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (update.status !== 0 || install.status !== 0) {
    throw new Error(`could not install ${missing.join(', ')} (apt-get needs root)`);
  }
}

/** Resolves once something accepts connections on the port, or fails after `timeoutMs`. */
export async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface Pgbouncer {
  port: number;
  process: ChildProcess;
  /** Resolves once PgBouncer accepts connections; fails when it ends first. */
  ready: Promise<void>;
  /** Sends SIGTERM (PgBouncer's immediate shutdown) if it still runs, and waits for its end. */
  stop(): Promise<void>;
}

/**
 * PgBouncer in transaction mode (deploy/pgbouncer.ini) on `port`, in front of PostgreSQL, as a child
 * that the caller stops and waits for. It has a process group of its own, so a terminal's Ctrl-C
 * does not reach it: the instances, which do get it, write their last counts through it while they
 * close, and the caller stops it after them.
 */
export function startPgbouncer(runDir: string, port: number, pgPort = 5432): Pgbouncer {
  const script = path.join(root, 'scripts', 'pgbouncer.sh');
  const child = spawn(script, ['run', runDir, String(port), '127.0.0.1', String(pgPort)], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // What it printed while starting, for the error when it ends first; its log file has the rest.
  let output: string[] | null = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => output?.push(chunk));
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = Promise.race([
    waitForPort(port),
    exited.then(() => {
      throw new Error(`PgBouncer exited: ${output?.join('') ?? ''}`);
    }),
  ]);
  // A stop before it is ready ends it on purpose: no caller need hear of that failure.
  ready.then(
    () => (output = null),
    () => {},
  );
  return {
    port,
    process: child,
    ready,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface Backend {
  name: string;
  port: number;
}

/** deploy/haproxy.cfg with its bind address, run folder and one server line per instance. */
function haproxyConfig(runDir: string, port: number, backends: Backend[]): string {
  const template = readFileSync(path.join(root, 'deploy', 'haproxy.cfg'), 'utf8');
  const servers = backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port}`).join('\n');
  return template
    .replaceAll('@BIND@', `127.0.0.1:${port}`)
    .replaceAll('@RUN_DIR@', runDir)
    .replace(/^@SERVERS@$/m, servers);
}

export interface BackendState {
  /** As HAProxy's health checks see it: UP, DOWN, … */
  status: string;
  /** Connections HAProxy has sent it since HAProxy started. */
  sessions: number;
}

/** Each instance's state and traffic, by server name, from HAProxy's stats socket. */
export async function backendStates(runDir: string): Promise<Record<string, BackendState>> {
  const csv = await new Promise<string>((resolve, reject) => {
    const socket = connect(path.join(runDir, 'haproxy.sock'));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
    socket.end('show stat\n');
  });
  const [header = '', ...rows] = csv.replace(/^# /, '').trim().split('\n');
  const columns = header.split(',');
  const name = columns.indexOf('svname');
  const status = columns.indexOf('status');
  const total = columns.indexOf('stot');
  const states: Record<string, BackendState> = {};
  for (const row of rows) {
    const cells = row.split(',');
    const server = cells[name] ?? '';
    if (server === 'FRONTEND' || server === 'BACKEND') continue;
    states[server] = { status: cells[status] ?? '', sessions: Number(cells[total] ?? 0) };
  }
  return states;
}

export interface Haproxy {
  port: number;
  process: ChildProcess;
  /** What HAProxy printed (its alerts and warnings). */
  output: string[];
  stop(): Promise<void>;
}

export async function startHaproxy(
  runDir: string,
  port: number,
  backends: Backend[],
): Promise<Haproxy> {
  const binary = program('haproxy');
  if (!binary) throw new Error('haproxy is not installed (apt-get install haproxy)');
  const file = path.join(runDir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(runDir, port, backends));
  // -db: stay in the foreground, so the process is this child and ends with it.
  const child = spawn(binary, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => output.push(chunk));
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await Promise.race([
      waitForPort(port),
      exited.then(() => {
        throw new Error(`haproxy exited: ${output.join('')}`);
      }),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    port,
    process: child,
    output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
