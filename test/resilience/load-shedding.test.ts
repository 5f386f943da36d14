// SECURITY L1: 500 concurrent connections from autocannon against the real server process, and
// its event loop blocked for seconds. under-pressure sheds with a quick 503 + Retry-After, memory
// stays bounded, and service is normal again once the load stops. Runs on both databases.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract/messages';
import { SERVER_LIMITS } from '../../src/server/app';
import { createTestDatabase, testDbKind, type TestDatabase } from '../test-db';
import { send, type HttpOutcome } from './http-client';
import { startServerProcess, type ServerProcess } from './server-process';

const CONNECTIONS = 500;
const LOAD_SECONDS = 8;
/** Three 1.5 s blocks, back to back: each under-pressure sample sees a delay far past 1 s. */
const BLOCK_MS = 4500;
const RSS_LIMIT = 250 * 1024 * 1024;
const ROUTE = '/api/compliments/random';

let testDb: TestDatabase | undefined;
let dataDir: string | undefined;
let server: ServerProcess;

beforeAll(async () => {
  const env: Record<string, string> = {
    DEMO_CONTENT: 'on',
    KINDLY_TEST_BLOCK_MS: String(BLOCK_MS),
  };
  if (testDbKind() === 'postgres') {
    testDb = await createTestDatabase();
    env.DATABASE_URL = testDb.url!;
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), 'kindly-shedding-'));
    env.DATA_DIR = dataDir;
  }
  const blocker = pathToFileURL(path.join(import.meta.dirname, 'fixtures', 'block-event-loop.ts'));
  server = await startServerProcess({ env, preload: [blocker.href] });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await testDb?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Probe {
  at: number;
  outcome: HttpOutcome;
}

describe('L1 load shedding (real server process)', () => {
  it('L1 sheds production-limit pressure from a blocked loop only: 1 s of delay, sampled every second', () => {
    expect(SERVER_LIMITS.maxEventLoopDelay).toBe(1000);
    expect(SERVER_LIMITS.pressureSampleInterval).toBeLessThanOrEqual(1000);
  });

  it('L1 500 connections plus a blocked event loop: quick 503 + Retry-After, RSS ≤ 250 MB, then normal service', async () => {
    let peakRss = server.rss();
    let loading = true;
    const sampler = (async () => {
      while (loading) {
        peakRss = Math.max(peakRss, server.rss());
        await pause(200);
      }
    })();

    // One client on its own connection, a request every 100 ms, sees what a visitor would.
    const probes: Probe[] = [];
    const prober = (async () => {
      while (loading) {
        const at = performance.now();
        probes.push({ at, outcome: await send(server.baseUrl, { method: 'GET', path: ROUTE }, { agent: false }) });
        await pause(100);
      }
    })();

    const load = autocannon({
      url: `${server.baseUrl}${ROUTE}`,
      connections: CONNECTIONS,
      duration: LOAD_SECONDS,
      timeout: 10,
    });
    await pause(1000);
    server.child.kill('SIGUSR2');
    const result = await load;
    loading = false;
    await Promise.all([sampler, prober]);

    console.log('DBG', JSON.stringify({codes: result.statusCodeStats, errors: result.errors, timeouts: result.timeouts, resets: result.resets, peakMb: peakRss/1048576, rss0: server.rss()/1048576, probes: probes.map(p => [Math.round(p.at), p.outcome.kind === 'answer' ? p.outcome.status : p.outcome.code, Math.round(p.outcome.ms)])}));
    // Under load and a blocked loop the server shed: 503s, and nothing but 200s and 503s.
    const codes = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
    );
    expect(Object.keys(codes).sort()).toEqual(['200', '503']);
    expect(codes['503']).toBeGreaterThan(0);
    expect(codes['200']).toBeGreaterThan(0);
    expect(result.timeouts).toBe(0);

    // The shed answer is the app's: Retry-After and {message}, and at least one came fast,
    // without waiting for the database.
    const shed = probes.filter((p) => p.outcome.kind === 'answer' && p.outcome.status === 503);
    expect(shed.length).toBeGreaterThan(0);
    for (const { outcome } of shed) {
      if (outcome.kind !== 'answer') continue;
      expect(outcome.headers['retry-after']).toBe('5');
      expect(JSON.parse(outcome.body)).toEqual({ message: MESSAGES.serviceUnavailable });
    }
    expect(Math.min(...shed.map((p) => p.outcome.ms))).toBeLessThan(250);

    expect(peakRss).toBeLessThanOrEqual(RSS_LIMIT);

    // Load gone and the loop free: normal answers, promptly, and the process never left.
    const freeAt = performance.now();
    let answer: HttpOutcome;
    do {
      await pause(200);
      answer = await send(server.baseUrl, { method: 'GET', path: ROUTE }, { agent: false });
    } while (answer.kind === 'answer' && answer.status === 503 && performance.now() - freeAt < 3000);
    expect(answer.kind === 'answer' && answer.status).toBe(200);
    expect(answer.ms).toBeLessThan(500);
    const ready = await send(server.baseUrl, { method: 'GET', path: '/readyz' }, { agent: false });
    expect(ready.kind === 'answer' && ready.status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    expect(server.logs.some((line) => line.msg === 'event loop free')).toBe(true);
  });
});
