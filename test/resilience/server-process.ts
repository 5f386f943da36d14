// Runs the real server (src/server/main.ts) as a child process, as production does, so a test can
// signal it, load it over real sockets and read its memory and exit code.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'tsup';
import { packageRoot } from '../../src/server/package-root';
import { closedPort, type LogLine } from '../platform/platform-app';
import { createTestDatabase, testDbKind } from '../test-db';

/** The SESSION_SECRET of testConfig(), so cookies made by an in-process test app work here too. */
export const TEST_SESSION_SECRET = 'test-secret-test-secret-test-secret-0123';

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** performance.now() when the process ended. */
  at: number;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** The JSON log lines the server printed so far. */
  logs: LogLine[];
  /** Whatever the server printed that was not a JSON log line (start-up failures). */
  otherOutput: string[];
  exited: Promise<ServerExit>;
  /** Resident memory of the process now, in bytes (Linux /proc). */
  rss(): number;
  /** Sends SIGTERM if it still runs and waits for the exit. */
  stop(): Promise<ServerExit>;
}

export interface ServerProcessOptions {
  /** Environment on top of the test defaults (DATABASE_URL or DATA_DIR among them). */
  env: Record<string, string>;
  /** A bundle from bundleServer() to run instead of src/server/main.ts through tsx. */
  script?: string;
  startTimeoutMs?: number;
}

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = await closedPort();
  const root = packageRoot();
  const args = options.script
    ? [options.script]
    : ['--import', 'tsx', path.join(root, 'src', 'server', 'main.ts')];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: TEST_SESSION_SECRET,
      DEMO_CONTENT: 'off',
      // As in testConfig: members act at once unless a test is about confirming addresses.
      EMAIL_CONFIRMATION: 'off',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  const otherOutput: string[] = [];
  const collect = (stream: NodeJS.ReadableStream | null) => {
    let pending = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.trim()) continue;
        try {
          logs.push(JSON.parse(line) as LogLine);
        } catch {
          otherOutput.push(line);
        }
      }
    });
  };
  collect(child.stdout);
  collect(child.stderr);
  const exited = new Promise<ServerExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  let running = true;
  void exited.then(() => (running = false));

  const server: ServerProcess = {
    child,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    logs,
    otherOutput,
    exited,
    rss: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
      if (!kb) throw new Error('no VmRSS for the server process');
      return Number(kb) * 1024;
    },
    stop: async () => {
      if (running) child.kill('SIGTERM');
      return exited;
    },
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 40_000);
  while (!logs.some((line) => typeof line.msg === 'string' && line.msg.includes(' is ready at '))) {
    if (!running || Date.now() > deadline) {
      await server.stop();
      throw new Error(
        `the server did not start:\n${[...otherOutput, ...logs.map((l) => JSON.stringify(l))].join('\n')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return server;
}

export interface ServerBundle {
  file: string;
  remove(): void;
}

/**
 * Bundles a server entry as `npm run build` does (dependencies stay in node_modules), so memory
 * is measured on plain JavaScript, not on tsx compiling TypeScript in the process. The bundle is
 * written under node_modules/.cache: packageRoot() and the dependencies are found from there.
 */
export async function bundleServer(entry: string): Promise<ServerBundle> {
  const root = packageRoot();
  const cache = path.join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(path.join(cache, 'kindly-resilience-'));
  await build({
    // The share cards' drawing thread beside the server, as `npm run build` lays them out.
    entry: {
      main: path.resolve(root, entry),
      'card-worker': path.join(root, 'src/server/features/sharing/card-drawing.worker.ts'),
    },
    outDir,
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    splitting: false,
    sourcemap: false,
    silent: true,
    config: false,
  });
  return {
    file: path.join(outDir, 'main.js'),
    remove: () => rmSync(outDir, { recursive: true, force: true }),
  };
}

export interface ServerDatabase {
  /** DATABASE_URL of a new PostgreSQL database, or DATA_DIR of a new PGlite folder. */
  env: Record<string, string>;
  /** Drops the database or removes the folder; call it once the server has stopped. */
  remove(): Promise<void>;
}

/** A fresh database for a server process, of the kind the suite runs on. */
export async function serverDatabase(name: string): Promise<ServerDatabase> {
  if (testDbKind() === 'postgres') {
    const testDb = await createTestDatabase();
    return { env: testDb.env, remove: () => testDb.drop() };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), `kindly-${name}-`));
  return {
    env: { DATA_DIR: dataDir },
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export interface BundledServer {
  server: ServerProcess;
  /** Stops the process, then removes its bundle and its database. */
  stop(): Promise<void>;
}

/** A server entry bundled as production is, on a fresh database, running as its own process. */
export async function startBundledServer(options: {
  entry: string;
  /** Names the database's folder or copy. */
  name: string;
  env?: Record<string, string>;
}): Promise<BundledServer> {
  const bundle = await bundleServer(options.entry);
  const database = await serverDatabase(options.name);
  const removeFiles = async () => {
    bundle.remove();
    await database.remove();
  };
  try {
    const server = await startServerProcess({
      script: bundle.file,
      env: { ...database.env, ...options.env },
    });
    return {
      server,
      stop: async () => {
        await server.stop();
        await removeFiles();
      },
    };
  } catch (error) {
    await removeFiles();
    throw error;
  }
}
