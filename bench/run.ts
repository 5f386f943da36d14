// `npm run bench`: the production build under load from a separate process (wrk), against a bare
// node:http server measured in the same run, on PostgreSQL at 1,000 and 1,000,000 compliments, on
// PGlite with the demo content, on PostgreSQL through PgBouncer in transaction mode, and as three
// instances behind HAProxy against one. Prints a table with PASS/FAIL per budget, the server's
// memory and a count check; writes bench/results/latest.json and the table of docs/PERFORMANCE.md.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { generateVapidEnvironment } from '../src/server/push-config';
import {
  benchDir,
  detectLoadGenerator,
  fixedCountLoad,
  freePort,
  killAll,
  rootDir,
  rssBytes,
  startProcess,
  stopProcess,
  timedLoad,
  type LoadGenerator,
  type LoadResult,
  type Server,
} from './processes';
import { STREAMS, withOpenStreams, type StreamReading } from './event-streams';
import {
  dailyText,
  measureDailyPushes,
  startPushSink,
  DAILY_DEVICES,
  type DailyReading,
} from './daily-pushes';
import {
  backendStates,
  ensureDebianPackages,
  startHaproxy,
  startPgbouncer,
  type Haproxy,
  type Pgbouncer,
} from '../scripts/topology';
import {
  cardPaths,
  memberList,
  pgliteSql,
  postgresSql,
  PROFILE_FIRST_SCREEN,
  profileList,
  readCounts,
  seedCompliments,
  seedMembers,
  seedPastThanks,
  seedPromotions,
  submitList,
  thankList,
  visibleComplimentIds,
  writeList,
  type Counts,
  type Sql,
} from './seed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const MEMBERS = 500;
const COUNT_CHECK_CALLS = Number(process.env.BENCH_COUNT_CALLS ?? 2000);
/** Thanks and submissions of the count check: writes are slower, PGlite's thank above all. */
const COUNT_CHECK_WRITES = Number(process.env.BENCH_COUNT_WRITES ?? 500);
/** The Redis the topology's instances share (RATE_LIMITS=off leaves it little to do). */
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Instances behind HAProxy in the topology target. */
const INSTANCES = 3;
const SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://root@127.0.0.1:5432/test';
/** The server entry point: the production build unless another build is named. */
const APP_MAIN = path.resolve(
  process.env.BENCH_APP_MAIN ?? path.join(rootDir, 'dist', 'server', 'main.js'),
);
/**
 * Comma-separated targets to run (pg-1k, pg-1k-pgbouncer, pg-1m, pglite, topology); all by
 * default.
 */
const ONLY = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
/**
 * Comma-separated rows to run (guest, member, healthz, home, ads, gift, me, profile, thank, submit,
 * cards, streams) besides the floor; each target's own rows by default. A run of some rows skips the count
 * check. The topology target runs guest and member only; `daily` runs only when named, on pg-1k.
 */
const ROWS = process.env.BENCH_ROWS?.split(',').map((name) => name.trim());

type RowName =
  | 'guest'
  | 'guest-es'
  | 'member'
  | 'healthz'
  | 'home'
  | 'ads'
  | 'gift'
  | 'me'
  | 'profile'
  | 'thank'
  | 'submit'
  | 'cards'
  | 'streams'
  | 'daily';

interface Target {
  key: 'pg-1k' | 'pg-1k-pgbouncer' | 'pg-1m' | 'pglite' | 'topology';
  label: string;
  size: number | null;
  /** The app reaches PostgreSQL through PgBouncer (DATABASE_DIRECT_URL for its migrations). */
  pooled?: boolean;
  /** The rows it runs unless BENCH_ROWS names others; every row when absent. */
  rows?: RowName[];
}

const TARGETS: Target[] = [
  { key: 'pg-1k', label: 'PostgreSQL, 1,000', size: 1_000 },
  // The same database size through PgBouncer, right after the direct rows: what the unnamed
  // statements cost (DECISIONS 61).
  {
    key: 'pg-1k-pgbouncer',
    label: 'PostgreSQL, 1,000, through PgBouncer',
    size: 1_000,
    pooled: true,
    rows: ['guest', 'member'],
  },
  { key: 'pg-1m', label: 'PostgreSQL, 1,000,000', size: 1_000_000 },
  { key: 'pglite', label: 'PGlite, demo content', size: null },
  {
    key: 'topology',
    label: `PostgreSQL, 1,000, ${INSTANCES} instances behind HAProxy`,
    size: 1_000,
    pooled: true,
    rows: ['guest', 'member'],
  },
];

type Topology = 'one' | 'one-haproxy' | 'all';
type ScenarioKey = 'bare' | RowName | `${'guest' | 'member'}-${Topology}`;

const TOPOLOGY_LABELS: Record<Topology, string> = {
  one: 'one instance',
  'one-haproxy': 'one instance behind HAProxy',
  all: `${INSTANCES} instances behind HAProxy`,
};

const SCENARIO_LABELS: Record<ScenarioKey, string> = {
  bare: 'bare node:http (floor)',
  guest: 'random, guest',
  'guest-es': 'random, guest reading Spanish',
  member: 'random, member',
  healthz: 'GET /healthz',
  home: 'GET / (HTML)',
  ads: 'GET /api/ads?placement=homepage',
  gift: 'GET /api/promotions/random (/gift)',
  me: 'GET /api/auth/me, member',
  profile: `/profile first screen, member (${PROFILE_FIRST_SCREEN.length} calls)`,
  thank: 'POST …/thank, member',
  submit: 'POST /api/compliments, member',
  cards: 'first card requests, burst',
  streams: `GET /healthz, ${STREAMS.toLocaleString('en-US')} event streams open`,
  daily: `${DAILY_DEVICES.toLocaleString('en-US')} daily pushes due in one minute`,
  'guest-one': `random, guest, ${TOPOLOGY_LABELS.one}`,
  'guest-one-haproxy': `random, guest, ${TOPOLOGY_LABELS['one-haproxy']}`,
  'guest-all': `random, guest, ${TOPOLOGY_LABELS.all}`,
  'member-one': `random, member, ${TOPOLOGY_LABELS.one}`,
  'member-one-haproxy': `random, member, ${TOPOLOGY_LABELS['one-haproxy']}`,
  'member-all': `random, member, ${TOPOLOGY_LABELS.all}`,
};

