// Builds the whole app from a configuration: used by main.ts, the tests and the benchmarks.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { Redis } from 'ioredis';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { MESSAGES } from '../contract/messages';
import { BackgroundTasks } from './background';
import { fastifyTrustProxy, type Config } from './config';
import type { AppContext } from './context';
import { databaseOptions, openDatabase, type Database } from './db/client';
import { seedDemoContent } from './db/seed/demo-content';
import { fillUsernameSkeletons } from './features/auth/auth.service';
import { ensureAdmin } from './features/auth/start-up-accounts.service';
import { SessionReader } from './features/auth/session.service';
import { PasswordHasher } from './features/auth/passwords';
import { authRoutes } from './features/auth/auth.routes';
import { accountSessionsRoutes } from './features/account-sessions/account-sessions.routes';
import { dataExportRoutes } from './features/data-export/data-export.routes';
import { accountSettingsRoutes } from './features/account/account-settings.routes';
import { accountDeletionRoutes } from './features/account-deletion/account-deletion.routes';
import { AdPicks } from './features/ads/ad-picks.service';
import { adminAdsRoutes, adsRoutes } from './features/ads/ads.routes';
import { PromotionPicks } from './features/promotions/promotion-picks.service';
import { adminPromotionsRoutes, promotionsRoutes } from './features/promotions/promotions.routes';
import { redirectRoutes } from './features/redirects/redirects.routes';
import { healthRoutes } from './features/health/health.routes';
import { adminCheckRoutes, adminUsersRoutes } from './features/admin-users/admin-users.routes';
import { auditRoutes } from './features/audit/audit.routes';
import { adminTwoFactorRoutes } from './features/admin-users/admin-two-factor.routes';
import { passkeySignInRoutes } from './features/passkeys/passkey-sign-in.routes';
import { passkeyRoutes } from './features/passkeys/passkeys.routes';
import { twoFactorLoginRoutes, twoFactorRoutes } from './features/two-factor/two-factor.routes';
import { imagesAdminRoutes } from './features/images/images.routes';
import { activeImagesCopy } from './features/images/images.service';
import { inboxRoutes } from './features/inbox/inbox.routes';
import { digestRoutes } from './features/digest/digest.routes';
import { mediaRoutes } from './features/media/media.routes';
import { acceptUploads } from './features/media/upload-body';
import { badgeHead } from './features/badges/badge-head';
import { badgesRoutes } from './features/badges/badges.routes';
import { complimentsRoutes } from './features/compliments/compliments.routes';
import { complimentPageHead } from './features/sharing/compliment-page-head';
import { complimentCardRoutes, sharedComplimentRoutes } from './features/sharing/sharing.routes';
import { CardDrawer } from './features/sharing/card-drawer';
import { CardQueue } from './features/sharing/card-queue';
import { RandomPicker } from './features/compliments/random-pick';
import { SeenCounter } from './features/compliments/seen-counter';
import { moderationAdminRoutes, reportRoutes } from './features/moderation/moderation.routes';
import { requireAdmin } from './plugins/auth-guards';
import { Mailer } from './features/mail/mail.service';
import { Limiters } from './limiters';
import { registerClientApp } from './plugins/client-app';
import { loggerOptions, RequestLogController } from './plugins/logger';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  registerErrorHandler,
} from './plugins/error-handler';
import { FastLane } from './plugins/fast-lane';
import { answerAsJson, registerSecurity, securityHeaders } from './plugins/security';
import { serializerCompiler } from './plugins/serializer';
import { readSessions, registerSession } from './plugins/session';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    fastLane: FastLane;
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
  /** Where log lines go instead of stdout (tests read them to prove no secret is logged). */
  logStream?: NodeJS.WritableStream;
  /** Makes the share preview drawer instead of the plain one (tests hold drawings, SECURITY L7). */
  cardDrawer?: (log: FastifyBaseLogger) => CardDrawer;
  /** Sees every route as it is added (tests walk the real route table, SECURITY C1/C7). */
  onRoute?: (route: RouteOptions) => void;
  /** Tighter time and load limits than SERVER_LIMITS (tests of slow clients and shedding). */
  serverLimits?: Partial<ServerLimits>;
  /** false: every request goes through Fastify (tests comparing the two ways; DECISIONS 31). */
  fastLane?: boolean;
}

/** Log levels that log every request: those requests must all go through Fastify's logging. */
const EVERY_REQUEST_LOGGED = new Set(['debug', 'trace']);

