// `npm run cluster`: the scaled-out topology on this machine, from Debian's packages and the
// production build (docs/DEPLOY.md). HAProxy on one port in front of three Kindly instances, which
// reach PostgreSQL through PgBouncer in transaction mode and share Redis. Ctrl-C stops everything
// it started, and the script ends once all of it has ended. npm runs it with Node and tsx's loader,
// not tsx's command: that command stands between npm and the script, passes a Ctrl-C on, and kills
// the script with SIGKILL when it does not confirm within 30 ms, which would cut the stopping short.
//   CLUSTER_PORT (8080)  CLUSTER_INSTANCES (3)  CLUSTER_DATABASE (kindly_cluster)
//   CLUSTER_POSTGRES_URL (postgres://<user>@127.0.0.1:5432/postgres)  REDIS_URL (redis://127.0.0.1:6379)
//   CLUSTER_DIR (data/cluster: logs and run files)  CLUSTER_SERVER (a built server to run instead
//   of building dist/server/main.js)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { packageRoot } from '../src/server/package-root';
import { generateVapidKeys } from '../src/server/push-config';
import {
  ensureDebianPackages,
  startHaproxy,
  startPgbouncer,
  waitForPort,
  type Haproxy,
  type Pgbouncer,
} from './topology';

const root = packageRoot();
const port = Number(process.env.CLUSTER_PORT ?? 8080);
const instances = Number(process.env.CLUSTER_INSTANCES ?? 3);
const databaseName = process.env.CLUSTER_DATABASE ?? 'kindly_cluster';
const postgresUrl =
  process.env.CLUSTER_POSTGRES_URL ?? `postgres://${userInfo().username}@127.0.0.1:5432/postgres`;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const pgbouncerPort = port + 1;
const runDir = process.env.CLUSTER_DIR ?? path.join(root, 'data', 'cluster');
const prebuiltServer = process.env.CLUSTER_SERVER;
const publicUrl = `http://localhost:${port}`;

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/** PostgreSQL and Redis are expected running; a stopped local one is started as .ci/run does. */
function ensureServices(): void {
  ensureDebianPackages({ haproxy: 'haproxy', pgbouncer: 'pgbouncer' });
  if (spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432']).status !== 0) {
    const versions = spawnSync('ls', ['/etc/postgresql'], { encoding: 'utf8' }).stdout.trim();
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', versions, 'main', 'start'], {
      stdio: 'inherit',
    });
  }
  if (spawnSync('redis-cli', ['-u', redisUrl, 'ping']).status !== 0) {
    spawnSync('redis-server', ['--daemonize', 'yes', '--port', '6379', '--save', ''], {
      stdio: 'inherit',
    });
  }
}

async function ensureDatabase(): Promise<void> {
  const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} });
  try {
    const found = await admin`select 1 from pg_database where datname = ${databaseName}`;
    if (found.length === 0) await admin.unsafe(`create database "${databaseName}"`);
  } finally {
    await admin.end();
  }
}

function startInstance(index: number, env: Record<string, string>): ChildProcess {
  const log = createWriteStream(path.join(runDir, `instance-${index}.log`), { flags: 'a' });
  const server = prebuiltServer ?? path.join(root, 'dist', 'server', 'main.js');
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  child.once('exit', (code, signal) => {
    if (!stopping) console.log(`instance ${index} ended (${signal ?? `exit ${code}`})`);
  });
  return child;
}

/** What the script started; a stop ends HAProxy, then the instances, then PgBouncer. */
const running: { pgbouncer?: Pgbouncer; instances: ChildProcess[]; haproxy?: Haproxy } = {
  instances: [],
};
let stopping = false;

function ended(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Stops what runs and waits for each part's end, so the ports are free once the script has ended.
 * The instances and HAProxy share the terminal's process group and may already be stopping on its
 * Ctrl-C; PgBouncer, in a group of its own, goes last, after the instances' last statements.
 */
async function stop(exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log('\n== stopping HAProxy, the instances and PgBouncer');
  await running.haproxy?.stop();
  await Promise.all(
    running.instances.map((child) => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return ended(child);
    }),
  );
  await running.pgbouncer?.stop();
  process.exit(exitCode);
}

async function main() {
  // From the first step on, so a Ctrl-C or a closed terminal at any moment stops what has started.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => void stop(0));
  }
  ensureServices();
  mkdirSync(runDir, { recursive: true });
  if (!prebuiltServer) {
    console.log('== building the production server and client');
    if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) {
      throw new Error('the build failed');
    }
  }
  await ensureDatabase();
  running.pgbouncer = startPgbouncer(path.join(runDir, 'pgbouncer'), pgbouncerPort);
  await running.pgbouncer.ready;
  if (stopping) return;
  const secret = randomBytes(32).toString('base64url');
  // One key for every instance: a secret sealed on one is opened on all (DECISIONS 67).
  const encryptionKeys = `k1:${randomBytes(32).toString('base64')}`;
  const adminPassword = randomBytes(9).toString('base64url');
  // One VAPID pair for every instance: a device subscribed through one gets pushes from all.
  const vapid = generateVapidKeys();
  const backends = Array.from({ length: instances }, (_, i) => ({
    name: `kindly${i + 1}`,
    port: port + 11 + i,
  }));
  running.instances = backends.map((backend, i) =>
    startInstance(i + 1, {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(backend.port),
      DATA_DIR: path.join(runDir, backend.name),
      DATABASE_URL: withDatabase(
        `postgres://${new URL(postgresUrl).username}@127.0.0.1:${pgbouncerPort}`,
        databaseName,
      ),
      DATABASE_DIRECT_URL: withDatabase(postgresUrl, databaseName),
      DATABASE_PREPARED_STATEMENTS: 'off',
      REDIS_URL: redisUrl,
      SESSION_SECRET: secret,
      ENCRYPTION_KEYS: encryptionKeys,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: '1',
      SHUTDOWN_DELAY_MS: '2000',
      DEMO_CONTENT: 'on',
      ADMIN_EMAIL: 'admin@kindly.local',
      ADMIN_PASSWORD: adminPassword,
    }),
  );
  await Promise.all(
    backends.map((backend, i) =>
      Promise.race([
        waitForPort(backend.port, 120_000),
        ended(running.instances[i]!).then(() => {
          throw new Error(
            `${backend.name} ended while starting: see ${runDir}/instance-${i + 1}.log`,
          );
        }),
      ]),
    ),
  );
  if (stopping) return;
  running.haproxy = await startHaproxy(runDir, port, backends);
  await waitForPort(port);
  console.log(`
Kindly is running at ${publicUrl}
  HAProxy :${port} -> ${backends.map((b) => `${b.name} :${b.port}`).join(', ')}
  PgBouncer :${pgbouncerPort} (transaction mode) -> PostgreSQL ${databaseName}; Redis ${redisUrl}
  Admin: admin@kindly.local / ${adminPassword} (two-factor set-up at the first sign-in)
  Logs: ${runDir}
Ctrl-C stops everything.`);
}

main().catch((error: unknown) => {
  if (stopping) return;
  console.error('The cluster could not start:', error);
  void stop(1);
});