interface Budget {
  minRatio?: number;
  maxP99Ms?: number;
  /** Of the row it is compared with (the topology against one instance). */
  minOfReference?: number;
}

/** The budgets the app must meet (the performance table of the project's issue tracker; issue 29). */
const BUDGETS: Partial<Record<`${Target['key']}/${ScenarioKey}`, Budget>> = {
  'pg-1m/healthz': { minRatio: 0.75 },
  'pg-1m/guest': { minRatio: 0.5, maxP99Ms: 10 },
  'pg-1m/member': { minRatio: 0.25, maxP99Ms: 25 },
  'pglite/guest': { minRatio: 0.4, maxP99Ms: 15 },
  'pg-1m/home': { minRatio: 0.6 },
  'pg-1k/thank': { minRatio: 0.05 },
  'pg-1m/thank': { minRatio: 0.05 },
  'pg-1k/gift': { minRatio: 0.3 },
  'pg-1m/gift': { minRatio: 0.3 },
  'pglite/gift': { minRatio: 0.3 },
  'topology/guest-all': { minOfReference: 0.8 },
  'topology/member-all': { minOfReference: 0.8 },
};

/** Another row of the same run this one is read against: its ratio to it, and what it is. */
interface Reference {
  label: string;
  ratio: number;
}

interface Row extends LoadResult {
  target: Target['key'];
  targetLabel: string;
  scenario: ScenarioKey;
  scenarioLabel: string;
  ratio: number | null;
  reference: Reference | null;
  budget: Budget | null;
  pass: boolean | null;
}

interface CountCheck {
  target: Target['key'];
  guestCalls: Record<string, number>;
  memberCalls: Record<string, number>;
  thankCalls: Record<string, number>;
  submitCalls: Record<string, number>;
  before: Counts;
  after: Counts;
  seenDelta: number;
  expectedSeen: number;
  deliveriesDelta: number;
  expectedDeliveries: number;
  thanksDelta: number;
  expectedThanks: number;
  complimentsDelta: number;
  expectedCompliments: number;
  pass: boolean;
}

/** A count check that could not run (its load failed, or the server stopped answering). */
interface CountError {
  target: Target['key'];
  error: string;
}

interface MemoryReading {
  target: Target['key'];
  /** The first start of a new install: it creates the database (and, on PGlite, the demo content). */
  afterFirstStartBytes: number | null;
  afterStartBytes: number | null;
  afterLoadBytes: number | null;
}

const log = (line = '') => console.log(line);
const fmt = (n: number, digits = 1) => n.toFixed(digits);
const mb = (bytes: number | null) => (bytes === null ? 'n/a' : `${Math.round(bytes / 2 ** 20)} MB`);

function newestFile(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newestFile(full) : statSync(full).mtimeMs);
  }
  return latest;
}

/** The bench measures the production build; it builds it when missing or older than src/. */
function buildIfNeeded(): void {
  if (process.env.BENCH_SKIP_BUILD) return;
  const main = path.join(rootDir, 'dist', 'server', 'main.js');
  const fresh =
    existsSync(main) &&
    existsSync(path.join(rootDir, 'dist', 'client', 'index.html')) &&
    statSync(main).mtimeMs >= newestFile(path.join(rootDir, 'src'));
  if (fresh) return;
  log('Building the production bundle (npm run build)…');
  execFileSync('npm', ['run', 'build'], { cwd: rootDir, stdio: 'inherit' });
}

/**
 * The share cards the server's log reports so far: drawn, and answered with the default picture
 * (its lines about them each count several).
 */
function cardLines(logFile: string): { drawn: number; standIns: number } {
  let drawn = 0;
  let standIns = 0;
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.startsWith('{') || !line.includes('share card')) continue;
    const entry = JSON.parse(line) as { msg?: string; shed?: number };
    if (entry.msg === 'share card drawn') drawn += 1;
    if (entry.msg === 'share cards answered with the default picture') standIns += entry.shed ?? 0;
  }
  return { drawn, standIns };
}

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

interface AppSetup {
  env: Record<string, string>;
  port: number;
  logFile: string;
}

/**
 * The environment a new production install needs, plus RATE_LIMITS=off for the load; `extra` names
 * the database and anything else the target sets.
 */
function appEnv(port: number, secret: string, extra: Record<string, string>) {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    SESSION_SECRET: secret,
    ENCRYPTION_KEYS: `bench:${randomBytes(32).toString('base64')}`,
    ...generateVapidEnvironment(),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAIL: 'bench-admin@example.com',
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    RATE_LIMITS: 'off',
    ...extra,
  };
}

/**
 * How a pooled app reaches its database: through PgBouncer in transaction mode, with the direct URL
 * for its migrations and start-up lock, and the hot statements sent unnamed (DECISIONS 61).
 */
function pooledEnv(directUrl: string, pgbouncer: Pgbouncer): Record<string, string> {
  const pooled = new URL(directUrl);
  pooled.hostname = '127.0.0.1';
  pooled.port = String(pgbouncer.port);
  return {
    DATABASE_URL: pooled.toString(),
    DATABASE_DIRECT_URL: directUrl,
    DATABASE_PREPARED_STATEMENTS: 'off',
  };
}

