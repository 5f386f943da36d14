// Builds the whole app from a configuration: used by main.ts, the tests and the benchmarks.
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import underPressure from '@fastify/under-pressure';
import { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { BackgroundTasks } from './background';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase, type Database } from './db/client';
import { seedDemoContent } from './db/seed/demo-content';
import { ensureAdmin } from './features/auth/auth.service';
import { authRoutes } from './features/auth/auth.routes';
import { healthRoutes } from './features/health/health.routes';
import { Mailer } from './features/mail/mail.service';
import { Limiters } from './limiters';
import { registerClientApp } from './plugins/client-app';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurity } from './plugins/security';
import { registerSession } from './plugins/session';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export interface BuildOptions {
  /** An open database to use instead of the configured one; the app then leaves it open. */
  database?: Database;
  /** Skip migrations (the caller migrated already). */
  skipMigrations?: boolean;
  /** Extra origins allowed for state-changing requests (the Vite dev server). */
  extraOrigins?: string[];
  logger?: boolean;
}

const redactUrl = (url: string) => url.replace(/([?&](?:token|code)=)[^&#]*/gi, '$1[redacted]');

export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'res.headers["set-cookie"]',
            ],
            serializers: {
              req: (req) => ({
                method: req.method,
                url: redactUrl(req.url),
                remoteAddress: req.ip,
              }),
            },
          },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    requestTimeout: 15_000,
    connectionTimeout: 30_000,
    keepAliveTimeout: 5_000,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON (and multipart on upload routes) may change state: no simple-request writes (SECURITY C6).
  app.removeContentTypeParser('text/plain');

  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        connectTimeout: 2000,
      })
    : undefined;
  redis?.on('error', (error) => app.log.warn({ err: error.message }, 'redis unavailable'));

  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    redis,
    limiters: new Limiters(config.rateLimits, redis, app.log),
    mailer: new Mailer(database.db, app.log, config.smtpUrl, config.mailFrom),
    background: new BackgroundTasks(app.log),
    log: app.log,
    now: config.now,
  };
  app.decorate('ctx', ctx);

  app.addHook('onClose', async () => {
    await ctx.background.drain();
    ctx.mailer.close();
    redis?.disconnect();
    if (ownsDatabase) await database.close();
  });

  if (!options.skipMigrations) await database.migrate();
  if (config.admin) await ensureAdmin(ctx, config.admin.email, config.admin.password);
  await seedDemoContent(ctx);

  registerErrorHandler(app);
  await app.register(underPressure, {
    maxEventLoopDelay: 1000,
    retryAfter: 5,
    message: 'The service is briefly unavailable. Please try again shortly.',
  });
  await registerSecurity(app, config, options.extraOrigins);
  await app.register(multipart, {
    limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });
  await registerSession(app, ctx);

  await app.register(healthRoutes(ctx));
  await app.register(authRoutes(ctx), { prefix: '/api/auth' });
  await registerClientApp(app, ctx);
  return app;
}
