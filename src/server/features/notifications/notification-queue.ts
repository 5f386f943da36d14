// The notification queue of one app (DECISIONS 77): pg-boss 10 on the app's database, in the
// schema `jobs`. A thank or a badge published here queues one push per device of the member with
// that kind on; a schedule every minute, run once across instances by pg-boss, claims the devices
// due their daily compliment and queues theirs in the claim's transaction; this instance's worker
// sends what any instance queued. pg-boss polls (no LISTEN), so it works through PgBouncer in
// transaction mode.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Agent } from 'node:https';
import PgBoss from 'pg-boss';
import { pushAgent } from '../push/push-delivery';
import type { LiveEvent } from '../../../contract/live-events';
import type { AppContext } from '../../context';
import type { ServerTranslations } from '../../i18n';
import type { RandomPicker } from '../compliments/random-pick';
import { AppJobDatabase, transactionJobDatabase, type JobDatabase } from './job-database';
import { JobLoop, type LoopJob } from './job-loop';
import {
  anyPushDevice,
  claimDueDaily,
  dailyTimeZones,
  devicesToNotify,
  isDatabaseTimeZone,
  type EventKind,
} from './notifications.service';
import { deliverPushJobs, type PushJobData } from './push-worker';
import type { PushKind } from './push-texts';

const JOB_SCHEMA = 'jobs';
export const PUSH_QUEUE = 'push';
const DAILY_QUEUE = 'daily-check';

export interface QueueTimings {
  /** How long an idle worker waits before looking again; a job queued here wakes it at once. */
  pollMs: number;
  /** About the first retry's delay in seconds, doubled for each later one (pg-boss backoff). */
  retryDelaySeconds: number;
  /** Whether this instance takes part in the every-minute schedule of the daily check. */
  schedule: boolean;
  /** While no device is subscribed, how often the queue looks whether one is. */
  deviceCheckMs: number;
}

export const QUEUE_TIMINGS: QueueTimings = {
  pollMs: 2000,
  retryDelaySeconds: 10,
  schedule: true,
  deviceCheckMs: 60_000,
};

/** A push is tried this many times more before pg-boss marks it failed. */
const PUSH_RETRY_LIMIT = 5;
/** A push job still active after this long is taken back and retried (a hung request). */
const PUSH_EXPIRE_SECONDS = 300;
/**
 * Push jobs one worker fetches at once. pg-boss 10 sorts every waiting job of the queue to fetch
 * (no index orders them), so a large queue is fetched in few large batches.
 */
const PUSH_BATCH = 500;
/** Push workers of one instance: one fetches while the other's batch is sent. */
const PUSH_WORKERS = 2;
/** Devices claimed, with their jobs, per transaction of the daily check. */
const DAILY_CLAIM_BATCH = 1000;
/** The longest wait between two attempts to start while the database is unreachable. */
const START_RETRY_MAX_MS = 30_000;

/** A promise and its settling functions (Promise.withResolvers is Node 22's). */
function settlement() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

interface Deps {
  ctx: AppContext;
  picker: RandomPicker;
  translations: ServerTranslations;
}

export class NotificationQueue {
  /** pg-boss's own statements; closed before the database, so its stragglers find it closed. */
  private readonly jobDatabase: AppJobDatabase;
  /** Jobs queued by the app: its events are queued until the database closes. */
  private readonly enqueueDatabase: JobDatabase;
  private readonly boss: PgBoss;
  private readonly loops: JobLoop<unknown>[] = [];
  private readonly push: JobLoop<PushJobData>[];
  private readonly enqueues = new Set<Promise<unknown>>();
  /** Time zones PostgreSQL knows (true) or not (false), as asked so far. */
  private readonly timeZones = new Map<string, boolean>();
  private readonly readySignal = settlement();
  private starting: Promise<void> | undefined;
  private deviceWatch: NodeJS.Timeout | undefined;
  private closing = false;
  private readonly stopWaiting = new AbortController();
  /** One kept-alive agent for every push this instance sends (PUSH_CA_FILE). */
  private readonly agent: Agent | undefined;

