// Opens the database: PGlite in DATA_DIR when DATABASE_URL is unset, PostgreSQL otherwise.
import { existsSync, mkdirSync } from 'node:fs';
import { connect as connectSocket, type Socket } from 'node:net';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import postgres from 'postgres';
import { packageRoot } from '../package-root';
import * as schema from './schema/index';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** Rows of a statement sent straight to the driver, with `$1`… placeholders. */
/** A statement's parameters: both drivers send these as text, null as SQL's null. */
export type QueryParam = string | number | boolean | null;

export type PreparedQuery = <Row>(text: string, params: QueryParam[]) => Promise<Row[]>;

/**
 * The open database. What differs between the drivers (how a raw statement's rows come back, how
 * a statement is prepared) is answered here once per driver, so no other code asks which one runs.
 */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * For the hottest statements only (the random pick's, the session read): drizzle sends unnamed
   * statements, which PostgreSQL parses and plans again on every call, and planning costs more
   * than the index probe itself (DECISIONS 15, one prepared round trip).
   */
  prepared: PreparedQuery;
  /** The rows of a raw statement, run on the database or on `on`, one of its transactions. */
  rows<Row>(query: SQL, on?: DbOrTx): Promise<Row[]>;
  /**
   * For the hottest writes only (the thank, the submission): one transaction of raw statements,
   * prepared like `prepared`'s. On PostgreSQL statements sent without awaiting one another travel
   * together: a round trip costs far more than these statements do (DECISIONS 63, 71). It commits
   * when `work` resolves and rolls back when it throws.
   */
  statements<T>(work: (run: PreparedQuery) => Promise<T>): Promise<T>;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other instance on this database runs its own: the start-up steps
   * (migrations, keys of older rows, the admin, the demo content) of instances started together.
   */
  alone<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The advisory lock key of the start-up steps; any fixed number shared by every instance. */
const STARTUP_LOCK_KEY = 5_121_944_307;

/**
 * A timestamp that drizzle did not map to a column (a raw statement's, an aggregate's, a
 * subquery's): a Date from PGlite, its text from postgres.js.
 */
export const toDate = (value: Date | string): Date =>
  value instanceof Date ? value : new Date(value);

const migrationsFolder = () => path.join(packageRoot(), 'src', 'server', 'db', 'migrations');

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /**
   * A direct PostgreSQL URL when `databaseUrl` is a pooler in transaction mode (PgBouncer): the
   * migrations, the start-up lock and the role's statement timeout need a session of their own.
   */
  directUrl?: string | undefined;
  /**
   * Whether the hottest statements are sent as named prepared statements (DECISIONS 61). A pooler
   * in transaction mode that does not carry them between its server connections (PgBouncer before
   * 1.21) needs this off.
   */
  preparedStatements?: boolean;
  /** Folder for PGlite; `memory://` keeps it in memory. */
  dataDir?: string;
  /**
   * A PGlite data folder dumped by `dumpDataDir` to start from instead of an empty one: loading a
   * migrated dump takes a fraction of a second, creating and migrating a database several.
   */
  loadDataDir?: Blob;
}

/** The database options the configuration names. */
export const databaseOptions = (config: {
  databaseUrl: string | undefined;
  databaseDirectUrl: string | undefined;
  databasePreparedStatements: boolean;
  dataDir: string;
}): DatabaseOptions => ({
  databaseUrl: config.databaseUrl,
  directUrl: config.databaseDirectUrl,
  preparedStatements: config.databasePreparedStatements,
  dataDir: config.dataDir,
});

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, {
      directUrl: options.directUrl,
      preparedStatements: options.preparedStatements ?? true,
    });
  }
  return openPglite(options.dataDir ?? 'memory://', options.loadDataDir);
}

/**
 * PostgreSQL's default 128 MB of shared buffers live inside PGlite's WebAssembly memory and made
 * most of the server's resident memory; one process holding a small database needs far less, and
 * the operating system's file cache still holds the data files (DECISIONS 15).
 */
const PGLITE_SETTINGS = 'shared_buffers = 32MB';

/**
 * Creating a PGlite database runs initdb, which leaves about 450 MB of WebAssembly memory behind
 * for the life of the process. A worker thread does it instead and takes that memory with it when
 * it ends; the server then opens the finished folder as on any later start.
 */
