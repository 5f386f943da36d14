// Benchmark of GET /api/compliments/random at 1,000 and 1,000,000 compliments on PostgreSQL,
// through a real HTTP listener, against a bare node:http server measured in the same run
// (DESIGN §6: selection cost must stay flat as the table grows).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
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
  /** autocannon's median under load (10 connections), in ms (autocannon's resolution is 1 ms). */
  loadedP50Ms: number;
  requestsPerSecond: number;
}

export interface BenchOptions {
  serverUrl: string;
  sequentialRequests?: number;
  loadSeconds?: number;
  connections?: number;
  log?: (line: string) => void;
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

async function measure(
  name: string,
  url: string,
  headers: Record<string, string>,
  options: Required<Omit<BenchOptions, 'serverUrl' | 'log'>>,
): Promise<Measurement> {
  const once = async () => {
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${name}: status ${res.status}`);
  };
  for (let i = 0; i < 300; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < options.sequentialRequests; i++) {
    const start = performance.now();
    await once();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const loaded = await autocannon({
    url,
    headers,
    connections: options.connections,
    duration: options.loadSeconds,
  });
  if (loaded.non2xx > 0 || loaded.errors > 0) {
    throw new Error(`${name}: ${loaded.non2xx} non-2xx answers, ${loaded.errors} errors`);
  }
  return {
    name,
    medianMs: times[Math.floor(times.length / 2)] ?? NaN,
    loadedP50Ms: loaded.latency.p50,
    requestsPerSecond: loaded.requests.average,
  };
}

/** A bare node:http server answering a body of the same shape: the floor of this machine. */
async function measureBaseline(
  options: Required<Omit<BenchOptions, 'serverUrl' | 'log'>>,
): Promise<Measurement> {
  const body = JSON.stringify({
    id: 1,
    text: 'You make the world a little kinder every day.',
    thankedAt: null,
    image: { id: 1, imageUrl: '/images/demo/calm-sea.svg', title: 'Calm Waters' },
  });
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  });
  const url = await listen(server);
  try {
    return await measure('node:http baseline', url, {}, options);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
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

async function measureSize(
  size: number,
  options: Required<BenchOptions>,
): Promise<{ guest: Measurement; member: Measurement; plan: string[] }> {
  const admin = postgres(options.serverUrl, { max: 1, onnotice: () => {} });
  const name = `kindly_bench_${size}_${randomBytes(4).toString('hex')}`;
  await admin.unsafe(`create database "${name}"`);
  const databaseUrl = withDatabase(options.serverUrl, name);
  try {
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
    try {
      const started = performance.now();
      await seed(databaseUrl, size);
      options.log(
        `  seeded ${size.toLocaleString('en-US')} compliments in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      const user = await createUser(app.ctx, {
        email: `bench.${randomBytes(4).toString('hex')}@example.com`,
        password: randomBytes(12).toString('hex'),
      });
      const { token } = await createSession(app.ctx, user.id);
      const cookie = `${sessionCookieName(false)}=${app.signCookie(token)}`;
      await app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/compliments/random`;
      const label = size.toLocaleString('en-US');
      const guest = await measure(`random, ${label}, guest`, url, {}, options);
      const member = await measure(`random, ${label}, member`, url, { cookie }, options);
      const plan = await explainGuestPick(databaseUrl);
      return { guest, member, plan };
    } finally {
      await app.close();
    }
  } finally {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

const ms = (value: number) => `${value.toFixed(3)} ms`;

export async function runRandomComplimentBench(input: BenchOptions): Promise<void> {
  const options: Required<BenchOptions> = {
    sequentialRequests: 3000,
    loadSeconds: 10,
    connections: 10,
    log: (line) => console.log(line),
    ...input,
  };
  const log = options.log;
  log('GET /api/compliments/random on PostgreSQL');
  const baseline = await measureBaseline(options);
  const results: { size: number; guest: Measurement; member: Measurement }[] = [];
  for (const size of SIZES) {
    log(`- ${size.toLocaleString('en-US')} compliments`);
    const { guest, member, plan } = await measureSize(size, options);
    log('  guest pick plan:');
    for (const line of plan) log(`    ${line}`);
    results.push({ size, guest, member });
  }
  const rows = [baseline, ...results.flatMap((r) => [r.guest, r.member])];
  log('');
  log(
    `${'target'.padEnd(34)}${'median (1 conn)'.padStart(18)}${'p50 (10 conn)'.padStart(16)}${'req/s'.padStart(10)}${'× baseline'.padStart(13)}`,
  );
  for (const row of rows) {
    log(
      `${row.name.padEnd(34)}${ms(row.medianMs).padStart(18)}${`${row.loadedP50Ms} ms`.padStart(16)}${Math.round(row.requestsPerSecond).toString().padStart(10)}${(row.medianMs / baseline.medianMs).toFixed(2).padStart(13)}`,
    );
  }
  const [small, large] = results;
  if (small && large) {
    const guestRatio = large.guest.medianMs / small.guest.medianMs;
    const memberRatio = large.member.medianMs / small.member.medianMs;
    log('');
    log(
      `median ratio 1,000,000 / 1,000: guest ${guestRatio.toFixed(2)}, member ${memberRatio.toFixed(2)} (target ≤ 1.5)`,
    );
    log(
      `throughput ratio 1,000,000 / 1,000: guest ${(large.guest.requestsPerSecond / small.guest.requestsPerSecond).toFixed(2)}, member ${(large.member.requestsPerSecond / small.member.requestsPerSecond).toFixed(2)}`,
    );
  }
}
