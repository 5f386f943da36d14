// The bench's daily row (DECISIONS 77): 100,000 devices due their daily compliment in the same
// minute on PostgreSQL, all subscribed at a push service of the bench's own (push-sink.ts, its own
// process, answering 201 at once). The production server finds them with its every-minute check,
// claims them with their jobs and sends each push encrypted and signed as for a browser. The row
// reads the time from the start of that check to the last push received, and pushes a second.
import { fork, type ChildProcess } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import path from 'node:path';
import { benchDir } from './processes';
import type { Sql } from './seed';

/** Devices of the row; BENCH_DAILY_DEVICES for another number. */
export const DAILY_DEVICES = Number(process.env.BENCH_DAILY_DEVICES ?? 100_000);
/** Devices per member (the API's most, PRODUCT 11.9): 10,000 members for 100,000 devices. */
const DEVICES_PER_MEMBER = 10;
/** Whole-hour zones, so a minute's local hour is the same hour in each. */
const ZONES = ['UTC', 'Europe/Madrid', 'America/New_York', 'Asia/Tokyo'];

export interface DailyReading {
  devices: number;
  /** From the start of the daily check to the last push received. */
  seconds: number;
  pushesPerSecond: number;
  /** Pushes that reached one device twice (exactly once: none). */
  duplicates: number;
  /** What the push service saw of the first push: its signature checked, its encoding, its size. */
  sample: unknown;
}

interface Reached {
  count: number;
  firstAt: number;
  lastAt: number;
  duplicates: number;
  sample: unknown;
}

export interface PushSink {
  /** PUSH_SERVICE_HOSTS and the CA the app needs to reach it. */
  env: Record<string, string>;
  origin: string;
  keys: { p256dh: string; auth: string };
  /** Resolves once `count` pushes arrived. */
  waitFor(count: number, timeoutMs: number): Promise<Reached>;
  stop(): void;
}

/**
 * Starts the push service in its own process, and makes the one key pair every bench device
 * shares (the app encrypts each push to it).
 */
export async function startPushSink(): Promise<PushSink> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const child: ChildProcess = fork(path.join(benchDir, 'push-sink.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<{ host: string; caFile: string }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { host: string; caFile: string }));
    child.once('exit', (code) => reject(new Error(`the push sink ended (${code})`)));
  });
  return {
    // Its certificate is trusted as the browsers' push services' are, through Node's own CA list
    // (NODE_EXTRA_CA_CERTS), so the app sends as it does in production, on Node's keep-alive
    // agent: PUSH_CA_FILE would measure its agent of its own per push instead.
    env: { PUSH_SERVICE_HOSTS: ready.host, NODE_EXTRA_CA_CERTS: ready.caFile },
    origin: `https://${ready.host}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
    waitFor: (count, timeoutMs) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`fewer than ${count} pushes in ${timeoutMs / 1000} s`)),
          timeoutMs,
        );
        child.once('message', (message) => {
          clearTimeout(timer);
          resolve((message as { reached: Reached }).reached);
        });
        child.send({ expect: count });
      }),
    stop: () => child.disconnect(),
  };
}

/** Members, their sessions and their devices at the sink, none of them due yet. */
async function seedDevices(sql: Sql, sink: PushSink, count: number): Promise<void> {
  const tag = randomBytes(3).toString('hex');
  const members = Math.ceil(count / DEVICES_PER_MEMBER);
  await sql.query(
    `with members as (
       insert into users (username, email, password_hash, email_confirmed_at)
       select 'daily-${tag}-' || g, 'daily-${tag}-' || g || '@example.com', 'not-a-hash', now()
       from generate_series(1, $1::int) g
       returning id
     )
     insert into sessions (id, user_id, expires_at, absolute_expires_at)
     select md5('daily-${tag}-' || id), id, now() + interval '30 days', now() + interval '90 days'
     from members`,
    [members],
  );
  await sql.query(
    `insert into push_subscriptions
       (public_id, user_id, session_id, endpoint, p256dh, auth, label, time_zone, daily, thanks)
     select 'daily-${tag}-' || g, s.user_id, s.id, $2 || '/push/${tag}/' || g, $3, $4,
       'Bench browser', (string_to_array($5, ','))[1 + g % $6::int], false, false
     from generate_series(0, $1::int - 1) g
     join sessions s on s.id = md5('daily-${tag}-' || (
       select min(id) from users where username like 'daily-${tag}-%') + g / ${DEVICES_PER_MEMBER})`,
    [count, sink.origin, sink.keys.p256dh, sink.keys.auth, ZONES.join(','), ZONES.length],
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Seeds the devices, makes them all due this hour at once, and waits for the app's next check to
 * send them. Near the end of an hour it waits for the next one, so no device stops being due
 * before the check comes.
 */
export async function measureDailyPushes(sql: Sql, sink: PushSink): Promise<DailyReading> {
  await seedDevices(sql, sink, DAILY_DEVICES);
  const minute = new Date().getUTCMinutes();
  if (minute >= 57) await pause((60 - minute) * 60_000 - (Date.now() % 60_000) + 1000);
  const [flip] = await sql.query<{ at: Date }>(
    `with due as (
       update push_subscriptions
       set daily = true, daily_hour = extract(hour from now() at time zone time_zone)::int
       where label = 'Bench browser'
       returning id
     )
     select now() as at, count(*) from due`,
  );
  // A site's devices are daily long before their hour: the statistics know them (autovacuum).
  await sql.query('analyze push_subscriptions');
  // The schedule runs the check within the minute, then a few seconds for its job to be taken.
  const reached = await sink.waitFor(DAILY_DEVICES, 60 * 60_000);
  const [check] = await sql.query<{ started: Date | string | null }>(
    `select max(started_on) as started from jobs.job
     where name = 'daily-check' and started_on >= $1::timestamptz
       and started_on <= to_timestamp($2::float8 / 1000)`,
    [flip?.at ?? new Date(0), reached.firstAt],
  );
  const started = check?.started ? new Date(check.started).getTime() : reached.firstAt;
  const seconds = (reached.lastAt - started) / 1000;
  return {
    devices: DAILY_DEVICES,
    seconds,
    pushesPerSecond: reached.count / seconds,
    duplicates: reached.duplicates,
    sample: reached.sample,
  };
}

export function dailyText(reading: DailyReading): string {
  return (
    `${reading.devices.toLocaleString('en-US')} devices due in one minute: the last push ` +
    `${reading.seconds.toFixed(1)} s after the check began, ${Math.round(reading.pushesPerSecond)} ` +
    `pushes/s, ${reading.duplicates} sent twice`
  );
}