/** A folder for a V8 CPU profile of each app process, written as it stops (to open in DevTools). */
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;

const startApp = (name: string, setup: AppSetup) =>
  startProcess({
    name,
    args: [...(PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []), APP_MAIN],
    env: setup.env,
    port: setup.port,
    logFile: setup.logFile,
    readyPath: '/healthz',
  });

interface Block {
  target: Target;
  generator: LoadGenerator;
  bare: Server;
  listDir: string;
}

async function measure(
  block: Block,
  origin: string,
  scenario: ScenarioKey,
  urlPath: string,
  lists: { warm?: string; measure?: string; headers?: Record<string, string> } = {},
  floor: number | null,
  versus?: { row: Row; label: string },
): Promise<Row> {
  const { target, generator } = block;
  if (WARMUP_SECONDS > 0) {
    await timedLoad({
      generator,
      origin,
      path: urlPath,
      listFile: lists.warm ?? lists.measure,
      headers: lists.headers,
      seconds: WARMUP_SECONDS,
      connections: CONNECTIONS,
    });
  }
  const result = await timedLoad({
    generator,
    origin,
    path: urlPath,
    listFile: lists.measure,
    headers: lists.headers,
    seconds: SECONDS,
    connections: CONNECTIONS,
  });
  const budget = BUDGETS[`${target.key}/${scenario}`] ?? null;
  const ratio = floor ? result.requestsPerSecond / floor : null;
  const reference = versus
    ? { label: versus.label, ratio: result.requestsPerSecond / versus.row.requestsPerSecond }
    : null;
  let pass: boolean | null = null;
  if (budget) {
    pass = result.errors === 0;
    if (budget.minRatio !== undefined) pass &&= ratio !== null && ratio >= budget.minRatio;
    if (budget.maxP99Ms !== undefined) pass &&= result.p99Ms <= budget.maxP99Ms;
    if (budget.minOfReference !== undefined)
      pass &&= reference !== null && reference.ratio >= budget.minOfReference;
  }
  const row: Row = {
    ...result,
    target: target.key,
    targetLabel: target.label,
    scenario,
    scenarioLabel: SCENARIO_LABELS[scenario],
    ratio,
    reference,
    budget,
    pass,
  };
  printRow(row);
  return row;
}

const COLUMNS = [
  ['scenario', 50],
  ['req/s', 9],
  ['p50 ms', 8],
  ['p99 ms', 8],
  ['errors', 7],
  ['× bare', 7],
  ['× other row', 26],
  ['budget', 24],
  ['result', 7],
] as const;

const budgetText = (budget: Budget | null, reference: Reference | null) =>
  budget
    ? [
        budget.minRatio !== undefined ? `≥ ${budget.minRatio} × bare` : '',
        budget.maxP99Ms !== undefined ? `p99 ≤ ${budget.maxP99Ms}` : '',
        budget.minOfReference !== undefined
          ? `≥ ${budget.minOfReference} × ${reference?.label ?? 'other row'}`
          : '',
      ]
        .filter(Boolean)
        .join(', ')
    : '—';

function rowCells(row: Row): string[] {
  return [
    row.scenarioLabel,
    String(Math.round(row.requestsPerSecond)),
    fmt(row.p50Ms, 2),
    fmt(row.p99Ms, 2),
    String(row.errors),
    row.ratio === null ? '1.00' : fmt(row.ratio, 2),
    row.reference ? `${fmt(row.reference.ratio, 2)} × ${row.reference.label}` : '',
    budgetText(row.budget, row.reference),
    row.pass === null ? '' : row.pass ? 'PASS' : 'FAIL',
  ];
}

function printHeader(): void {
  log(
    COLUMNS.map(([name, width], i) => (i === 0 ? name.padEnd(width) : name.padStart(width))).join(
      ' ',
    ),
  );
}

function printRow(row: Row): void {
  const cells = rowCells(row);
  log(
    COLUMNS.map(([, width], i) =>
      i === 0 ? cells[i]!.padEnd(width) : cells[i]!.padStart(width),
    ).join(' '),
  );
}

/** Answers with a 2xx status among a fixed-count load's. */
const answered = (calls: Record<string, number>) =>
  Object.entries(calls)
    .filter(([status]) => status.startsWith('2'))
    .reduce((sum, [, n]) => sum + n, 0);

/**
 * Exact counts, on a restarted server with a fixed-count client: seen counts grow by the random
 * calls answered and deliveries by the member calls; thanks and compliments by the thanks and
 * submissions answered 201.
 */
