// What every feature needs from the app: configuration, database, limits, mail and background work.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { BackgroundTasks } from './background';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Limiters } from './limiters';
import type { Mailer } from './features/mail/mail.service';
import type { PasswordHasher } from './features/auth/passwords';

/**
 * Failures a caller injects into the middle of a transaction, to prove that nothing of it
 * persists (SECURITY K6). The app is built with none.
 */
export interface Faults {
  /** Runs in the thank's transaction after the thank row is written, before any karma moves. */
  afterThankInsert?: () => void;
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
  background: BackgroundTasks;
  log: FastifyBaseLogger;
  now: () => Date;
  faults: Faults;
}
