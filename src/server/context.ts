// What every feature needs from the app: configuration, database, limits, mail and background work.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { BackgroundTasks } from './background';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Limiters } from './limiters';
import type { Mailer } from './features/mail/mail.service';
import type { PasswordHasher } from './features/auth/passwords';
import type { CardDrawer } from './features/sharing/card-drawer';
import type { CardQueue } from './features/sharing/card-queue';

/**
 * Failures a caller injects into the middle of a transaction, to prove that nothing of it
 * persists (SECURITY K6), and pauses that fill the share card queue (SECURITY L7). The app is
 * built with none.
 */
export interface Faults {
  /** Runs in the thank's transaction after the thank row is written, before any karma moves. */
  afterThankInsert?: () => void;
  /** Awaited as a share preview's drawing starts: a test holds the drawing there. */
  beforeCardDrawing?: (complimentId: number) => Promise<void>;
}

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  redis: Redis | undefined;
  limiters: Limiters;
  /** Argon2 hashing and checks, capped per process. */
  passwords: PasswordHasher;
  mailer: Mailer;
  /** Share previews waiting for their drawing, and the thread that draws them. */
  cardQueue: CardQueue;
  cardDrawer: CardDrawer;
  background: BackgroundTasks;
  log: FastifyBaseLogger;
  now: () => Date;
  faults: Faults;
}