async function countCheck(
  block: Block,
  setup: AppSetup,
  read: () => Promise<Counts>,
  lists: { cookies: string[]; thanks: string; submits: string },
): Promise<CountCheck> {
  const guestList = writeList(path.join(block.listDir, 'count-guest.txt'), [
    'GET\t/api/compliments/random\t',
  ]);
  const memberFile = writeList(
    path.join(block.listDir, 'count-member.txt'),
    memberList('/api/compliments/random', lists.cookies),
  );
  // Read with the app stopped: its batched seen counts are written on SIGTERM.
  const before = await read();
  const server = await startApp(`${block.target.key} (count check)`, setup);
  let guestCalls: Record<string, number>;
  let memberCalls: Record<string, number>;
  let thankCalls: Record<string, number>;
  let submitCalls: Record<string, number>;
  try {
    const load = { origin: server.origin, total: COUNT_CHECK_CALLS, connections: 20 };
    guestCalls = await fixedCountLoad({ ...load, listFile: guestList });
    memberCalls = await fixedCountLoad({ ...load, listFile: memberFile });
    const writes = { ...load, total: COUNT_CHECK_WRITES };
    thankCalls = await fixedCountLoad({ ...writes, listFile: lists.thanks });
    submitCalls = await fixedCountLoad({ ...writes, listFile: lists.submits });
  } finally {
    await stopProcess(server);
  }
  const after = await read();
  const expectedSeen = (guestCalls['200'] ?? 0) + (memberCalls['200'] ?? 0);
  const expectedDeliveries = memberCalls['200'] ?? 0;
  const check: CountCheck = {
    target: block.target.key,
    guestCalls,
    memberCalls,
    thankCalls,
    submitCalls,
    before,
    after,
    seenDelta: after.seen - before.seen,
    expectedSeen,
    deliveriesDelta: after.deliveries - before.deliveries,
    expectedDeliveries,
    thanksDelta: after.thanks - before.thanks,
    expectedThanks: answered(thankCalls),
    complimentsDelta: after.compliments - before.compliments,
    expectedCompliments: answered(submitCalls),
    pass: false,
  };
  // The writes must also have been taken: a check of nothing passes nothing.
  const wrote =
    COUNT_CHECK_WRITES === 0 || (check.expectedThanks > 0 && check.expectedCompliments > 0);
  // Every call answered: status 0 is a refused connection or no answer within 15 s.
  const unanswered = [guestCalls, memberCalls, thankCalls, submitCalls].some(
    (calls) => (calls['0'] ?? 0) > 0,
  );
  check.pass =
    wrote &&
    !unanswered &&
    check.seenDelta === expectedSeen &&
    check.deliveriesDelta === expectedDeliveries &&
    check.thanksDelta === check.expectedThanks &&
    check.complimentsDelta === check.expectedCompliments;
  log(
    `count check: guest ${JSON.stringify(guestCalls)}, member ${JSON.stringify(memberCalls)}, ` +
      `thank ${JSON.stringify(thankCalls)}, submit ${JSON.stringify(submitCalls)}; ` +
      `seen +${check.seenDelta} (expected ${expectedSeen}), deliveries +${check.deliveriesDelta} ` +
      `(expected ${expectedDeliveries}), thanks +${check.thanksDelta} (expected ` +
      `${check.expectedThanks}), compliments +${check.complimentsDelta} (expected ` +
      `${check.expectedCompliments}) → ${check.pass ? 'PASS' : 'FAIL'}`,
  );
  return check;
}

/** The database of a target: created, migrated by a first start, seeded; dropped by `drop`. */
interface Prepared {
  dir: string;
  setup: AppSetup;
  secret: string;
  read: () => Promise<Counts>;
  cookies: string[];
  complimentIds: number[];
  cards: string[];
  afterFirstStartBytes: number | null;
  drop: () => Promise<void>;
}

async function prepare(
  target: Target,
  workDir: string,
  admin: Sql | null,
  pgbouncer: Pgbouncer | null,
  extraEnv: Record<string, string> = {},
): Promise<Prepared> {
  const dir = mkdtempSync(path.join(workDir, `${target.key}-`));
  const secret = randomBytes(32).toString('hex');
  const port = await freePort();
  let databaseName: string | null = null;
  let databaseUrl: string | null = null;
  const dataDir = path.join(dir, 'data');
  if (target.size !== null) {
    if (!admin) throw new Error('no PostgreSQL server');
    databaseName = `kindly_bench_${target.key.replaceAll('-', '_')}_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database "${databaseName}"`);
    createdDatabases.add(databaseName);
    databaseUrl = withDatabase(SERVER_URL, databaseName);
  }
  const drop = async () => {
    if (databaseName && admin) {
      await admin
        .query(`drop database if exists "${databaseName}" with (force)`)
        .catch(() => undefined);
      createdDatabases.delete(databaseName);
    }
    if (!process.env.BENCH_KEEP) rmSync(dataDir, { recursive: true, force: true });
  };
  let database: Record<string, string>;
  if (!databaseUrl) database = { DATA_DIR: dataDir, DEMO_CONTENT: 'on' };
  else if (target.pooled) {
    if (!pgbouncer) throw new Error('no PgBouncer');
    database = { ...pooledEnv(databaseUrl, pgbouncer), DEMO_CONTENT: 'off' };
  } else database = { DATABASE_URL: databaseUrl, DEMO_CONTENT: 'off' };
  const setup: AppSetup = {
    port,
    logFile: path.join(dir, 'server.log'),
    env: appEnv(port, secret, { ...database, ...extraEnv }),
  };
  // The bench's own reads and writes go to the database directly.
  const openSql = () =>
    databaseUrl ? Promise.resolve(postgresSql(databaseUrl)) : pgliteSql(dataDir);
  const read = async () => {
    const sql = await openSql();
    try {
      return await readCounts(sql);
    } finally {
      await sql.close();
    }
  };
  try {
    // The first start runs the migrations (and adds the demo content on PGlite).
    let started = performance.now();
    const first = await startApp(`${target.key} (migrations)`, setup);
    const afterFirstStartBytes = rssBytes(first.child.pid);
    await stopProcess(first);
    log(
      `migrated${target.size === null ? ' and demo content added' : ''} in ${fmt((performance.now() - started) / 1000)} s`,
    );
    const sql = await openSql();
    try {
      if (target.size !== null) {
        started = performance.now();
        await seedCompliments(sql, target.size);
        // The /gift pick's promotions, as many as the demo content's (PGlite has those).
        await seedPromotions(sql, 4);
        await sql.query('vacuum analyze');
        log(
          `seeded ${target.size.toLocaleString('en-US')} compliments in ${fmt((performance.now() - started) / 1000)} s`,
        );
      }
      const cookies = await seedMembers(sql, MEMBERS, secret);
      await seedPastThanks(sql, 200, 5);
      // Statistics as autovacuum would keep them: planned on an empty users table, the session
      // read would scan sessions instead of looking them up.
      await sql.query('analyze');
      const complimentIds = await visibleComplimentIds(sql, 2000);
      const cards = await cardPaths(sql, 2000);
      if (databaseUrl && admin) await admin.query('checkpoint').catch(() => undefined);
      return {
        dir,
        setup,
        secret,
        read,
        cookies,
        complimentIds,
        cards,
        afterFirstStartBytes,
        drop,
      };
    } finally {
      await sql.close();
    }
  } catch (error) {
    log(`server log: ${setup.logFile}`);
    await drop();
    throw error;
  }
}

