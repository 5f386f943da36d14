// SECURITY F5 (and K7 at shutdown): SIGTERM in the middle of a burst against the real server
// process on PostgreSQL. In-flight calls finish, later ones get 503 or a refused connection, the
// database moves by exactly what the 2xx answers told, batched seen counts are written, and the
// process exits 0 within main.ts's grace delay.
import { Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract/messages';
import { signedInUser } from '../factories';
import { buildPlatformApp } from '../platform/platform-app';
import { createTestDatabase, type TestDatabase } from '../test-db';
import { runPool, send, type HttpCall, type HttpOutcome } from './http-client';
import {
  adViewCall,
  createLiveAd,
  members,
  randomCall,
  shuffled,
  submitCompliments,
  thankCall,
  totals,
  type Totals,
} from './scenario';
import { startServerProcess, type ServerExit, type ServerProcess } from './server-process';

/** main.ts gives up and exits 1 after this long; a clean drain must end well before. */
const SHUTDOWN_GRACE_MS = 10_000;
/** buildApp's keepAliveTimeout. */
const KEEP_ALIVE_TIMEOUT_MS = 5_000;
const SEED = 5005;

type Kind = 'view' | 'thank' | 'random';
interface BurstCall extends HttpCall {
  kind: Kind;
}
interface Result {
  call: BurstCall;
  outcome: HttpOutcome;
  /** performance.now() when the request was fully written. */
  writtenAt: number;
}

let testDb: TestDatabase;
let server: ServerProcess;
let adId: string;
let complimentIds: number[];
let thankers: string[];

beforeAll(async () => {
  testDb = await createTestDatabase();
  // The data is made through the API of an in-process app on the same database.
  const setup = await buildPlatformApp({
    database: await testDb.open(),
  });
  const admin = await signedInUser(setup.app, { isAdmin: true });
  adId = await createLiveAd(setup.app, admin.cookie);
  const author = await signedInUser(setup.app);
  complimentIds = await submitCompliments(setup.app, author.cookie, 25);
  thankers = (await members(setup.app, 10)).map((m) => m.cookie);
  await setup.close();
  // Rate limits off: 500 calls from one address are the point here, not abuse.
  server = await startServerProcess({ env: { ...testDb.env, RATE_LIMITS: 'off' } });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await testDb?.drop();
});

const view = (): BurstCall => ({ kind: 'view', ...adViewCall(adId) });
const thank = (cookie: string, id: number): BurstCall => ({
  kind: 'thank',
  ...thankCall(cookie, id),
});
const random = (cookie: string): BurstCall => ({ kind: 'random', ...randomCall(cookie) });

const isSuccess = (r: Result) => r.outcome.kind === 'answer' && r.outcome.status < 300;
const count = (results: Result[], kind: Kind) =>
  results.filter((r) => r.call.kind === kind && isSuccess(r)).length;

describe('F5 SIGTERM during a burst (real server process, PostgreSQL)', () => {
  it('F5 drains in-flight calls, refuses new ones, writes exactly what it answered and exits 0', async () => {
    const before: Totals = await totals(testDb.database, adId);

    // Every (thanker, compliment) pair once; four are kept for the calls held open over SIGTERM.
    const pairs = thankers.flatMap((cookie) => complimentIds.map((id) => thank(cookie, id)));
    const held = [pairs.pop()!, pairs.pop()!, view(), view()];
    const burst = shuffled(
      [
        ...pairs,
        ...Array.from({ length: 200 }, view),
        ...Array.from({ length: 150 }, (_, i) => random(thankers[i % thankers.length]!)),
      ],
      SEED,
    );

    const agent = new Agent({ keepAlive: true, maxSockets: 24 });
    let answered = 0;
    let sigtermAt = Number.POSITIVE_INFINITY;
    let releaseHeld!: () => void;
    const heldBodies = new Promise<void>((resolve) => (releaseHeld = resolve));
    const heldResults: Promise<Result>[] = [];
    let signalled!: () => void;
    const drainStarted = new Promise<void>((resolve) => (signalled = resolve));

    const fire = (call: BurstCall, options: Parameters<typeof send>[2]): Promise<Result> => {
      const result = { call, writtenAt: Number.POSITIVE_INFINITY } as Result;
      return send(server.baseUrl, call, {
        ...options,
        onWritten: () => (result.writtenAt = performance.now()),
      }).then((outcome) => ({ ...result, outcome }));
    };

    // Half-way through, open the held calls (headers and a first byte sent), let them reach the
    // server, send SIGTERM, and only then finish their bodies.
    const conductor = (async () => {
      while (answered < 250) await new Promise((resolve) => setTimeout(resolve, 5));
      for (const call of held)
        heldResults.push(fire(call, { agent: false, holdBodyUntil: heldBodies }));
      await new Promise((resolve) => setTimeout(resolve, 200));
      sigtermAt = performance.now();
      server.child.kill('SIGTERM');
      signalled();
      await new Promise((resolve) => setTimeout(resolve, 300));
      releaseHeld();
    })();

    const results = await runPool(burst, 24, async (call, index) => {
      // However fast the machine, the last part of the burst is sent after the signal.
      if (index >= 320) await drainStarted;
      const result = await fire(call, { agent });
      answered++;
      return result;
    });
    await conductor;
    const heldDone = await Promise.all(heldResults);
    const exit: ServerExit = await server.exited;
    agent.destroy();

    // The process drained and ended by itself, well within the grace delay.
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.at - sigtermAt).toBeLessThan(SHUTDOWN_GRACE_MS);
    // Answers given while draining close their connections: the exit does not wait out idle
    // keep-alive sockets (keepAliveTimeout is 5 s; the held bodies end 0.3 s after SIGTERM).
    expect(exit.at - sigtermAt).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS);
    expect(server.logs.some((line) => line.msg === 'shutting down')).toBe(true);
    expect(server.logs.filter((line) => line.level >= 50)).toEqual([]);

    // Calls in flight at SIGTERM were answered as usual.
    for (const r of heldDone) {
      expect(r.outcome.kind === 'answer' && r.outcome.status, JSON.stringify(r.outcome)).toBe(
        r.call.kind === 'thank' ? 201 : 200,
      );
    }

    // Every other call either succeeded, got a proper 503, or found the door closed.
    const all = [...results, ...heldDone];
    const refusals = all.filter((r) => !isSuccess(r));
    for (const r of refusals) {
      if (r.outcome.kind === 'answer') {
        expect(r.outcome.status, r.outcome.body).toBe(503);
        expect(r.outcome.headers['retry-after']).toMatch(/^\d+$/);
        expect(JSON.parse(r.outcome.body)).toEqual({ message: MESSAGES.serviceUnavailable });
      } else {
        expect(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']).toContain(r.outcome.code);
      }
      // Nothing was turned away before the signal.
      expect(r.writtenAt).toBeGreaterThanOrEqual(sigtermAt - 50);
    }
    // The burst really ran into the shutdown: some calls were refused, some done before it.
    expect(refusals.length).toBeGreaterThan(0);
    expect(results.filter((r) => r.writtenAt < sigtermAt && isSuccess(r)).length).toBeGreaterThan(
      200,
    );

    // The database moved by exactly what the 2xx answers said, batched seen counts included.
    for (const r of all.filter((r) => r.call.kind === 'view' && isSuccess(r)))
      expect(r.outcome.kind === 'answer' && JSON.parse(r.outcome.body)).toEqual({ counted: true });
    const after = await totals(testDb.database, adId);
    const thanked = count(all, 'thank');
    const fetched = count(all, 'random');
    expect({
      views: after.views - before.views,
      thanks: after.thanks - before.thanks,
      karma: after.karma - before.karma,
      deliveries: after.deliveries - before.deliveries,
      seen: after.seen - before.seen,
    }).toEqual({
      views: count(all, 'view'),
      thanks: thanked,
      karma: thanked * 11,
      deliveries: fetched,
      seen: fetched,
    });
  });
});
