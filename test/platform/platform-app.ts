// Builds the app the way the platform tests need it: readable logs, the route table, extra routes
// added before ready, tighter server limits, or a database that is down.
import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import type {
  FastifyInstance,
  FastifySchema,
  InjectOptions,
  LightMyRequestResponse,
  RouteOptions,
} from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp, type TestSeam } from '../../src/server/app';
import type { Config } from '../../src/server/config';
import type { AppContext } from '../../src/server/context';
import { openDatabase, type Database } from '../../src/server/db/client';
import { TestClock, testConfig } from '../build-test-app';
import { createTestDatabase, type TestDatabase } from '../test-db';

export interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  err?: { message?: string; stack?: string; type?: string } | string;
  [key: string]: unknown;
}

/** Collects the app's JSON log lines. */
class LogCapture {
  readonly lines: LogLine[] = [];
  readonly stream = new Writable({
    write: (chunk: Buffer | string, _encoding, done) => {
      for (const line of String(chunk).split('\n')) {
        if (line.trim()) this.lines.push(JSON.parse(line) as LogLine);
      }
      done();
    },
  });

  withMessage(text: string): LogLine[] {
    return this.lines.filter((line) => line.msg === text);
  }

  text(): string {
    return this.lines.map((line) => JSON.stringify(line)).join('\n');
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

export interface PlatformApp {
  app: FastifyInstance;
  ctx: AppContext;
  clock: TestClock;
  logs: LogCapture;
  /** Every method and path Fastify registered, with its schemas, as the onRoute hook saw them. */
  routes: RouteEntry[];
  /** The app's Redis client, when its config names one: a test waits for it to connect. */
  redis: Redis | undefined;
  /** The fresh test database, when the app was built on one. */
  testDb: TestDatabase | undefined;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface PlatformAppOptions {
  config?: Partial<Config>;
  /** A database to use instead of a fresh test database; it is closed with the app. */
  database?: Database;
  serverLimits?: TestSeam['serverLimits'];
  /** Adds routes or hooks after the app is built and before it is ready. */
  beforeReady?: (app: FastifyInstance) => void;
}

export async function buildPlatformApp(options: PlatformAppOptions = {}): Promise<PlatformApp> {
  const clock = new TestClock();
  const logs = new LogCapture();
  const routes: RouteEntry[] = [];
  const testDb = options.database ? undefined : await createTestDatabase();
  const database = options.database ?? testDb!.database;
  const config = testConfig({ logLevel: 'info', ...options.config }, clock);
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, schema: route.schema });
    }
  };
  const app = await buildApp(config, {
    testing: {
      database,
      skipMigrations: true,
      logStream: logs.stream,
      onRoute,
      serverLimits: options.serverLimits,
    },
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    ctx: app.ctx,
    clock,
    logs,
    routes,
    redis: app.redis,
    testDb,
    inject: (injectOptions) => app.inject(injectOptions),
    close: async () => {
      await app.close();
      if (testDb) await testDb.drop();
      else await database.close();
    },
  };
}

/** A local TCP port nothing listens on. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A PostgreSQL client pointed at a closed port: every query fails to connect. */
export async function unreachableDatabase(): Promise<Database> {
  return openDatabase({ databaseUrl: `postgres://kindly@127.0.0.1:${await closedPort()}/kindly` });
}

/** Milliseconds an async call takes, with its result. */
export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}