const INIT_IN_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.pglite)
  .then(async ({ PGlite }) => {
    const db = await PGlite.create(workerData.location, { postgresqlconf: workerData.settings });
    await db.close();
    parentPort.postMessage('ready');
  })
  .catch((error) => parentPort.postMessage(String(error && error.stack || error)));
`;

async function initPgliteInWorker(location: string): Promise<void> {
  const worker = new Worker(INIT_IN_WORKER, {
    eval: true,
    workerData: {
      location,
      settings: PGLITE_SETTINGS,
      pglite: import.meta.resolve('@electric-sql/pglite'),
    },
  });
  const answer = await new Promise<unknown>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  }).finally(() => worker.terminate());
  if (answer !== 'ready') throw new Error(`creating the PGlite database failed: ${String(answer)}`);
}

/**
 * PGlite runs each statement synchronously on this thread, and its lock hands over to the next
 * waiting statement in the same microtask queue. Under load that queue never empties: the requests
 * already read take turns with each other while the server reads no new request, not even
 * /healthz, for seconds. A turn of the event loop before each statement lets what arrived meanwhile
 * queue too (DECISIONS 64).
 */
function takingTurns(client: PGlite): PGlite {
  const queued = new Set<PropertyKey>(['query', 'exec', 'transaction']);
  return new Proxy(client, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown;
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (!queued.has(key)) return method.bind(target);
      return async (...args: unknown[]) => {
        await nextTurn();
        return method.apply(target, args);
      };
    },
  });
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = path.join(dataDir, 'db');
    mkdirSync(location, { recursive: true });
    if (!existsSync(path.join(location, 'PG_VERSION'))) await initPgliteInWorker(location);
  }
  const client = takingTurns(
    await PGlite.create(location, {
      postgresqlconf: PGLITE_SETTINGS,
      ...(loadDataDir ? { loadDataDir } : {}),
    }),
  );
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    prepared: async <Row>(text: string, params: QueryParam[]) =>
      (await client.query<Row>(text, params)).rows,
    // PGlite answers a raw statement with an object that holds the rows.
    rows: async <Row>(query: SQL, on: DbOrTx = db) =>
      ((await on.execute(query)) as unknown as { rows: Row[] }).rows,
    statements: (work) =>
      client.transaction((tx) =>
        work(
          async <Row>(text: string, params: QueryParam[]) =>
            (await tx.query<Row>(text, params)).rows,
        ),
      ),
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
    },
    // PGlite belongs to this one process: nobody else starts on it.
    alone: (work) => work(),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * A server that accepts the connection and closes it before answering (a proxy or container port
 * whose database is down) makes postgres.js reconnect forever while the query waits. Closing that
 * socket with an error makes the query fail at once, so the request gets its 503 (SECURITY F2).
 */
function failFastSocket(options: {
  host: string[];
  port: number[];
  path?: string | false;
}): Socket {
  const socket = options.path
    ? connectSocket(options.path)
    : connectSocket(options.port[0] ?? 5432, options.host[0] ?? 'localhost');
  socket.once('end', () => {
    if (socket.bytesRead > 0) return;
    const error = Object.assign(new Error('The database closed the connection unanswered'), {
      code: 'CONNECTION_CLOSED',
    });
    socket.destroy(error);
  });
  return socket;
}

/** Every statement of the app ends within this, so a hung query cannot hold a request (SECURITY F2). */
const STATEMENT_TIMEOUT_MS = 5000;

/** Serialises instances that set the role's default at the same moment (any fixed number). */
const ROLE_SETTING_LOCK_KEY = 5_121_944_308;

const connectionOptions = {
  connect_timeout: 2,
  // The default backoff grows to 20 s and holds each waiting query that long during an outage;
  // capped, a request still answers 503 within 2 s (SECURITY F2).
  backoff: (retries: number) => Math.min(0.01 * 2 ** retries, 0.2),
  // `socket` is documented in the postgres.js README but missing from its types.
  ...({ socket: failFastSocket } as object),
  onnotice: () => {},
};

/**
 * Through a pooler in transaction mode a client's session settings do not reach the server
 * connection its next transaction runs on, and PgBouncer refuses a `statement_timeout` startup
 * parameter. The timeout is then a default of the app's role on its database, which every server
 * connection the pooler opens starts with (DECISIONS 61). It is written over the direct
 * connection, only when it differs, under a lock: concurrent ALTER ROLEs of one role can fail.
 */
async function ensureRoleStatementTimeout(direct: postgres.Sql): Promise<void> {
  const wanted = `statement_timeout=${STATEMENT_TIMEOUT_MS}`;
  const current = () => direct<{ setting: string }[]>`
    select unnest(s.setconfig) as setting
    from pg_db_role_setting s
    join pg_database d on d.oid = s.setdatabase and d.datname = current_database()
    join pg_roles r on r.oid = s.setrole and r.rolname = current_user`;
  if ((await current()).some((row) => row.setting === wanted)) return;
  await direct.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${ROLE_SETTING_LOCK_KEY})`;
    const [{ database } = { database: '' }] = await tx<
      { database: string }[]
    >`select current_database() as database`;
    await tx.unsafe(
      `alter role current_user in database "${database.replaceAll('"', '""')}" set statement_timeout = ${STATEMENT_TIMEOUT_MS}`,
    );
  });
}