/** The rows a target runs: BENCH_ROWS, or its own, or all. */
const wanted = (target: Target, row: RowName) =>
  ROWS ? ROWS.includes(row) : !target.rows || target.rows.includes(row);

async function runTarget(
  target: Target,
  generator: LoadGenerator,
  bare: Server,
  workDir: string,
  admin: Sql | null,
  pgbouncer: Pgbouncer | null,
  earlier: Row[],
): Promise<{
  rows: Row[];
  memory: MemoryReading;
  counts: CountCheck | null;
  countError: string | null;
}> {
  log('');
  log(`── ${target.label} ──`);
  // The daily row's push service, which the app is configured to reach: asked for by name only,
  // on PostgreSQL at 1,000 (DECISIONS 77).
  const sink = target.key === 'pg-1k' && ROWS?.includes('daily') ? await startPushSink() : null;
  const prepared = await prepare(target, workDir, admin, pgbouncer, sink?.env).catch(
    (error: unknown) => {
      sink?.stop();
      throw error;
    },
  );
  const { dir, setup, cookies, complimentIds, cards, afterFirstStartBytes } = prepared;
  try {
    const server = await startApp(target.key, setup);
    const memory: MemoryReading = {
      target: target.key,
      afterFirstStartBytes,
      afterStartBytes: rssBytes(server.child.pid),
      afterLoadBytes: null,
    };
    log(
      `server RSS: ${mb(afterFirstStartBytes)} after the first start, ${mb(memory.afterStartBytes)} after a restart`,
    );
    const rows: Row[] = [];
    const block: Block = { target, generator, bare, listDir: dir };
    const list = (name: string, lines: string[]) => writeList(path.join(dir, `${name}.txt`), lines);
    // Thanks: the last pairs are the count check's, so its thanks are new ones too.
    const pairs = cookies.length * complimentIds.length;
    const timedPairs = Math.max(0, pairs - COUNT_CHECK_WRITES);
    const warmPairs = Math.min(20_000, Math.floor(timedPairs / 4));
    const thanksWarm = list('thank-warm', thankList(cookies, complimentIds, 0, warmPairs));
    const thanks = list(
      'thank',
      thankList(cookies, complimentIds, warmPairs, Math.min(150_000, timedPairs - warmPairs)),
    );
    const countThanks = list(
      'count-thank',
      thankList(cookies, complimentIds, timedPairs, pairs - timedPairs),
    );
    // Submissions: distinct texts, the count check's after the timed load's.
    const submitsWarm = list('submit-warm', submitList(cookies, 0, 10_000));
    const submits = list('submit', submitList(cookies, 10_000, 90_000));
    const countSubmits = list(
      'count-submit',
      submitList(cookies, 900_000, Math.max(COUNT_CHECK_WRITES, 1)),
    );
    try {
      printHeader();
      const floorRow = await measure(
        block,
        bare.origin,
        'bare',
        '/api/compliments/random',
        {},
        null,
      );
      rows.push(floorRow);
      const floor = floorRow.requestsPerSecond;
      const members = list('member', memberList('/api/compliments/random', cookies));
      const me = list('me', memberList('/api/auth/me', cookies));
      const profile = list('profile', profileList(cookies));
      // Cards no request has asked for: the warm-up draws a few, the measured load asks for others.
      const warmCards = Math.floor(cards.length / 4);
      const cardsWarm = list(
        'cards-warm',
        cards.slice(0, warmCards).map((p) => `GET\t${p}`),
      );
      const cardsNew = list(
        'cards',
        cards.slice(warmCards).map((p) => `GET\t${p}`),
      );
      // Through PgBouncer, each row is read against the same row on PostgreSQL directly.
      const direct = (scenario: ScenarioKey) => {
        const row = target.pooled
          ? earlier.find((r) => r.target === 'pg-1k' && r.scenario === scenario)
          : undefined;
        return row ? { row, label: 'direct' } : undefined;
      };
      const origin = server.origin;
      const run = (
        scenario: RowName,
        urlPath: string,
        lists: { warm?: string; measure?: string; headers?: Record<string, string> } = {},
        versus = direct(scenario),
      ) => measure(block, origin, scenario, urlPath, lists, floor, versus);
      // A Spanish reader's pick, read against the English reader's of the same run.
      const english = () => {
        const row = rows.find((r) => r.scenario === 'guest');
        return row ? { row, label: 'English' } : undefined;
      };
      const scenarios: [RowName, () => Promise<Row>][] = [
        ['guest', () => run('guest', '/api/compliments/random')],
        [
          'guest-es',
          () =>
            run(
              'guest-es',
              '/api/compliments/random',
              { headers: { 'accept-language': 'es' } },
              english(),
            ),
        ],
        ['member', () => run('member', '/api/compliments/random', { measure: members })],
        ['healthz', () => run('healthz', '/healthz')],
        [
          'streams',
          async () => {
            // Read against the same probe without streams, when this run measured it.
            const probe = rows.find((r) => r.scenario === 'healthz');
            const { result, reading } = await withOpenStreams(
              { origin, serverPid: server.child.pid, cookies },
              () => run('streams', '/healthz', {}, probe && { row: probe, label: 'no streams' }),
            );
            streamReadings.push({ target: target.key, ...reading });
            log(`  streams: ${streamText(reading)}`);
            return result;
          },
        ],
        ['home', () => run('home', '/')],
        ['ads', () => run('ads', '/api/ads?placement=homepage')],
        ['gift', () => run('gift', '/api/promotions/random')],
        ['me', () => run('me', '/api/auth/me', { measure: me })],
        [
          'thank',
          () => run('thank', '/api/compliments/1/thank', { warm: thanksWarm, measure: thanks }),
        ],
        [
          'submit',
          () => run('submit', '/api/compliments', { warm: submitsWarm, measure: submits }),
        ],
        // After the submissions, so the members' Submitted lists are not empty.
        ['profile', () => run('profile', '/api/auth/me', { measure: profile })],
        [
          'cards',
          async () => {
            const before = cardLines(setup.logFile);
            const row = await run('cards', '/', { warm: cardsWarm, measure: cardsNew });
            const after = cardLines(setup.logFile);
            log(
              `  cards: ${after.drawn - before.drawn} drawn, ${after.standIns - before.standIns} answered with the default picture`,
            );
            return row;
          },
        ],
      ];
      for (const [name, measureRow] of scenarios) {
        if (wanted(target, name)) rows.push(await measureRow());
      }
      if (sink) {
        const sql = postgresSql(setup.env.DATABASE_DIRECT_URL ?? setup.env.DATABASE_URL ?? '');
        try {
          const reading = await measureDailyPushes(sql, sink);
          dailyReadings.push({ target: target.key, ...reading });
          log(
            `  daily: ${dailyText(reading)}; the first push read ${JSON.stringify(reading.sample)}`,
          );
        } finally {
          await sql.close();
        }
      }
      memory.afterLoadBytes = rssBytes(server.child.pid);
      log(`server RSS after load: ${mb(memory.afterLoadBytes)}`);
    } finally {
      await stopProcess(server);
    }
    let counts: CountCheck | null = null;
    let countError: string | null = null;
    try {
      if (!ROWS) {
        counts = await countCheck(block, setup, prepared.read, {
          cookies,
          thanks: countThanks,
          submits: countSubmits,
        });
      }
    } catch (error) {
      countError = (error as Error).message;
      log(`count check could not run: ${countError}`);
    }
    return { rows, memory, counts, countError };
  } catch (error) {
    log(`server log: ${setup.logFile}`);
    throw error;
  } finally {
    sink?.stop();
    await prepared.drop();
  }
}

