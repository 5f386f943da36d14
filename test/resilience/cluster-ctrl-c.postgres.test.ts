// `npm run cluster` stopped as a terminal's Ctrl-C stops it: SIGINT to its whole process group, the
// npm process, the script and the instances and HAProxy it started alike. Once npm has ended,
// nothing the cluster started runs (PgBouncer, in a group of its own, included) and every port it
// listened on refuses connections.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../../src/server/package-root';
import { createTestDatabase, withDatabaseName, type TestDatabase } from '../test-db';
import { bundleServer, type ServerBundle } from './server-process';

const INSTANCES = 2;
const READY_LINE = 'Ctrl-C stops everything.';

interface RunningProcess {
  pid: number;
  ppid: number;
  /** Its process group. */
  pgid: number;
  /** R, S, … or Z for a process that ended and was not yet reaped. */
  state: string;
  command: string;
}

/** Every process of the machine, from /proc. */
function processTable(): RunningProcess[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        // The command name in parentheses may hold spaces: the fields follow its last ')'.
        const [state = '', ppid = '', pgid = ''] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const command = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
        return [{ pid: Number(name), ppid: Number(ppid), pgid: Number(pgid), state, command }];
      } catch {
        // It ended while the table was read.
        return [];
      }
    });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A base port whose neighbours the cluster takes are free too (+1 PgBouncer, +11… instances), below
 * Linux's ephemeral range, where other processes' ports come and go.
 */
async function clusterPorts(): Promise<number[]> {
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 10_000);
    const ports = [base, base + 1, ...Array.from({ length: INSTANCES }, (_, i) => base + 11 + i)];
    const taken = await Promise.all(ports.map(accepts));
    if (!taken.some(Boolean)) return ports;
  }
}

let testDb: TestDatabase;
let bundle: ServerBundle;
let runDir: string;
let npm: ChildProcess | undefined;
/** What the cluster started, found once it was running, for the clean-up of a failed run. */
let started: RunningProcess[] = [];

beforeAll(async () => {
  [testDb, bundle] = await Promise.all([createTestDatabase(), bundleServer('src/server/main.ts')]);
  runDir = mkdtempSync(path.join(tmpdir(), 'kindly-cluster-'));
  // Under root PgBouncer runs as the postgres user, who must reach its folder inside this one.
  chmodSync(runDir, 0o755);
}, 60_000);

afterAll(async () => {
  // Only after a failure does anything still run: what this file started, found by its own
  // folder and server file, is ended by its id.
  if (npm?.pid && npm.exitCode === null && npm.signalCode === null) {
    process.kill(-npm.pid, 'SIGKILL');
  }
  const markers = [runDir, bundle?.file].filter((marker): marker is string => Boolean(marker));
  const leftOver = processTable().filter(
    (p) =>
      p.state !== 'Z' &&
      (markers.some((marker) => p.command.includes(marker)) ||
        started.some((s) => s.pid === p.pid && s.command === p.command)),
  );
  for (const { pid } of leftOver) process.kill(pid, 'SIGKILL');
  if (runDir) rmSync(runDir, { recursive: true, force: true });
  bundle?.remove();
  await testDb?.drop();
});

describe('npm run cluster and Ctrl-C', () => {
  it('a SIGINT to the process group leaves no process and no port behind', async () => {
    const ports = await clusterPorts();
    const directUrl = testDb.env.DATABASE_DIRECT_URL ?? testDb.env.DATABASE_URL!;
    const output: string[] = [];
    // In a process group of its own, as a terminal's shell starts a foreground job.
    npm = spawn('npm', ['run', 'cluster'], {
      cwd: packageRoot(),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? tmpdir(),
        CLUSTER_PORT: String(ports[0]),
        CLUSTER_INSTANCES: String(INSTANCES),
        CLUSTER_POSTGRES_URL: withDatabaseName(directUrl, 'postgres'),
        CLUSTER_DATABASE: new URL(directUrl).pathname.slice(1),
        CLUSTER_DIR: runDir,
        CLUSTER_SERVER: bundle.file,
        REDIS_URL: `${process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'}/10`,
      },
    });
    const group = npm.pid!;
    const ended = new Promise<void>((resolve) => npm!.once('exit', () => resolve()));
    const ready = new Promise<void>((resolve, reject) => {
      for (const stream of [npm!.stdout!, npm!.stderr!]) {
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => {
          output.push(chunk);
          if (output.join('').includes(READY_LINE)) resolve();
        });
      }
      void ended.then(() => reject(new Error(`npm run cluster ended:\n${output.join('')}`)));
    });
    await ready;

    const ours = (p: RunningProcess) =>
      p.pgid === group || p.command.includes(runDir) || p.command.includes(bundle.file);
    started = processTable().filter(ours);
    const commands = started.map((p) => p.command);
    expect(
      commands.filter((c) => c.includes('pgbouncer')),
      commands.join('\n'),
    ).toHaveLength(1);
    expect(
      commands.filter((c) => c.includes('haproxy')),
      commands.join('\n'),
    ).toHaveLength(1);
    expect(
      commands.filter((c) => c.includes(bundle.file)),
      commands.join('\n'),
    ).toHaveLength(INSTANCES);
    for (const port of ports) expect(await accepts(port), `port ${port}`).toBe(true);
    // Each is a descendant of npm, so the script can stop it and wait for its end: a daemon
    // adopted by init outlives any stop that does not reach it.
    const table = new Map(processTable().map((p) => [p.pid, p]));
    const descendsFromNpm = (pid: number): boolean => {
      for (let at = table.get(pid); at && at.pid > 1; at = table.get(at.ppid)) {
        if (at.pid === group) return true;
      }
      return false;
    };
    const adopted = started.filter((p) => !descendsFromNpm(p.pid));
    expect(adopted.map((p) => `${p.pid} (parent ${p.ppid}) ${p.command}`)).toEqual([]);

    process.kill(-group, 'SIGINT');
    await ended;

    // A process that ended but was not reaped yet (Z) holds no port and runs nothing.
    const left = processTable().filter(
      (p) => p.state !== 'Z' && (ours(p) || started.some((s) => s.pid === p.pid)),
    );
    expect(
      left.map((p) => `${p.pid} ${p.command}`),
      output.join(''),
    ).toEqual([]);
    const listening = [];
    for (const port of ports) if (await accepts(port)) listening.push(port);
    expect(listening, output.join('')).toEqual([]);
  }, 50_000);
});
