// SECURITY F3: the database goes away under a steady load of writes and reads, and comes back.
// The same app instance serves again within a few seconds, and no write is applied twice: each
// thank pair is sent once, so a replayed thank would show as a 409 or a second karma award.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Agent } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract/messages';
import { openDatabase } from '../../src/server/db/client';
import { signedInUser } from '../factories';
import { BROWSER, viewTokenFor } from '../helpers/campaigns';
import { buildPlatformApp, type PlatformApp } from '../platform/platform-app';
import { TcpProxy } from '../platform/tcp-proxy';
import { createTestDatabase, type TestDatabase } from '../test-db';
import { runPool, send, type HttpOutcome } from './http-client';
import { createLiveAd, members, submitCompliments, totals } from './scenario';
import { startServerProcess } from './server-process';

/**
 * How soon after the database is back every request must succeed again: a few seconds
 * (SECURITY F3). With other test files loading both cores, a reconnect has taken over 3 s.
 */
const RECOVERY_MS = 5000;
/** How long the load goes on after the fault: past RECOVERY_MS, so every kind runs after it. */
const LOAD_AFTER_MS = RECOVERY_MS + 1500;
const WORKERS = 8;
/** Each worker's pause between requests: a steady load, not a flood of instant 503s. */
const PACE_MS = 25;

let testDb: TestDatabase;
let proxy: TcpProxy;
let t: PlatformApp;
let adId: string;
let memberCookie: string;
/** Every (thanker cookie, compliment id) pair, each to be sent at most once in the whole file. */
const pairs: { cookie: string; id: number }[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  const direct = new URL(testDb.url!);
  proxy = new TcpProxy(direct.hostname, Number(direct.port || 5432));
  const proxied = new URL(direct);
  proxied.host = `127.0.0.1:${await proxy.start()}`;
  t = await buildPlatformApp({
    database: await openDatabase({ ...testDb.options, databaseUrl: proxied.toString() }),
    // Limits would turn the steady load into 429s; this file is about the database.
    config: { rateLimits: false },
    // A statement the database cancels, as its statement_timeout does to one stuck behind load.
    beforeReady: (app) =>
      app.get('/test/cancelled-statement', async () =>
        app.ctx.db.transaction(async (tx) => {
          await tx.execute(sql`set local statement_timeout = 50`);
          await tx.execute(sql`select pg_sleep(2)`);
        }),
      ),
  });
  const admin = await signedInUser(t.app, { isAdmin: true });
  adId = await createLiveAd(t.app, admin.cookie);
  const author = await signedInUser(t.app);
  const ids = await submitCompliments(t.app, author.cookie, 60);
  const thankers = await members(t.app, 24);
  memberCookie = thankers[0]!.cookie;
  // Each load sends thanks as fast as the app answers: enough pairs that no run uses them up
  // before its recovery window, where every kind of request must be seen again.
  for (const id of ids) for (const thanker of thankers) pairs.push({ cookie: thanker.cookie, id });
}, 120_000);

afterAll(async () => {
  await t.close();
  await proxy.close();
  await testDb.drop();
});

let unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeEach(() => {
  unhandled = [];
  process.on('unhandledRejection', onUnhandled);
});
afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
  expect(unhandled).toEqual([]);
});

type Kind = 'view' | 'thank' | 'me' | 'random';
interface Outcome {
  kind: Kind;
  pair?: { cookie: string; id: number };
  res: LightMyRequestResponse;
  startedAt: number;
  endedAt: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function request(
  kind: Kind,
): Pick<Outcome, 'kind' | 'pair'> & { send: () => Promise<LightMyRequestResponse> } {
  if (kind === 'thank') {
    const pair = pairs.pop();
    if (pair) {
      return {
        kind,
        pair,
        send: () =>
          t.inject({
            method: 'POST',
            url: `/api/compliments/${pair.id}/thank`,
            headers: { cookie: pair.cookie },
          }),
      };
    }
    kind = 'view';
  }
  if (kind === 'view') {
    // Each view brings its own answer's token, as a browser shown the ad would (DECISIONS 32).
    const payload = { viewToken: viewTokenFor(t, adId, 'HomepageBanner', '127.0.0.1') };
    const url = `/api/ads/${adId}/view`;
    return { kind, send: () => t.inject({ method: 'POST', url, headers: BROWSER, payload }) };
  }
  if (kind === 'me')
    return {
      kind,
      send: () =>
        t.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: memberCookie } }),
    };
  return { kind, send: () => t.inject({ method: 'GET', url: '/api/compliments/random' }) };
}