/** Resolves once HAProxy's health checks see every instance UP. */
async function allUp(runDir: string, count: number): Promise<void> {
  const deadline = performance.now() + 30_000;
  for (;;) {
    const states = Object.values(await backendStates(runDir));
    if (states.length === count && states.every((state) => state.status === 'UP')) return;
    if (performance.now() > deadline)
      throw new Error(`instances not UP: ${JSON.stringify(states)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** HAProxy in front of the instances, its request log read and dropped (a supervisor's job). */
async function balancer(
  workDir: string,
  instances: Server[],
): Promise<Haproxy & { runDir: string }> {
  const runDir = mkdtempSync(path.join(workDir, 'haproxy-'));
  const haproxy = await startHaproxy(
    runDir,
    await freePort(),
    instances.map((server, i) => ({
      name: `kindly${i + 1}`,
      port: Number(new URL(server.origin).port),
    })),
  );
  running.haproxy = haproxy;
  haproxy.process.stdout?.removeAllListeners('data');
  haproxy.process.stdout?.on('data', () => undefined);
  await allUp(runDir, instances.length);
  return Object.assign(haproxy, { runDir });
}

/**
 * The topology of docs/DEPLOY.md on this machine: instances of the production build through
 * PgBouncer, sharing Redis, behind HAProxy. One instance alone, then behind HAProxy, then all of
 * them behind it, each under the same load: scaling out on one machine should lose little.
 */
async function runTopology(
  target: Target,
  generator: LoadGenerator,
  bare: Server,
  workDir: string,
  admin: Sql | null,
  pgbouncer: Pgbouncer | null,
): Promise<{ rows: Row[]; memory: MemoryReading } | null> {
  const kinds = (['guest', 'member'] as const).filter((kind) => wanted(target, kind));
  if (kinds.length === 0) return null;
  log('');
  log(`── ${target.label} ──`);
  const haproxyOrigin = `http://127.0.0.1:${await freePort()}`;
  const prepared = await prepare(target, workDir, admin, pgbouncer, {
    REDIS_URL,
    TRUST_PROXY: '1',
  });
  const { dir, setup, cookies, afterFirstStartBytes } = prepared;
  const instances: Server[] = [];
  let haproxy: (Haproxy & { runDir: string }) | null = null;
  try {
    const instanceSetup = async (i: number): Promise<AppSetup> => {
      const port = i === 0 ? setup.port : await freePort();
      return {
        port,
        logFile: path.join(dir, `instance-${i + 1}.log`),
        env: { ...setup.env, PUBLIC_URL: haproxyOrigin },
      };
    };
    instances.push(await startApp(`${target.key} instance 1`, await instanceSetup(0)));
    const memory: MemoryReading = {
      target: target.key,
      afterFirstStartBytes,
      afterStartBytes: rssBytes(instances[0]!.child.pid),
      afterLoadBytes: null,
    };
    const rows: Row[] = [];
    const block: Block = { target, generator, bare, listDir: dir };
    const members = writeList(
      path.join(dir, 'member.txt'),
      memberList('/api/compliments/random', cookies),
    );
    printHeader();
    const floorRow = await measure(block, bare.origin, 'bare', '/api/compliments/random', {}, null);
    rows.push(floorRow);
    const floor = floorRow.requestsPerSecond;
    const alone = new Map<string, Row>();
    const phase = async (topology: Topology, origin: string) => {
      for (const kind of kinds) {
        const reference = alone.get(kind);
        const row = await measure(
          block,
          origin,
          `${kind}-${topology}`,
          '/api/compliments/random',
          kind === 'member' ? { measure: members } : {},
          floor,
          reference ? { row: reference, label: TOPOLOGY_LABELS.one } : undefined,
        );
        if (topology === 'one') alone.set(kind, row);
        rows.push(row);
      }
    };
    await phase('one', instances[0]!.origin);
    haproxy = await balancer(workDir, instances);
    await phase('one-haproxy', `http://127.0.0.1:${haproxy.port}`);
    await haproxy.stop();
    for (let i = 1; i < INSTANCES; i++) {
      instances.push(await startApp(`${target.key} instance ${i + 1}`, await instanceSetup(i)));
    }
    haproxy = await balancer(workDir, instances);
    await phase('all', `http://127.0.0.1:${haproxy.port}`);
    const states = await backendStates(haproxy.runDir);
    log(
      `  requests per instance: ${Object.entries(states)
        .map(([name, state]) => `${name} ${state.sessions}`)
        .join(', ')}`,
    );
    memory.afterLoadBytes = rssBytes(instances[0]!.child.pid);
    log(
      `instances' RSS after load: ${instances.map((server) => mb(rssBytes(server.child.pid))).join(', ')}`,
    );
    return { rows, memory };
  } catch (error) {
    log(`server logs: ${dir}`);
    throw error;
  } finally {
    await haproxy?.stop();
    await Promise.all(instances.map((server) => stopProcess(server)));
    await prepared.drop();
  }
}

function machine(generator: LoadGenerator) {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    loadGenerator:
      generator === 'wrk' ? `wrk -t1 -c${CONNECTIONS}` : `autocannon -c ${CONNECTIONS}`,
    seconds: SECONDS,
  };
}

function markdown(
  rows: Row[],
  memory: MemoryReading[],
  counts: CountCheck[],
  countErrors: CountError[],
  info: ReturnType<typeof machine>,
  date: string,
) {
  const label = (key: Target['key']) => TARGETS.find((t) => t.key === key)?.label;
  const lines = [
    `Last run ${date} on ${info.cores} × ${info.cpu}, ${info.memoryGb} GB, ${info.os}, Node ${info.node}; ` +
      `load from ${info.loadGenerator} in its own process, ${info.seconds} s per row.`,
    '',
    '| database | scenario | req/s | p50 ms | p99 ms | errors | × bare | × other row | budget | result |',
    '|---|---|--:|--:|--:|--:|--:|--:|---|---|',
  ];
  for (const row of rows) {
    const [scenario, ...rest] = rowCells(row);
    lines.push(`| ${row.targetLabel} | ${scenario} | ${rest.join(' | ')} |`);
  }
  lines.push('');
  const profiles = rows.filter((r) => r.scenario === 'profile');
  if (profiles.length > 0) {
    lines.push(
      `- /profile first screen: ${PROFILE_FIRST_SCREEN.join(', ')}; screens a second: ${profiles
        .map(
          (row) =>
            `${Math.round(row.requestsPerSecond / PROFILE_FIRST_SCREEN.length)} (${row.targetLabel})`,
        )
        .join(', ')}.`,
    );
  }
  for (const target of new Set(rows.map((row) => row.target))) {
    const timedOut = rows.filter((row) => row.target === target && row.timeouts > 0);
    if (target !== 'pglite' && timedOut.length === 0) continue;
    lines.push(
      `- Socket timeouts (no answer within 5 s) at ${CONNECTIONS} connections, ${label(target)}: ${
        timedOut.length === 0
          ? 'none'
          : timedOut.map((row) => `${row.timeouts} (${row.scenarioLabel})`).join(', ')
      }.`,
    );
  }
  for (const reading of memory) {
    lines.push(
      `- Server RSS, ${label(reading.target)}${reading.target === 'topology' ? ', instance 1' : ''}: ${mb(reading.afterFirstStartBytes)} after the first start (new database), ${mb(reading.afterStartBytes)} after a restart, ${mb(reading.afterLoadBytes)} after the load.`,
    );
  }
  for (const reading of streamReadings) {
    lines.push(`- Event streams, ${label(reading.target)}: ${streamText(reading)}.`);
  }
  for (const reading of dailyReadings) {
    lines.push(`- Daily compliments, ${label(reading.target)}: ${dailyText(reading)}.`);
  }
  for (const check of counts) {
    lines.push(
      `- Count check, ${label(check.target)}: seen +${check.seenDelta} for ${check.expectedSeen} successful calls, deliveries +${check.deliveriesDelta} for ${check.expectedDeliveries} member calls, thanks +${check.thanksDelta} for ${check.expectedThanks} thanks answered 201, compliments +${check.complimentsDelta} for ${check.expectedCompliments} submissions answered 201: ${check.pass ? 'PASS' : 'FAIL'}.`,
    );
  }
  for (const { target, error } of countErrors) {
    lines.push(
      `- Count check, ${label(target)}: could not run (${error.split('\n')[0]?.replace(/:$/, '')}): FAIL.`,
    );
  }
  return lines.join('\n');
}

/** Replaces docs/PERFORMANCE.md's table between its bench markers, when both are there. */
function updatePerformanceTable(table: string): void {
  const file = path.join(rootDir, 'docs', 'PERFORMANCE.md');
  const text = readFileSync(file, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) return;
  writeFileSync(file, `${text.slice(0, from + start.length)}\n${table}\n${text.slice(to)}`);
}

const createdDatabases = new Set<string>();
/** The daily row's readings (BENCH_ROWS=daily). */
const dailyReadings: (DailyReading & { target: Target['key'] })[] = [];
/** The streams row's readings, one per target that ran it. */
const streamReadings: (StreamReading & { target: Target['key'] })[] = [];

function streamText(reading: StreamReading): string {
  const perStream =
    reading.bytesPerStream === null ? 'n/a' : `${fmt(reading.bytesPerStream / 1024)} KiB`;
  return (
    `${reading.streams.toLocaleString('en-US')} opened in ${fmt(reading.openMs / 1000)} s; ` +
    `server RSS ${mb(reading.rssBeforeBytes)} → ${mb(reading.rssAfterBytes)}, ${perStream} per ` +
    `stream; ${reading.heldAtEnd.toLocaleString('en-US')} still open after the load`
  );
}
/** What the bench started besides its Node processes, for Ctrl-C to stop. */
const running: { haproxy?: Haproxy; pgbouncer?: Pgbouncer } = {};

/** Ctrl-C mid-run: no server keeps running and no bench database stays behind. */
function cleanUpOnInterrupt(workDir: string): void {
  const stop = (signal: NodeJS.Signals) => {
    log(`\n${signal}: stopping the servers and dropping the bench databases…`);
    killAll();
    running.haproxy?.process.kill('SIGKILL');
    void running.pgbouncer?.stop();
    const admin = postgresSql(SERVER_URL);
    void Promise.allSettled(
      [...createdDatabases].map((name) =>
        admin.query(`drop database if exists "${name}" with (force)`),
      ),
    )
      .then(() => admin.close())
      .finally(() => {
        if (!process.env.BENCH_KEEP) rmSync(workDir, { recursive: true, force: true });
        process.exit(130);
      });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

async function main(): Promise<void> {
  buildIfNeeded();
  const generator = await detectLoadGenerator();
  if (generator === 'autocannon') {
    log(
      'wrk is not installed: falling back to autocannon’s CLI in its own process (install wrk for the real numbers).',
    );
  }
  const targets = TARGETS.filter((target) => !ONLY || ONLY.includes(target.key));
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'kindly-bench-'));
  cleanUpOnInterrupt(workDir);
  const admin = targets.some((t) => t.size !== null) ? postgresSql(SERVER_URL) : null;
  // One PgBouncer in transaction mode (deploy/pgbouncer.ini) for the targets that go through it,
  // in a folder of its own: under root it runs as the postgres user, who must reach it.
  let pgbouncerDir: string | null = null;
  if (targets.some((t) => t.pooled)) {
    ensureDebianPackages({
      pgbouncer: 'pgbouncer',
      ...(targets.some((t) => t.key === 'topology') ? { haproxy: 'haproxy' } : {}),
    });
    pgbouncerDir = mkdtempSync(path.join(os.tmpdir(), 'kindly-bench-pgbouncer-'));
    running.pgbouncer = startPgbouncer(
      pgbouncerDir,
      await freePort(),
      Number(new URL(SERVER_URL).port || 5432),
    );
    await running.pgbouncer.ready;
  }
  const pgbouncer = running.pgbouncer ?? null;
  const barePort = await freePort();
  const bare = await startProcess({
    name: 'bare node:http',
    args: ['--import', 'tsx', path.join(benchDir, 'bare-server.ts')],
    env: {},
    port: barePort,
    logFile: path.join(workDir, 'bare.log'),
  });
  const started = performance.now();
  const rows: Row[] = [];
  const memory: MemoryReading[] = [];
  const counts: CountCheck[] = [];
  const countErrors: CountError[] = [];
  const info = machine(generator);
  log(
    `Kindly bench: ${info.cores} × ${info.cpu}, ${info.os}, Node ${info.node}, ${info.loadGenerator}, ${SECONDS} s per row (+${WARMUP_SECONDS} s warm-up)`,
  );
  try {
    for (const target of targets) {
      if (target.key === 'topology') {
        const result = await runTopology(target, generator, bare, workDir, admin, pgbouncer);
        rows.push(...(result?.rows ?? []));
        if (result) memory.push(result.memory);
        continue;
      }
      const result = await runTarget(target, generator, bare, workDir, admin, pgbouncer, rows);
      rows.push(...result.rows);
      memory.push(result.memory);
      if (result.counts) counts.push(result.counts);
      if (result.countError) countErrors.push({ target: target.key, error: result.countError });
    }
  } finally {
    await stopProcess(bare);
    await admin?.close();
    await pgbouncer?.stop();
    if (pgbouncerDir) rmSync(pgbouncerDir, { recursive: true, force: true });
    if (!process.env.BENCH_KEEP) rmSync(workDir, { recursive: true, force: true });
  }
  const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const failed =
    rows.filter((row) => row.pass === false).length +
    counts.filter((c) => !c.pass).length +
    countErrors.length;
  log('');
  log(
    `${rows.filter((row) => row.pass !== null).length + counts.length + countErrors.length} checks, ${failed} failed; ${fmt((performance.now() - started) / 60000)} min`,
  );
  const resultsDir = path.join(benchDir, 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'latest.json'),
    `${JSON.stringify({ date, machine: info, connections: CONNECTIONS, rows, memory, streams: streamReadings, daily: dailyReadings, counts, countErrors }, null, 2)}\n`,
  );
  const table = markdown(rows, memory, counts, countErrors, info, date);
  writeFileSync(path.join(resultsDir, 'latest.md'), `${table}\n`);
  // Only a full run stands for the app in the published table.
  if (!ONLY && !ROWS && SECONDS >= 10) updatePerformanceTable(table);
  log(`results: bench/results/latest.json, bench/results/latest.md`);
  process.exitCode = failed > 0 ? 1 : 0;
}

await main();