/** Time limits of the HTTP server and the load-shedding threshold (SECURITY L1, L2). */
export interface ServerLimits {
  requestTimeout: number;
  headersTimeout: number;
  /** How often Node looks for connections past headersTimeout/requestTimeout. */
  connectionsCheckingInterval: number;
  maxEventLoopDelay: number;
  pressureSampleInterval: number;
}

/** How often the loop's delay is sampled, as under-pressure samples it. */
const LOOP_DELAY_RESOLUTION_MS = 10;

export const SERVER_LIMITS: ServerLimits = {
  requestTimeout: 15_000,
  headersTimeout: 10_000,
  connectionsCheckingInterval: 1_000,
  maxEventLoopDelay: 1_000,
  pressureSampleInterval: 1_000,
};

export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const limits = { ...SERVER_LIMITS, ...options.serverLimits };
  const fastLane = new FastLane(
    options.fastLane !== false && !EVERY_REQUEST_LOGGED.has(config.logLevel),
  );
  const app = Fastify({
    serverFactory: fastLane.serverFactory(),
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    logController: new RequestLogController(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 64 * 1024,
    requestTimeout: limits.requestTimeout,
    // Node's default headersTimeout is checked only every 30 s; slow-header clients go sooner (L2).
    http: {
      headersTimeout: limits.headersTimeout,
      connectionsCheckingInterval: limits.connectionsCheckingInterval,
    },
    connectionTimeout: 30_000,
    keepAliveTimeout: 5_000,
    // Requests reaching a draining server are refused by the hook below, with our headers.
    return503OnClosing: false,
    routerOptions: { maxParamLength: 200 },
    // Answers Fastify and Node's parser make before any hook runs get our headers and shape (V8).
    frameworkErrors: frameworkErrorHandler(securityHeaders(config)),
    clientErrorHandler: clientErrorHandler(securityHeaders(config)),
    genReqId: () => crypto.randomUUID(),
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON (and multipart on upload routes) may change state: no simple-request writes (SECURITY C6).
  app.removeContentTypeParser('text/plain');

  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(databaseOptions(config)));
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
    passwords: new PasswordHasher(config.passwordHashing, config.passwordHashCost),
    mailer: new Mailer(database.db, app.log, config.smtpUrl, config.mailFrom),
    cardQueue: new CardQueue(config.cardQueue, app.log),
    cardDrawer: options.cardDrawer ? options.cardDrawer(app.log) : new CardDrawer(app.log),
    background: new BackgroundTasks(app.log),
    log: app.log,
    now: config.now,
    sessionReader: new SessionReader(database.prepared),
    picker: new RandomPicker(database),
    activeImages: activeImagesCopy(database.db, config.now),
    adPicks: new AdPicks(database.db, config.now),
    promotionPicks: new PromotionPicks(database.db, config.now),
    readiness: { leaving: false },
  };
  app.decorate('ctx', ctx);
  app.decorate('fastLane', fastLane);
  const seenCounter = new SeenCounter(ctx);

  app.addHook('onClose', async () => {
    await ctx.background.drain();
    // Batched seen counts and image uses are written before the database closes (SECURITY K7).
    await seenCounter.close();
    ctx.cardQueue.close();
    await ctx.cardDrawer.close();
    ctx.mailer.close();
    redis?.disconnect();
    if (ownsDatabase) await database.close();
  });

  const startUp = async () => {
    if (!options.skipMigrations) {
      await database.migrate();
      // Names chosen before look-alike keys existed get theirs once the column is there.
      await fillUsernameSkeletons(ctx);
    }
    if (config.admin) await ensureAdmin(ctx, config.admin);
    await seedDemoContent(ctx);
  };
  // Instances started together on one database take these steps one after another: the first
  // migrates and adds the demo content, the others find both done (DECISIONS 56). An app built on
  // a database migrated beforehand (the tests') has nobody to wait for.
  if (options.skipMigrations) await startUp();
  else await database.alone(startUp);

  registerErrorHandler(app);
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  // Security headers first: every onRequest hook after them (load shedding included) may answer early.
  registerSecurity(app, config, {
    extraOrigins: options.extraOrigins,
    isDraining: () => draining,
  });
  // Answers finishing during the drain close their connection, so close does not sit on idle
  // keep-alive sockets until keepAliveTimeout.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  // The loop is judged here rather than by under-pressure's own mean-delay check, and only while
  // the server listens: an app answering only in-process requests (inject) has no sockets to
  // protect. Each interval sheds when the mean delay passed the limit, as under-pressure would;
  // but one long stall among the many short delays of a busy loop averages away, so it also sheds
  // after a stall (SECURITY L1): when this check itself ran more than the limit late, or the
  // longest delay of the interval was twice the limit. The check's own lateness is known the
  // moment it runs, before the requests that waited out the stall are read, so those are shed
  // whichever timer of the turn fires first.
  const loopDelay = monitorEventLoopDelay({ resolution: LOOP_DELAY_RESOLUTION_MS });
  let listening = false;
  let lastCheckAt = performance.now();
  // Start-up work (migrations, demo content, reading the build) is not a stall of a serving loop.
  app.addHook('onListen', async () => {
    loopDelay.enable();
    loopDelay.reset();
    lastCheckAt = performance.now();
    listening = true;
  });
  app.addHook('onClose', async () => loopDelay.disable());
  await app.register(underPressure, {
    maxEventLoopDelay: 0,
    sampleInterval: limits.pressureSampleInterval,
    healthCheck: async () => {
      const now = performance.now();
      const late = now - lastCheckAt - limits.pressureSampleInterval;
      lastCheckAt = now;
      // A limit of 0 turns shedding off.
      if (!listening || limits.maxEventLoopDelay <= 0) return true;
      const limit = limits.maxEventLoopDelay;
      const meanMs = loopDelay.mean / 1e6 - LOOP_DELAY_RESOLUTION_MS;
      const stalled =
        late > limit || loopDelay.max / 1e6 > 2 * limit || (loopDelay.count > 0 && meanMs > limit);
      loopDelay.reset();
      return !stalled;
    },
    healthCheckInterval: limits.pressureSampleInterval,
    retryAfter: 5,
    message: 'The service is briefly unavailable. Please try again shortly.',
  });
  fastLane.open({ isDraining: () => draining, isShedding: () => app.isUnderPressure() });
  await registerSession(app, ctx);

  await app.register(healthRoutes(ctx));
  // The JSON API. Its scope's hooks, and the security hook before them, give every answer under
  // /api (unknown paths included) the JSON header set and no-store, and read the session.
  await app.register(
    async (api) => {
      answerAsJson(api, config);
      readSessions(api, ctx);
      api.setNotFoundHandler(async (_request, reply) =>
        reply.code(404).send({ message: MESSAGES.notFound }),
      );
      await api.register(authRoutes(ctx), { prefix: '/auth' });
      await api.register(twoFactorLoginRoutes(ctx), { prefix: '/auth' });
      await api.register(twoFactorRoutes(ctx), { prefix: '/account/two-factor' });
      await api.register(passkeySignInRoutes(ctx), { prefix: '/auth' });
      await api.register(passkeyRoutes(ctx), { prefix: '/account/passkeys' });
      await api.register(accountSessionsRoutes(ctx), { prefix: '/account' });
      await api.register(dataExportRoutes(ctx), { prefix: '/account' });
      await api.register(accountSettingsRoutes(ctx), { prefix: '/account' });
      await api.register(accountDeletionRoutes(ctx), { prefix: '/account' });
      await api.register(complimentsRoutes(ctx, seenCounter), { prefix: '/compliments' });
      await api.register(reportRoutes(ctx), { prefix: '/compliments' });
      await api.register(sharedComplimentRoutes(ctx), { prefix: '/compliments' });
      await api.register(badgesRoutes(ctx), { prefix: '/badges' });
      await api.register(inboxRoutes(ctx), { prefix: '/messages' });
      await api.register(digestRoutes(ctx), { prefix: '/digest' });
      await api.register(adsRoutes(ctx), { prefix: '/ads' });
      await api.register(promotionsRoutes(ctx), { prefix: '/promotions' });
      await api.register(adminCheckRoutes(), { prefix: '/admin' });
      // Every other /api/admin route: the role check runs before anything else of theirs
      // (SECURITY C1), and only they read multipart bodies (C6, PRODUCT 25).
      await api.register(
        async (admin) => {
          admin.addHook('onRequest', requireAdmin);
          await acceptUploads(admin);
          await admin.register(adminUsersRoutes(ctx));
          await admin.register(adminTwoFactorRoutes(ctx));
          await admin.register(imagesAdminRoutes(ctx), { prefix: '/inspirational-images' });
          await admin.register(auditRoutes(ctx));
          await admin.register(moderationAdminRoutes(ctx), { prefix: '/moderation' });
          await admin.register(adminAdsRoutes(ctx), { prefix: '/ads' });
          await admin.register(adminPromotionsRoutes(ctx), { prefix: '/promotions' });
        },
        { prefix: '/admin' },
      );
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes(ctx), { prefix: '/media' });
  await app.register(redirectRoutes(ctx), { prefix: '/r' });
  await app.register(complimentCardRoutes(ctx));
  await registerClientApp(app, ctx, [badgeHead(ctx)], [complimentPageHead(ctx)]);
  return app;
}