  constructor(
    private readonly deps: Deps,
    private readonly timings: QueueTimings,
  ) {
    const { ctx } = deps;
    this.agent = pushAgent(ctx.config.push);
    this.jobDatabase = new AppJobDatabase(ctx.database);
    this.enqueueDatabase = new AppJobDatabase(ctx.database);
    this.boss = new PgBoss({
      db: this.jobDatabase,
      schema: JOB_SCHEMA,
      schedule: timings.schedule,
      // Done jobs leave the job table after an hour, and the archive after a week.
      archiveCompletedAfterSeconds: 3600,
      deleteAfterDays: 7,
    });
    // An unreachable database is an event to log, never a crash (pg-boss keeps trying).
    this.boss.on('error', (error) => ctx.log.warn({ err: error }, 'job queue error'));
    this.readySignal.promise.catch(() => {});
    const loop = <T>(
      name: string,
      batchSize: number,
      handle: (jobs: LoopJob<T>[]) => Promise<void>,
    ) => {
      const made = new JobLoop<T>(name, {
        batchSize,
        pollMs: timings.pollMs,
        fetch: (size) => this.boss.fetch<T>(name, { batchSize: size }),
        handle,
        log: ctx.log,
      });
      this.loops.push(made as JobLoop<unknown>);
      return made;
    };
    this.push = Array.from({ length: PUSH_WORKERS }, () =>
      loop<PushJobData>(PUSH_QUEUE, PUSH_BATCH, (jobs) => this.sendPushes(jobs)),
    );
    loop<unknown>(DAILY_QUEUE, 1, (jobs) => this.runScheduledCheck(jobs));
  }

  /**
   * Runs the queue once any device is subscribed: at once when one is, else when a look every
   * `deviceCheckMs` finds one, or when a live event here or a daily check needs it. An app with no
   * push devices (most tests, a site where nobody turned notifications on) runs no queue at all.
   */
  start(): void {
    const look = () => {
      if (this.starting || this.closing) return;
      anyPushDevice(this.deps.ctx).then(
        (found) => {
          if (found) this.begin();
        },
        // The database is down: the next look will tell.
        (error: unknown) =>
          this.deps.ctx.log.warn({ err: error }, 'could not look for push devices'),
      );
    };
    this.deviceWatch = setInterval(look, this.timings.deviceCheckMs);
    this.deviceWatch.unref();
    look();
  }

  /** Starts in the background: an app whose database is down still starts, and this keeps trying. */
  private begin(): void {
    if (this.closing) return;
    clearInterval(this.deviceWatch);
    this.starting ??= this.startWhenPossible();
  }

  private async startWhenPossible(): Promise<void> {
    const log = this.deps.ctx.log;
    let bossStarted = false;
    for (let attempt = 0; !this.closing; attempt += 1) {
      try {
        if (!bossStarted) await this.boss.start();
        bossStarted = true;
        await this.prepareQueues();
        for (const loop of this.loops) loop.start();
        this.readySignal.resolve();
        return;
      } catch (error) {
        log.warn({ err: error, attempt }, 'job queue not started yet');
        await sleep(Math.min(START_RETRY_MAX_MS, 500 * 2 ** attempt), undefined, {
          signal: this.stopWaiting.signal,
        }).catch(() => {});
      }
    }
  }

  private async prepareQueues(): Promise<void> {
    const push = {
      name: PUSH_QUEUE,
      retryLimit: PUSH_RETRY_LIMIT,
      retryDelay: this.timings.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: PUSH_EXPIRE_SECONDS,
    };
    // A failed check is not retried: the next minute's claims the same devices (DECISIONS 77).
    const daily = { name: DAILY_QUEUE, retryLimit: 0, expireInSeconds: 300 };
    await this.boss.createQueue(PUSH_QUEUE, push);
    await this.boss.updateQueue(PUSH_QUEUE, push);
    await this.boss.createQueue(DAILY_QUEUE, daily);
    await this.boss.updateQueue(DAILY_QUEUE, daily);
    if (this.timings.schedule) await this.boss.schedule(DAILY_QUEUE, '* * * * *');
  }

  /** Starts the queue if it waits for a device; resolves once it runs, rejects when the app closes first. */
  ready(): Promise<void> {
    this.begin();
    return this.readySignal.promise;
  }

  /** A live event of a member, published in this instance: its pushes are queued here, once. */
  onLiveEvent(userId: number, event: LiveEvent): void {
    let queued: Promise<void>;
    if (event.type === 'thanked') queued = this.queueEvent(userId, 'thanks', { kind: 'thanks' });
    else if (event.type === 'badge') {
      const { type, level } = event.badge;
      queued = this.queueEvent(userId, 'badges', { kind: 'badge', badge: type, level });
    } else return;
    const tracked = queued.finally(() => this.enqueues.delete(tracked));
    this.enqueues.add(tracked);
    // The context drains its background work before the database closes.
    this.deps.ctx.background.run('push notifications', () => tracked);
  }

  private async queueEvent(userId: number, kind: EventKind, job: PushKind): Promise<void> {
    const devices = await devicesToNotify(this.deps.ctx, userId, kind, this.deps.ctx.now());
    if (devices.length === 0) return;
    // The app closing before the queue ever ran: nothing can be queued any more.
    const running = await this.ready().then(
      () => true,
      () => false,
    );
    if (!running) return;
    await this.boss.insert(
      devices.map((device) => ({
        name: PUSH_QUEUE,
        data: { subscriptionId: device.id, ...job },
        // Quiet hours hold it until they end, measured on the app's clock (DECISIONS 77).
        ...(device.holdSeconds > 0 ? { startAfter: `${device.holdSeconds} seconds` } : {}),
      })),
      { db: this.enqueueDatabase },
    );
    this.wakePushWorkers();
  }