/** Runs the steady load until `fault` has run and `afterMs` more have passed. */
async function loadAround(fault: () => Promise<number>, afterMs: number) {
  const outcomes: Outcome[] = [];
  let stop = false;
  const kinds: Kind[] = ['view', 'thank', 'me', 'random'];
  const worker = async (offset: number) => {
    for (let i = offset; !stop; i++) {
      const next = request(kinds[i % kinds.length]!);
      const startedAt = performance.now();
      const res = await next.send();
      outcomes.push({
        kind: next.kind,
        pair: next.pair,
        res,
        startedAt,
        endedAt: performance.now(),
      });
      await pause(PACE_MS);
    }
  };
  const workers = Array.from({ length: WORKERS }, (_, i) => worker(i));
  await pause(500);
  const backAt = await fault();
  await pause(afterMs);
  stop = true;
  await Promise.all(workers);
  return { outcomes, backAt };
}

const ok = (o: Outcome) => o.res.statusCode < 300;

/** What must hold after any outage: answers, recovery, and writes applied once. */
async function expectRecoveredOnce(
  outcomes: Outcome[],
  backAt: number,
  before: Awaited<ReturnType<typeof totals>>,
  outageFelt: boolean,
) {
  const failures = outcomes.filter((o) => !ok(o));
  // Whatever failed failed as a proper 503. (Killed connections that sat idle are replaced
  // without a failed request, so only a longer outage is sure to be felt.)
  if (outageFelt) expect(failures.length).toBeGreaterThan(0);
  for (const o of failures) {
    expect(o.res.statusCode, `${o.kind}: ${o.res.body}`).toBe(503);
    expect(o.res.headers['retry-after']).toMatch(/^\d+$/);
    expect(o.res.json()).toEqual({ message: MESSAGES.serviceUnavailable });
  }
  // Back within a few seconds: every request started after that succeeded, of every kind.
  const late = outcomes.filter((o) => o.startedAt > backAt + RECOVERY_MS);
  // A failure says when each failed request ran and what the app logged then (the database
  // driver's answers), in milliseconds after the database was back.
  const since = (at: number) => Math.round(at - backAt);
  const causes = () =>
    JSON.stringify({
      failed: failures.map((o) => [o.kind, since(o.startedAt), since(o.endedAt)]),
      // Warnings too: a 503 other than the database's (load shedding) is logged as one.
      logged: t.logs.lines
        .filter((line) => line.level >= 40)
        .slice(-8)
        .map((line) => [since(Number(line.time) - performance.timeOrigin), line.msg, line.err]),
    });
  expect(
    late.filter((o) => !ok(o)).map((o) => o.kind),
    causes(),
  ).toEqual([]);
  expect(new Set(late.map((o) => o.kind))).toEqual(new Set(['view', 'thank', 'me', 'random']));

  // No write applied twice. A thank pair is sent once, so any 409 is a replay.
  const thanks = outcomes.filter((o) => o.kind === 'thank');
  expect(thanks.filter((o) => o.res.statusCode === 409)).toEqual([]);
  const stored = await testDb.database.rows<{ thanker: number; compliment: number }>(
    sql`select thanker_id as thanker, compliment_id as compliment from thanks`,
  );
  const storedPairs = new Set(stored.map((row) => `${row.thanker}:${row.compliment}`));
  expect(storedPairs.size).toBe(stored.length);
  const after = await totals(testDb.database, adId);
  const thanked = thanks.filter(ok).length;
  const views = outcomes.filter((o) => o.kind === 'view');
  const counted = views.filter(ok).length;
  // A connection cut between COMMIT and its reply leaves a write the client was told failed:
  // the one ambiguity a dropped connection allows. Never more than the 503s of that kind.
  const newThanks = after.thanks - before.thanks;
  expect(newThanks).toBeGreaterThanOrEqual(thanked);
  expect(newThanks).toBeLessThanOrEqual(thanks.length);
  expect(after.views - before.views).toBeGreaterThanOrEqual(counted);
  expect(after.views - before.views).toBeLessThanOrEqual(views.length);
  // Each thank moved karma exactly once, in its own transaction: +10 author, +1 thanker.
  expect(after.karma - before.karma).toBe(newThanks * 11);

  // The same session, on the same app instance, still works.
  const me = await t.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { cookie: memberCookie },
  });
  expect(me.statusCode).toBe(200);
  expect((await t.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
}

describe('F3 self-recovery after a database restart (PostgreSQL)', () => {
  it('F3 a statement cancelled by its timeout answers 503 + Retry-After, not 500', async () => {
    const res = await t.inject({ method: 'GET', url: '/test/cancelled-statement' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.json()).toEqual({ message: MESSAGES.serviceUnavailable });
    expect(t.logs.withMessage('database unavailable').at(-1)?.err).toMatchObject({
      cause: { code: '57014' },
    });
  });

  it('F3 every app connection is terminated mid-load, as a restart does: back within seconds, no write twice', async () => {
    const before = await totals(testDb.database, adId);
    const { outcomes, backAt } = await loadAround(async () => {
      const [killed] = await testDb.database.rows<{ count: number }>(
        sql`select count(pg_terminate_backend(pid))::int as count from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()
              and application_name = 'kindly'`,
      );
      expect(killed!.count).toBeGreaterThan(0);
      return performance.now();
    }, LOAD_AFTER_MS);
    await expectRecoveredOnce(outcomes, backAt, before, false);
  });

  it('F3 the database is unreachable for 2 s mid-load, then back: serving again within seconds, no write twice', async () => {
    const before = await totals(testDb.database, adId);
    const { outcomes, backAt } = await loadAround(async () => {
      proxy.setMode('cut');
      await pause(2000);
      proxy.setMode('pass');
      return performance.now();
    }, LOAD_AFTER_MS);
    // While it was down, requests were refused fast rather than queued.
    const down = outcomes.filter((o) => !ok(o));
    expect(Math.max(...down.map((o) => o.endedAt - o.startedAt))).toBeLessThan(2000);
    await expectRecoveredOnce(outcomes, backAt, before, true);
  });

  it('F3 the real server process lives through two restarts of its connections: same process, serving again, no crash', async () => {
    const server = await startServerProcess({
      env: { ...testDb.env, RATE_LIMITS: 'off' },
    });
    try {
      const agent = new Agent({ keepAlive: true, maxSockets: 8 });
      const terminate = () =>
        testDb.database.rows<{ count: number }>(
          sql`select count(pg_terminate_backend(pid))::int as count from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid()
                and application_name = 'kindly' and client_port is not null`,
        );
      const calls = Array.from({ length: 600 }, (_, i) => {
        const pair = i % 2 === 0 ? pairs.pop() : undefined;
        return pair
          ? {
              method: 'POST',
              path: `/api/compliments/${pair.id}/thank`,
              headers: { cookie: pair.cookie },
            }
          : { method: 'POST', path: `/api/ads/${adId}/view` };
      });
      let done = 0;
      const faults = (async () => {
        for (const at of [150, 300]) {
          while (done < at) await pause(5);
          await terminate();
        }
      })();
      const outcomes: HttpOutcome[] = await runPool(calls, 8, async (call) => {
        const outcome = await send(server.baseUrl, call, { agent });
        done++;
        await pause(5);
        return outcome;
      });
      await faults;
      agent.destroy();

      expect(server.child.exitCode).toBeNull();
      expect(server.logs.filter((line) => line.msg === 'uncaught exception')).toEqual([]);
      const statuses = outcomes.map((o) => (o.kind === 'answer' ? o.status : o.code));
      expect(statuses.filter((s) => s !== 200 && s !== 201 && s !== 503)).toEqual([]);
      // The last hundred calls, well after the second fault, all succeeded.
      expect(statuses.slice(-100).filter((s) => s === 503)).toEqual([]);
      const me = await send(server.baseUrl, {
        method: 'GET',
        path: '/api/auth/me',
        headers: { cookie: memberCookie },
      });
      expect(me.kind === 'answer' && me.status).toBe(200);
    } finally {
      const exit = await server.stop();
      expect(exit.code).toBe(0);
    }
    // A process of its own, started through tsx: its start alone takes 2 s on an idle machine and
    // twice that with both cores busy, and CI runs other files beside it.
  }, 60_000);
});
