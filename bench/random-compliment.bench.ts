// Benchmark of GET /api/compliments/random at 1,000 and 1,000,000 compliments on PostgreSQL,
// through a real HTTP listener, against a bare node:http server measured in the same run
// (DESIGN §6: selection cost must stay flat as the table grows).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createUser } from '../src/server/features/auth/auth.service';
import { createSession } from '../src/server/features/auth/session.service';
import { sessionCookieName } from '../src/server/plugins/session';

export const SIZES = [1_000, 1_000_000] as const;

export interface Measurement {
  name: string;
  /** Median of sequential requests on one keep-alive connection, in ms (unloaded latency). */
  medianMs: number;
  /** autocannon's median under load, in ms (autocannon's resolution is 1 ms). */
  loadedP50Ms: number;
  requestsPerSecond: number;
}

export interface BenchOptions {
  serverUrl: string;
  /** Rounds of sequential requests; each round measures every target once, in turn. */
  rounds?: number;
  requestsPerRound?: number;
  loadSeconds?: number;
  connections?: number;
  log?: (line: string) => void;
}

interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
}

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function timedRequests(target: Target, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const res = await fetch(target.url, { headers: target.headers });
    await res.arrayBuffer();
    times.push(performance.now() - start);
    if (res.status !== 200) throw new Error(`${target.name}: status ${res.status}`);
  }
  return times;
}

async function load(target: Target, options: Required<BenchOptions>) {
  const result = await autocannon({
    url: target.url,
    headers: target.headers,
    connections: options.connections,
    duration: options.loadSeconds,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${target.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { p50: result.latency.p50, rps: result.requests.average };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** A bare node:http server answering a body of the same shape: the floor of this machine. */
function baselineServer(): http.Server {
  const body = JSON.stringify({
    id: 1,
    text: 'You make the world a little kinder every day.',
    thankedAt: null,
    image: { id: 1, imageUrl: '/images/demo/calm-sea.svg', title: 'Calm Waters' },
  });
  return http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  });
}

async function seed(databaseUrl: string, size: number): Promise<void> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql`
      insert into compliments (text)
      select 'Bench compliment number ' || g || ': you make the world kinder.'
      from generate_series(1, ${size}::int) g`;
    await sql`
      insert into inspirational_images (image_url, title, category)
      select '/images/demo/calm-sea.svg', 'Bench image ' || g, 'Bench'
      from generate_series(1, 6) g`;
    await sql`vacuum analyze compliments`;
    await sql`vacuum analyze inspirational_images`;
  } finally {
    await sql.end();
  }
}

/** The plan PostgreSQL picks for the guest query, to show it is an index probe. */
async function explainGuestPick(databaseUrl: string): Promise<string[]> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql.unsafe(
      `explain (analyze, costs off) select id, text from (
         (select id, text from compliments where is_visible and random_key >= $1::float8
           order by random_key limit 1)
         union all
         (select id, text from compliments where is_visible order by random_key limit 1)
       ) pick limit 1`,
      [Math.random()],
    );
    return rows.map((row) => String(row['QUERY PLAN']));
  } finally {
    await sql.end();
  }
}

interface SizeSetup {
  size: number;
  databaseUrl: string;
  databaseName: string;
  app: FastifyInstance | null;
  guest: Target;
  member: Target;
}