  private wakePushWorkers(): void {
    for (const worker of this.push) worker.wake();
  }

  /**
   * Claims the devices due their daily compliment at `at` and queues one push for each, in the
   * claim's transaction: a claim commits with its jobs or not at all, and a device is claimed
   * once per local day however many checks run (DECISIONS 77). Answers how many it queued.
   */
  async runDailyCheck(at: Date = this.deps.ctx.now()): Promise<number> {
    await this.ready();
    const zones = await this.knownTimeZones();
    let queued = 0;
    // Each batch goes on after the last id claimed: a device another check holds is its to claim.
    let after = 0;
    for (;;) {
      const claimed = await this.deps.ctx.database.statements(async (run) => {
        const ids = await claimDueDaily(run, at, DAILY_CLAIM_BATCH, zones, after);
        after = ids.at(-1) ?? after;
        if (ids.length > 0) {
          await this.boss.insert(
            ids.map((id) => ({ name: PUSH_QUEUE, data: { subscriptionId: id, kind: 'daily' } })),
            { db: transactionJobDatabase(run) },
          );
        }
        return ids.length;
      });
      queued += claimed;
      if (claimed > 0) this.wakePushWorkers();
      if (claimed < DAILY_CLAIM_BATCH) return queued;
    }
  }

  /** The daily devices' time zones that PostgreSQL knows; each is asked about once per app. */
  private async knownTimeZones(): Promise<string[]> {
    const { ctx } = this.deps;
    const known: string[] = [];
    for (const zone of await dailyTimeZones(ctx)) {
      let ok = this.timeZones.get(zone);
      if (ok === undefined) {
        ok = await isDatabaseTimeZone(ctx, zone);
        this.timeZones.set(zone, ok);
        if (!ok)
          ctx.log.warn(
            { timeZone: zone },
            'a push device names a time zone the database does not know',
          );
      }
      if (ok) known.push(zone);
    }
    return known;
  }

  private async runScheduledCheck(jobs: LoopJob<unknown>[]): Promise<void> {
    const ids = jobs.map((job) => job.id);
    try {
      await this.runDailyCheck();
      await this.boss.complete(DAILY_QUEUE, ids);
    } catch (error) {
      this.deps.ctx.log.warn({ err: error }, 'daily notification check failed');
      await this.boss.fail(DAILY_QUEUE, ids);
    }
  }

  private async sendPushes(jobs: LoopJob<PushJobData>[]): Promise<void> {
    const outcome = await deliverPushJobs({ ...this.deps, agent: this.agent }, jobs);
    if (outcome.done.length > 0) await this.boss.complete(PUSH_QUEUE, outcome.done);
    for (const { id, error } of outcome.failed) {
      this.deps.ctx.log.warn({ err: error, job: id }, 'push not sent; it will be retried');
      await this.boss.fail(PUSH_QUEUE, id, {
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }

  /** Resolves once the pushes of the live events published so far are queued (or found none due). */
  async queued(): Promise<void> {
    while (this.enqueues.size > 0) await Promise.allSettled([...this.enqueues]);
  }

  /**
   * Resolves once no job of the queue waits, runs or waits for a retry (tests: each awaits what
   * it started); gives up after `timeoutMs`, saying what is left.
   */
  async drained(timeoutMs = 20_000): Promise<void> {
    await this.ready();
    await this.queued();
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const rows = await this.deps.ctx.database.prepared<{ state: string; count: string }>(
        `select state::text as state, count(*)::text as count from ${JOB_SCHEMA}.job
         where name = any(string_to_array($1, ',')) and state < 'completed' group by state`,
        [`${PUSH_QUEUE},${DAILY_QUEUE}`],
      );
      if (rows.length === 0) return;
      if (performance.now() > deadline) {
        const left = rows.map((row) => `${row.count} ${row.state}`).join(', ');
        throw new Error(`the notification queue still holds jobs: ${left}`);
      }
      for (const loop of this.loops) loop.wake();
      await sleep(Math.min(50, this.timings.pollMs));
    }
  }

  /** Stops taking jobs, settles those in hand, and leaves pg-boss before the database closes. */
  async stop(): Promise<void> {
    this.closing = true;
    clearInterval(this.deviceWatch);
    this.stopWaiting.abort();
    this.readySignal.reject(new Error('the notification queue closed'));
    await this.starting;
    await Promise.all(this.loops.map((loop) => loop.stop()));
    await this.boss.stop({ graceful: true, close: false, wait: true, timeout: 5000 });
    await this.jobDatabase.close();
    this.agent?.destroy();
  }
}
