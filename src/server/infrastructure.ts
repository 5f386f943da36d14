// Makes the context every feature shares (context.ts) around the open database: Redis for the
// limits every instance shares, mail, password hashing and the work that runs after answers.
// Registered first, it is closed last: the features' own state is written by then.
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { BackgroundTasks } from './background';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { PasswordHasher } from './features/identity/auth/passwords';
import { Mailer } from './features/mail/mail.service';
import { Limiters } from './limiters';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** The limits' shared counts, when REDIS_URL is set; tests wait for it to connect. */
    redis: Redis | undefined;
  }
}

export interface InfrastructureOptions {
  config: Config;
  /** Opened before the plugins load: opening it (and creating a PGlite folder) takes its time. */
  database: Database;
  /** false for a database the caller opened and closes (a test's). */
  closeDatabase: boolean;
}

export const infrastructurePlugin = fp<InfrastructureOptions>(
  async (app, { config, database, closeDatabase }) => {
    const redis = config.redisUrl
      ? new Redis(config.redisUrl, {
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
          connectTimeout: 2000,
        })
      : undefined;
    redis?.on('error', (error) => app.log.warn({ err: error.message }, 'redis unavailable'));
    const mailer = new Mailer(database.db, app.log, config.smtpUrl, config.mailFrom);
    const background = new BackgroundTasks(app.log);
    const ctx: AppContext = {
      config,
      database,
      db: database.db,
      limiters: new Limiters(config.rateLimits, redis, app.log),
      passwords: new PasswordHasher(config.passwordHashing, config.passwordHashCost),
      mailer,
      background,
      log: app.log,
      now: config.now,
    };
    app.decorate('ctx', ctx);
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await background.drain();
      mailer.close();
      redis?.disconnect();
      if (closeDatabase) await database.close();
    });
  },
  { name: 'context' },
);