async function setUpSize(
  size: number,
  options: Required<BenchOptions>,
  admin: postgres.Sql,
  setups: SizeSetup[],
): Promise<void> {
  const databaseName = `kindly_bench_${size}_${randomBytes(4).toString('hex')}`;
  await admin.unsafe(`create database "${databaseName}"`);
  const databaseUrl = withDatabase(options.serverUrl, databaseName);
  const setup: SizeSetup = {
    size,
    databaseUrl,
    databaseName,
    app: null,
    guest: { name: '', url: '', headers: {} },
    member: { name: '', url: '', headers: {} },
  };
  // Listed at once, so the database is dropped even if the set-up fails half-way.
  setups.push(setup);
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      DATA_DIR: '/tmp/kindly-bench',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      DEMO_CONTENT: 'off',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'silent',
    }),
    admin: undefined,
  };
  const app = await buildApp(config, { logger: false });
  setup.app = app;
  const started = performance.now();
  await seed(databaseUrl, size);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  options.log(`  seeded ${size.toLocaleString('en-US')} compliments in ${seconds} s`);
  const user = await createUser(app.ctx, {
    email: `bench.${randomBytes(4).toString('hex')}@example.com`,
    password: randomBytes(12).toString('hex'),
  });
  const { token } = await createSession(app.ctx, user.id);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/compliments/random`;
  const label = size.toLocaleString('en-US');
  setup.guest = { name: `random, ${label}, guest`, url, headers: {} };
  setup.member = {
    name: `random, ${label}, member`,
    url,
    headers: { cookie: `${sessionCookieName(false)}=${app.signCookie(token)}` },
  };
}

const ms = (value: number) => `${value.toFixed(3)} ms`;

export async function runRandomComplimentBench(input: BenchOptions): Promise<void> {
  const options: Required<BenchOptions> = {
    rounds: 5,
    requestsPerRound: 600,
    loadSeconds: 5,
    connections: 10,
    log: (line) => console.log(line),
    ...input,
  };
  const log = options.log;
  log('GET /api/compliments/random on PostgreSQL');
  const admin = postgres(options.serverUrl, { max: 1, onnotice: () => {} });
  const baseline = baselineServer();
  const setups: SizeSetup[] = [];
  try {
    const baselineTarget: Target = {
      name: 'node:http baseline',
      url: await listen(baseline),
      headers: {},
    };
    for (const size of SIZES) await setUpSize(size, options, admin, setups);
    // The seeding's dirty pages are written now rather than during the measurements.
    await admin`checkpoint`.catch(() => log('  (no checkpoint: the bench role is not superuser)'));

    const targets = [baselineTarget, ...setups.map((s) => s.guest), ...setups.map((s) => s.member)];
    for (const target of targets) await timedRequests(target, 300);
    // Rounds interleave the targets, so a burst of other work on the machine hits them all alike.
    const samples = new Map<string, number[]>(targets.map((target) => [target.name, []]));
    for (let round = 0; round < options.rounds; round++) {
      for (const target of targets) {
        samples.get(target.name)!.push(...(await timedRequests(target, options.requestsPerRound)));
      }
    }
    const results: Measurement[] = [];
    for (const target of targets) {
      const loaded = await load(target, options);
      results.push({
        name: target.name,
        medianMs: median(samples.get(target.name)!),
        loadedP50Ms: loaded.p50,
        requestsPerSecond: loaded.rps,
      });
    }
    for (const setup of setups) {
      log(`guest pick plan at ${setup.size.toLocaleString('en-US')} compliments:`);
      for (const line of await explainGuestPick(setup.databaseUrl)) log(`  ${line}`);
    }

    const base = results[0]!;
    const byName = new Map(results.map((r) => [r.name, r]));
    log('');
    log(
      `${'target'.padEnd(34)}${'median (1 conn)'.padStart(18)}${`p50 (${options.connections} conn)`.padStart(16)}${'req/s'.padStart(10)}${'× baseline'.padStart(13)}`,
    );
    for (const row of results) {
      log(
        `${row.name.padEnd(34)}${ms(row.medianMs).padStart(18)}${`${row.loadedP50Ms} ms`.padStart(16)}${Math.round(row.requestsPerSecond).toString().padStart(10)}${(row.medianMs / base.medianMs).toFixed(2).padStart(13)}`,
      );
    }
    const [small, large] = setups;
    if (small && large) {
      log('');
      for (const kind of ['guest', 'member'] as const) {
        const a = byName.get(small[kind].name)!;
        const b = byName.get(large[kind].name)!;
        log(
          `${kind}: median 1,000,000 / 1,000 = ${(b.medianMs / a.medianMs).toFixed(2)} (target ≤ 1.5); ` +
            `throughput 1,000,000 / 1,000 = ${(b.requestsPerSecond / a.requestsPerSecond).toFixed(2)}`,
        );
      }
    }
  } finally {
    await new Promise((resolve) => baseline.close(resolve));
    for (const setup of setups) {
      await setup.app?.close();
      await admin.unsafe(`drop database if exists "${setup.databaseName}" with (force)`);
    }
    await admin.end();
  }
}
