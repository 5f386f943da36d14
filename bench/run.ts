// `npm run bench`: the production build under load from a separate process (wrk), against a bare
// node:http server measured in the same run, on PostgreSQL at 1,000 and 1,000,000 compliments and
// on PGlite with the demo content. Prints a table with PASS/FAIL per budget, the server's memory
// and a count check; writes bench/results/latest.json and the table of docs/PERFORMANCE.md.
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
import {
  cardPaths,
  memberList,
  pgliteSql,
  postgresSql,
  readCounts,
  seedCompliments,
  seedMembers,
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
const SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://root@127.0.0.1:5432/test';
/** The server entry point: the production build unless another build is named. */
const APP_MAIN = path.resolve(
  process.env.BENCH_APP_MAIN ?? path.join(rootDir, 'dist', 'server', 'main.js'),
);
/** Comma-separated targets to run (pg-1k, pg-1m, pglite); all by default. */
const ONLY = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
/**
 * Comma-separated rows to run (guest, member, healthz, home, ads, me, thank, cards) besides the
 * floor; all by default. A run of some rows skips the count check.
 */
const ROWS = process.env.BENCH_ROWS?.split(',').map((name) => name.trim());

interface Target {
  key: 'pg-1k' | 'pg-1m' | 'pglite';
  label: string;
  size: number | null;
}

const TARGETS: Target[] = [
  { key: 'pg-1k', label: 'PostgreSQL, 1,000', size: 1_000 },
  { key: 'pg-1m', label: 'PostgreSQL, 1,000,000', size: 1_000_000 },
  { key: 'pglite', label: 'PGlite, demo content', size: null },
];

type ScenarioKey =
  'bare' | 'guest' | 'member' | 'healthz' | 'home' | 'ads' | 'me' | 'thank' | 'cards';

const SCENARIO_LABELS: Record<ScenarioKey, string> = {
  bare: 'bare node:http (floor)',
  guest: 'random, guest',
  member: 'random, member',
  healthz: 'GET /healthz',
  home: 'GET / (HTML)',
  ads: 'GET /api/ads?placement=homepage',
  me: 'GET /api/auth/me, member',
  thank: 'POST …/thank, member',
  cards: 'first card requests, burst',
};

interface Budget {
  minRatio?: number;
  maxP99Ms?: number;
}

/** The budgets the app must meet (the performance table of the project's issue tracker). */
const BUDGETS: Partial<Record<`${Target['key']}/${ScenarioKey}`, Budget>> = {
  'pg-1m/healthz': { minRatio: 0.75 },
  'pg-1m/guest': { minRatio: 0.5, maxP99Ms: 10 },
  'pg-1m/member': { minRatio: 0.25, maxP99Ms: 25 },
  'pglite/guest': { minRatio: 0.4, maxP99Ms: 15 },
  'pg-1m/home': { minRatio: 0.6 },
};

interface Row extends LoadResult {
  target: Target['key'];
  targetLabel: string;
  scenario: ScenarioKey;
  scenarioLabel: string;
  ratio: number | null;
  budget: Budget | null;
  pass: boolean | null;
}

interface CountCheck {
  target: Target['key'];
  guestCalls: Record<string, number>;
  memberCalls: Record<string, number>;
  before: Counts;
  after: Counts;
  seenDelta: number;
  expectedSeen: number;
  deliveriesDelta: number;
  expectedDeliveries: number;
  pass: boolean;
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

/** The environment a new production install needs, plus RATE_LIMITS=off for the load. */
function appEnv(port: number, secret: string, database: Record<string, string>) {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    SESSION_SECRET: secret,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAIL: 'bench-admin@example.com',
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    RATE_LIMITS: 'off',
    ...database,
  };
}

const startApp = (name: string, setup: AppSetup) =>
  startProcess({
    name,
    args: [APP_MAIN],
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
  lists: { warm?: string; measure?: string } = {},
  floor: number | null,
): Promise<Row> {
  const { target, generator } = block;
  if (WARMUP_SECONDS > 0) {
    await timedLoad({
      generator,
      origin,
      path: urlPath,
      listFile: lists.warm ?? lists.measure,
      seconds: WARMUP_SECONDS,
      connections: CONNECTIONS,
    });
  }
  const result = await timedLoad({
    generator,
    origin,
    path: urlPath,
    listFile: lists.measure,
    seconds: SECONDS,
    connections: CONNECTIONS,
  });
  const budget = BUDGETS[`${target.key}/${scenario}`] ?? null;
  const ratio = floor ? result.requestsPerSecond / floor : null;
  let pass: boolean | null = null;
  if (budget) {
    pass = result.errors === 0;
    if (budget.minRatio !== undefined) pass &&= ratio !== null && ratio >= budget.minRatio;
    if (budget.maxP99Ms !== undefined) pass &&= result.p99Ms <= budget.maxP99Ms;
  }
  const row: Row = {
    ...result,
    target: target.key,
    targetLabel: target.label,
    scenario,
    scenarioLabel: SCENARIO_LABELS[scenario],
    ratio,
    budget,
    pass,
  };
  printRow(row);
  return row;
}

const COLUMNS = [
  ['scenario', 34],
  ['req/s', 9],
  ['p50 ms', 8],
  ['p99 ms', 8],
  ['errors', 7],
  ['× bare', 7],
  ['budget', 20],
  ['result', 7],
] as const;

const budgetText = (budget: Budget | null) =>
  budget
    ? [
        budget.minRatio !== undefined ? `≥ ${budget.minRatio} × bare` : '',
        budget.maxP99Ms !== undefined ? `p99 ≤ ${budget.maxP99Ms}` : '',
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
    budgetText(row.budget),
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

async function countCheck(
  block: Block,
  setup: AppSetup,
  read: () => Promise<Counts>,
  cookies: string[],
): Promise<CountCheck> {
  const guestList = writeList(path.join(block.listDir, 'count-guest.txt'), [
    'GET\t/api/compliments/random\t',
  ]);
  const memberFile = writeList(
    path.join(block.listDir, 'count-member.txt'),
    memberList('/api/compliments/random', cookies),
  );
  // Read with the app stopped: its batched seen counts are written on SIGTERM.
  const before = await read();
  const server = await startApp(`${block.target.key} (count check)`, setup);
  let guestCalls: Record<string, number>;
  let memberCalls: Record<string, number>;
  try {
    const load = { origin: server.origin, total: COUNT_CHECK_CALLS, connections: 20 };
    guestCalls = await fixedCountLoad({ ...load, listFile: guestList });
    memberCalls = await fixedCountLoad({ ...load, listFile: memberFile });
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
    before,
    after,
    seenDelta: after.seen - before.seen,
    expectedSeen,
    deliveriesDelta: after.deliveries - before.deliveries,
    expectedDeliveries,
    pass: false,
  };
  check.pass = check.seenDelta === expectedSeen && check.deliveriesDelta === expectedDeliveries;
  log(
    `count check: guest ${JSON.stringify(guestCalls)}, member ${JSON.stringify(memberCalls)}; ` +
      `seen +${check.seenDelta} (expected ${expectedSeen}), deliveries +${check.deliveriesDelta} ` +
      `(expected ${expectedDeliveries}) → ${check.pass ? 'PASS' : 'FAIL'}`,
  );
  return check;
}

async function runTarget(
  target: Target,
  generator: LoadGenerator,
  bare: Server,
  workDir: string,
  admin: Sql | null,
): Promise<{ rows: Row[]; memory: MemoryReading; counts: CountCheck | null }> {
  log('');
  log(`── ${target.label} ──`);
  const dir = mkdtempSync(path.join(workDir, `${target.key}-`));
  const secret = randomBytes(32).toString('hex');
  const port = await freePort();
  let databaseName: string | null = null;
  let databaseUrl: string | null = null;
  const dataDir = path.join(dir, 'data');
  if (target.size !== null) {
    if (!admin) throw new Error('no PostgreSQL server');
    databaseName = `kindly_bench_${target.key.replace('-', '_')}_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database "${databaseName}"`);
    createdDatabases.add(databaseName);
    databaseUrl = withDatabase(SERVER_URL, databaseName);
  }
  const setup: AppSetup = {
    port,
    logFile: path.join(dir, 'server.log'),
    env: appEnv(
      port,
      secret,
      databaseUrl
        ? { DATABASE_URL: databaseUrl, DEMO_CONTENT: 'off' }
        : { DATA_DIR: dataDir, DEMO_CONTENT: 'on' },
    ),
  };
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
    let cookies: string[];
    let complimentIds: number[];
    let cards: string[];
    try {
      if (target.size !== null) {
        started = performance.now();
        await seedCompliments(sql, target.size);
        await sql.query('vacuum analyze');
        log(
          `seeded ${target.size.toLocaleString('en-US')} compliments in ${fmt((performance.now() - started) / 1000)} s`,
        );
      }
      cookies = await seedMembers(sql, MEMBERS, secret);
      // Statistics as autovacuum would keep them: planned on an empty users table, the session
      // read would scan sessions instead of looking them up.
      await sql.query('analyze');
      complimentIds = await visibleComplimentIds(sql, 2000);
      cards = await cardPaths(sql, 2000);
    } finally {
      await sql.close();
    }
    if (databaseUrl && admin) await admin.query('checkpoint').catch(() => undefined);

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
      const list = (name: string, lines: string[]) =>
        writeList(path.join(dir, `${name}.txt`), lines);
      const members = list('member', memberList('/api/compliments/random', cookies));
      const me = list('me', memberList('/api/auth/me', cookies));
      const pairs = cookies.length * complimentIds.length;
      const warmPairs = Math.min(20_000, Math.floor(pairs / 4));
      const thanksWarm = list('thank-warm', thankList(cookies, complimentIds, 0, warmPairs));
      const thanks = list(
        'thank',
        thankList(cookies, complimentIds, warmPairs, Math.min(150_000, pairs - warmPairs)),
      );
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
      const origin = server.origin;
      const scenarios: [ScenarioKey, () => Promise<Row>][] = [
        ['guest', () => measure(block, origin, 'guest', '/api/compliments/random', {}, floor)],
        [
          'member',
          () =>
            measure(
              block,
              origin,
              'member',
              '/api/compliments/random',
              { measure: members },
              floor,
            ),
        ],
        ['healthz', () => measure(block, origin, 'healthz', '/healthz', {}, floor)],
        ['home', () => measure(block, origin, 'home', '/', {}, floor)],
        ['ads', () => measure(block, origin, 'ads', '/api/ads?placement=homepage', {}, floor)],
        ['me', () => measure(block, origin, 'me', '/api/auth/me', { measure: me }, floor)],
        [
          'thank',
          () =>
            measure(
              block,
              origin,
              'thank',
              '/api/compliments/1/thank',
              { warm: thanksWarm, measure: thanks },
              floor,
            ),
        ],
        [
          'cards',
          async () => {
            const before = cardLines(setup.logFile);
            const row = await measure(
              block,
              origin,
              'cards',
              '/',
              { warm: cardsWarm, measure: cardsNew },
              floor,
            );
            const after = cardLines(setup.logFile);
            log(
              `  cards: ${after.drawn - before.drawn} drawn, ${after.standIns - before.standIns} answered with the default picture`,
            );
            return row;
          },
        ],
      ];
      for (const [scenario, run] of scenarios) {
        if (!ROWS || ROWS.includes(scenario)) rows.push(await run());
      }
      memory.afterLoadBytes = rssBytes(server.child.pid);
      log(`server RSS after load: ${mb(memory.afterLoadBytes)}`);
    } finally {
      await stopProcess(server);
    }
    let counts: CountCheck | null = null;
    try {
      if (!ROWS) counts = await countCheck(block, setup, read, cookies);
    } catch (error) {
      log(`count check could not run: ${(error as Error).message}`);
    }
    return { rows, memory, counts };
  } catch (error) {
    log(`server log: ${setup.logFile}`);
    throw error;
  } finally {
    if (databaseName && admin) {
      await admin
        .query(`drop database if exists "${databaseName}" with (force)`)
        .catch(() => undefined);
      createdDatabases.delete(databaseName);
    }
    if (!process.env.BENCH_KEEP) rmSync(path.join(dir, 'data'), { recursive: true, force: true });
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
  info: ReturnType<typeof machine>,
  date: string,
) {
  const lines = [
    `Last run ${date} on ${info.cores} × ${info.cpu}, ${info.memoryGb} GB, ${info.os}, Node ${info.node}; ` +
      `load from ${info.loadGenerator} in its own process, ${info.seconds} s per row.`,
    '',
    '| database | scenario | req/s | p50 ms | p99 ms | errors | × bare | budget | result |',
    '|---|---|--:|--:|--:|--:|--:|---|---|',
  ];
  for (const row of rows) {
    const [scenario, ...rest] = rowCells(row);
    lines.push(`| ${row.targetLabel} | ${scenario} | ${rest.join(' | ')} |`);
  }
  lines.push('');
  for (const reading of memory) {
    lines.push(
      `- Server RSS, ${TARGETS.find((t) => t.key === reading.target)?.label}: ${mb(reading.afterFirstStartBytes)} after the first start (new database), ${mb(reading.afterStartBytes)} after a restart, ${mb(reading.afterLoadBytes)} after the load.`,
    );
  }
  for (const check of counts) {
    lines.push(
      `- Count check, ${TARGETS.find((t) => t.key === check.target)?.label}: seen +${check.seenDelta} for ${check.expectedSeen} successful calls, deliveries +${check.deliveriesDelta} for ${check.expectedDeliveries} member calls: ${check.pass ? 'PASS' : 'FAIL'}.`,
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

/** Ctrl-C mid-run: no server keeps running and no bench database stays behind. */
function cleanUpOnInterrupt(workDir: string): void {
  const stop = (signal: NodeJS.Signals) => {
    log(`\n${signal}: stopping the servers and dropping the bench databases…`);
    killAll();
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
  const info = machine(generator);
  log(
    `Kindly bench: ${info.cores} × ${info.cpu}, ${info.os}, Node ${info.node}, ${info.loadGenerator}, ${SECONDS} s per row (+${WARMUP_SECONDS} s warm-up)`,
  );
  try {
    for (const target of targets) {
      const result = await runTarget(target, generator, bare, workDir, admin);
      rows.push(...result.rows);
      memory.push(result.memory);
      if (result.counts) counts.push(result.counts);
    }
  } finally {
    await stopProcess(bare);
    await admin?.close();
    if (!process.env.BENCH_KEEP) rmSync(workDir, { recursive: true, force: true });
  }
  const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const failed =
    rows.filter((row) => row.pass === false).length + counts.filter((c) => !c.pass).length;
  log('');
  log(
    `${rows.filter((row) => row.pass !== null).length + counts.length} checks, ${failed} failed; ${fmt((performance.now() - started) / 60000)} min`,
  );
  const resultsDir = path.join(benchDir, 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'latest.json'),
    `${JSON.stringify({ date, machine: info, connections: CONNECTIONS, rows, memory, counts }, null, 2)}\n`,
  );
  const table = markdown(rows, memory, counts, info, date);
  writeFileSync(path.join(resultsDir, 'latest.md'), `${table}\n`);
  // Only a full run stands for the app in the published table.
  if (!ONLY && !ROWS && SECONDS >= 10) updatePerformanceTable(table);
  log(`results: bench/results/latest.json, bench/results/latest.md`);
  process.exitCode = failed > 0 ? 1 : 0;
}

await main();