async function openPostgres(
  url: string,
  options: { directUrl: string | undefined; preparedStatements: boolean },
): Promise<Database> {
  const pooled = options.directUrl !== undefined;
  const client = postgres(url, {
    ...connectionOptions,
    max: 10,
    idle_timeout: 30,
    // Both are startup parameters: PgBouncer keeps application_name for each client and refuses
    // statement_timeout, which the role's default carries there instead.
    connection: pooled
      ? { application_name: 'kindly' }
      : { statement_timeout: STATEMENT_TIMEOUT_MS, application_name: 'kindly' },
    // A statement is named only when this and the statement's own option both allow it: drizzle's
    // ask for none, `prepared`'s and `statements`' do unless the setting is off (behind PgBouncer
    // 1.18, DECISIONS 61).
    prepare: options.preparedStatements,
    // postgres.js sends a statement without parameters on a connection still busy with another.
    // Outside a transaction PgBouncer (1.18) hands the server connection back at the first
    // statement's end, drops the answer of the one sent behind it, and that request waits for
    // ever: behind a pooler each connection carries one statement at a time (DECISIONS 61).
    ...(pooled ? { max_pipeline: 0 } : {}),
  });
  // One session for the start-up steps, closed when idle: the pool never needs it.
  const direct = options.directUrl
    ? postgres(options.directUrl, {
        ...connectionOptions,
        // One holds the start-up lock while the other migrates.
        max: 2,
        idle_timeout: 5,
        prepare: false,
        // Migrations and the wait for the start-up lock may outlast the role's statement timeout.
        connection: { application_name: 'kindly-start-up', statement_timeout: 0 },
      })
    : undefined;
  if (direct) await ensureRoleStatementTimeout(direct);
  const db = drizzlePostgres(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    // prepare: true makes postgres.js parse each text once per connection, under a name.
    prepared: async <Row>(text: string, params: QueryParam[]) =>
      (await client.unsafe(text, params, {
        prepare: options.preparedStatements,
      })) as unknown as Row[],
    // postgres.js answers a raw statement with the array of rows itself.
    rows: async <Row>(query: SQL, on: DbOrTx = db) => (await on.execute(query)) as unknown as Row[],
    statements: async <T>(work: (run: PreparedQuery) => Promise<T>) =>
      (await client.begin((tx) =>
        work(
          async <Row>(text: string, params: QueryParam[]) =>
            (await tx.unsafe(text, params, {
              prepare: options.preparedStatements,
            })) as unknown as Row[],
        ),
      )) as T,
    migrate: async () => {
      const session = direct ?? client;
      await migratePostgres(drizzlePostgres(session), { migrationsFolder: migrationsFolder() });
    },
    // A session-level advisory lock held on a connection of its own while the work runs on the
    // others. Waiting for it may outlast the statement timeout (another instance migrating), so
    // that connection waits without one and gets it back before it returns to the pool.
    alone: async <T>(work: () => Promise<T>) => {
      const lock = await (direct ?? client).reserve();
      try {
        await lock`set statement_timeout = 0`;
        await lock`select pg_advisory_lock(${STARTUP_LOCK_KEY})`;
        try {
          return await work();
        } finally {
          await lock`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`;
        }
      } finally {
        await lock`reset statement_timeout`.catch(() => {});
        lock.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await Promise.all([client.end({ timeout: 5 }), direct?.end({ timeout: 5 })]);
    },
  };
}
