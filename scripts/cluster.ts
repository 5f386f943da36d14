// `npm run cluster`: the scaled-out topology on this machine, from Debian's packages and the
// production build (docs/DEPLOY.md). HAProxy on one port in front of three Kindly instances, which
// reach PostgreSQL through PgBouncer in transaction mode and share Redis. Ctrl-C stops everything
// it started.
//   CLUSTER_PORT (8080)  CLUSTER_INSTANCES (3)  CLUSTER_DATABASE (kindly_cluster)
//   CLUSTER_POSTGRES_URL (postgres://<user>@127.0.0.1:5432/postgres)  REDIS_URL (redis://127.0.0.1:6379)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { packageRoot } from '../src/server/package-root';
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
const runDir = path.join(root, 'data', 'cluster');
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
  const child = spawn(process.execPath, [path.join(root, 'dist', 'server', 'main.js')], {
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

let stopping = false;

async function main() {
  ensureServices();
  mkdirSync(runDir, { recursive: true });
  console.log('== building the production server and client');
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) {
    throw new Error('the build failed');
  }
  await ensureDatabase();
  const pgbouncer: Pgbouncer = startPgbouncer(path.join(runDir, 'pgbouncer'), pgbouncerPort);
  const secret = randomBytes(32).toString('base64url');
  // One key for every instance: a secret sealed on one is opened on all (DECISIONS 67).
  const encryptionKeys = `k1:${randomBytes(32).toString('base64')}`;
  const adminPassword = randomBytes(9).toString('base64url');
  const backends = Array.from({ length: instances }, (_, i) => ({
    name: `kindly${i + 1}`,
    port: port + 11 + i,
  }));
  const children = backends.map((backend, i) =>
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
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: '1',
      SHUTDOWN_DELAY_MS: '2000',
      DEMO_CONTENT: 'on',
      ADMIN_EMAIL: 'admin@kindly.local',
      ADMIN_PASSWORD: adminPassword,
    }),
  );
  const running: { haproxy?: Haproxy } = {};
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\n== stopping HAProxy, the instances and PgBouncer');
    await running.haproxy?.stop();
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    pgbouncer.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  await Promise.all(backends.map((backend) => waitForPort(backend.port, 120_000)));
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
  console.error('The cluster could not start:', error);
  process.exit(1);
});
