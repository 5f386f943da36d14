// Opens the database: PGlite in DATA_DIR when DATABASE_URL is unset, PostgreSQL otherwise.
import { mkdirSync } from 'node:fs';
import { connect as connectSocket, type Socket } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { packageRoot } from '../package-root';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = () => path.join(packageRoot(), 'src', 'server', 'db', 'migrations');

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder for PGlite; `memory://` keeps it in memory. */
  dataDir?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir ?? 'memory://');
}

async function openPglite(dataDir: string): Promise<Database> {
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = path.join(dataDir, 'db');
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
    },
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

async function openPostgres(url: string): Promise<Database> {
  const client = postgres(url, {
    max: 10,
    connect_timeout: 2,
    idle_timeout: 30,
    // The default backoff grows to 20 s and holds each waiting query that long during an outage;
    // capped, a request still answers 503 within 2 s (SECURITY F2).
    backoff: (retries: number) => Math.min(0.01 * 2 ** retries, 0.2),
    // `socket` is documented in the postgres.js README but missing from its types.
    ...({ socket: failFastSocket } as object),
    onnotice: () => {},
    connection: { statement_timeout: 5000, application_name: 'kindly' },
  });
  const db = drizzlePostgres(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      await migratePostgres(drizzlePostgres(client), { migrationsFolder: migrationsFolder() });
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await client.end({ timeout: 5 });
    },
  };
}
