// What every feature may use: configuration, the database, the clock, the logger, mail, limits,
// password hashing and the work that runs after an answer. Infrastructure only, so it imports no
// feature: mail and password hashing are named here by what they offer and made by their features
// (infrastructure.ts puts them together), and the state a feature keeps per instance (a cache, a
// pool, a queue) is that feature's plugin's, composed in app.ts and handed to its services.
import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundTasks } from './background';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Limiters } from './limiters';

export interface MailInput {
  to: string;
  subject: string;
  text: string;
  /**
   * Extra headers, given to SMTP only: the outbox has no column for them (a mail kept there
   * without SMTP_URL is read, never sent later), and the digest's List-Unsubscribe can be worked
   * out again from the recipient's id.
   */
  headers?: Record<string, string>;
}

/** Outgoing mail, kept in the outbox and sent by SMTP when configured (features/mail). */
export interface MailSender {
  send(mail: MailInput): Promise<void>;
}

/** Argon2 hashing and checks, capped per process (features/identity/auth/passwords.ts). */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(storedHash: string | undefined, password: string): Promise<boolean>;
}

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  limiters: Limiters;
  passwords: PasswordHashing;
  mailer: MailSender;
  background: BackgroundTasks;
  log: FastifyBaseLogger;
  now: () => Date;
}
