// Builds the whole app from a configuration: used by main.ts, the tests and the benchmarks.
// buildApp reads as the server's table of contents: each step it names lives in a file of its own.
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { MESSAGES } from '../contract/messages';
import { viewTokensPlugin } from './features/campaigns/view-tokens.plugin';
import { webAppRoutes } from './features/web-app/web-app.routes';
import type { Config } from './config';
import { databaseOptions, openDatabase, type Database } from './db/client';
import { accountDeletionRoutes } from './features/account-deletion/account-deletion.routes';
import { accountSessionsRoutes } from './features/identity/sessions/account-sessions.routes';
import { accountSettingsRoutes } from './features/identity/account/account-settings.routes';
import { adminTwoFactorRoutes } from './features/admin-users/admin-two-factor.routes';
import { adminCheckRoutes, adminUsersRoutes } from './features/admin-users/admin-users.routes';
import { adsPlugin } from './features/ads/ads.plugin';
import { adminAdsRoutes, adsRoutes } from './features/ads/ads.routes';
import { auditRoutes } from './features/audit/audit.routes';
import { authPlugin } from './features/identity/auth/auth.plugin';
import { authRoutes } from './features/identity/auth/auth.routes';
import { badgeHead } from './features/badges/badge-head';
import { badgesRoutes } from './features/badges/badges.routes';
import { badgeProgressRoutes } from './features/badge-progress/badge-progress.routes';
import { complimentsPlugin } from './features/compliments/compliments.plugin';
import { complimentsRoutes } from './features/compliments/compliments.routes';
import { dataExportRoutes } from './features/data-export/data-export.routes';
import { digestRoutes } from './features/digest/digest.routes';
import { healthRoutes } from './features/health/health.routes';
import { imagesPlugin } from './features/images/images.plugin';
import { imagesAdminRoutes } from './features/images/images.routes';
import { inboxRoutes } from './features/inbox/inbox.routes';
import {
  liveEventsPlugin,
  type LiveEventsOptions,
} from './features/live-events/live-events.plugin';
import { liveEventsRoutes } from './features/live-events/live-events.routes';
import { mediaPlugin } from './features/media/media.plugin';
import { mediaRoutes } from './features/media/media.routes';
import { acceptUploads } from './features/media/upload-body';
import { moderationAdminRoutes, reportRoutes } from './features/moderation/moderation.routes';
import { notificationsPlugin } from './features/notifications/notifications.plugin';
import type { QueueTimings } from './features/notifications/notification-queue';
import { passkeySignInRoutes } from './features/identity/passkeys/passkey-sign-in.routes';
import { passkeyRoutes } from './features/identity/passkeys/passkeys.routes';
import { promotionsPlugin } from './features/promotions/promotions.plugin';
import { pushRoutes } from './features/push/push.routes';
import { adminPromotionsRoutes, promotionsRoutes } from './features/promotions/promotions.routes';
import { redirectRoutes } from './features/redirects/redirects.routes';
import { complimentPageHead } from './features/sharing/compliment-page-head';
import { sharingPlugin, type SharingOptions } from './features/sharing/sharing.plugin';
import { complimentCardRoutes, sharedComplimentRoutes } from './features/sharing/sharing.routes';
import {
  twoFactorLoginRoutes,
  twoFactorRoutes,
} from './features/identity/two-factor/two-factor.routes';
import { infrastructurePlugin } from './infrastructure';
import { requireAdmin } from './plugins/auth-guards';
import { registerClientApp } from './plugins/client-app';
import { registerErrorHandler } from './plugins/error-handler';
import { languageRoutes } from './features/identity/language/language.routes';
import { localePlugin } from './plugins/locale';
import { FastLane } from './plugins/fast-lane';
import { readinessPlugin } from './plugins/readiness';
import { answerAsJson, registerSecurity } from './plugins/security';
import { serializerCompiler } from './plugins/serializer';
import { readSessions, registerSession } from './features/identity/auth/session-cookie';
import { findLiveSessions } from './features/identity/auth/session.service';
import { sheddingPlugin } from './plugins/shedding';
import { SERVER_LIMITS, serverOptions, type ServerLimits } from './server-options';
import { startUp } from './start-up';

declare module 'fastify' {
  interface FastifyInstance {
    fastLane: FastLane;
  }
}

export interface BuildOptions {
  /** Extra origins allowed for state-changing requests (the Vite dev server). */
  extraOrigins?: string[];
  /** What only tests set; a server started by main.ts sets none of it. */
  testing?: TestSeam;
}

/** The one way tests reach into how the app is built. */
export interface TestSeam {
  /** An open database to use instead of the configured one; the app then leaves it open. */
  database?: Database;
  /** Skip migrations (the caller migrated already). */
  skipMigrations?: boolean;
  /** false: no logger at all. */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them to prove no secret is logged). */
  logStream?: NodeJS.WritableStream;
  /** Makes the share preview drawer instead of the plain one (tests hold drawings, SECURITY L7). */
  cardDrawer?: SharingOptions['drawer'];
  /** Sees every route as it is added (tests walk the real route table, SECURITY C1/C7). */
  onRoute?: (route: RouteOptions) => void;
  /** Tighter time and load limits than SERVER_LIMITS (tests of slow clients and shedding). */
  serverLimits?: Partial<ServerLimits>;
  /** false: every request goes through Fastify (tests comparing the two ways; DECISIONS 31). */
  fastLane?: boolean;
  /** Shorter polls and retries of the notification queue (tests of notifications, DECISIONS 77). */
  notifications?: Partial<QueueTimings>;
  /** Tighter limits of the live event streams (a heartbeat in milliseconds, small caps). */
  liveEvents?: LiveEventsOptions['limits'];
}

/** Log levels that log every request: those requests must all go through Fastify's logging. */
const EVERY_REQUEST_LOGGED = new Set(['debug', 'trace']);

export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const testing = options.testing ?? {};
  const limits = { ...SERVER_LIMITS, ...testing.serverLimits };
  const fastLane = new FastLane(
    testing.fastLane !== false && !EVERY_REQUEST_LOGGED.has(config.logLevel),
  );
  const app = Fastify(serverOptions(config, limits, fastLane, testing));
  if (testing.onRoute) app.addHook('onRoute', testing.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON (and multipart on upload routes) may change state: no simple-request writes (SECURITY C6).
  app.removeContentTypeParser('text/plain');
  app.decorate('fastLane', fastLane);

  // The context every feature shares, closed last; then the steps before serving.
  const database = testing.database ?? (await openDatabase(databaseOptions(config)));
  await app.register(infrastructurePlugin, { config, database, closeDatabase: !testing.database });
  await startUp(app.ctx, { migrate: !testing.skipMigrations });

  // What every request meets, 404s included, before any scope's hooks.
  registerErrorHandler(app);
  await app.register(localePlugin);
  await app.register(readinessPlugin);
  const draining = () => app.readiness.draining;
  // Security headers first: every onRequest hook after them (load shedding included) may answer early.
  registerSecurity(app, config, { extraOrigins: options.extraOrigins, isDraining: draining });
  await app.register(sheddingPlugin, { limits });
  fastLane.open({ isDraining: draining, isShedding: () => app.isUnderPressure() });

  // What each feature keeps per instance; its routes hand it to the services that use it.
  await app.register(liveEventsPlugin, {
    liveSessions: (ids) => findLiveSessions(app.ctx, ids),
    limits: testing.liveEvents,
  });
  await app.register(viewTokensPlugin);
  await app.register(mediaPlugin);
  await app.register(authPlugin);
  await app.register(complimentsPlugin);
  await app.register(imagesPlugin);
  await app.register(adsPlugin);
  await app.register(promotionsPlugin);
  await app.register(sharingPlugin, { drawer: testing.cardDrawer });
  await app.register(notificationsPlugin, { timings: testing.notifications });

  await registerSession(app, app.ctx);
  await registerRoutes(app);
  return app;
}

/** Every URL the server answers (docs/ARCHITECTURE.md, Where each URL is served). */
async function registerRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  await app.register(healthRoutes(ctx));
  // The JSON API. Its scope's hooks, and the security hook before them, give every answer under
  // /api (unknown paths included) the JSON header set and no-store, and read the session.
  await app.register(
    async (api) => {
      answerAsJson(api, ctx.config);
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
      await api.register(languageRoutes(ctx), { prefix: '/language' });
      await api.register(accountDeletionRoutes(ctx), { prefix: '/account' });
      await api.register(complimentsRoutes(ctx), { prefix: '/compliments' });
      await api.register(reportRoutes(ctx), { prefix: '/compliments' });
      await api.register(sharedComplimentRoutes(ctx), { prefix: '/compliments' });
      await api.register(badgesRoutes(ctx), { prefix: '/badges' });
      await api.register(badgeProgressRoutes(ctx), { prefix: '/badges' });
      await api.register(inboxRoutes(ctx), { prefix: '/messages' });
      await api.register(liveEventsRoutes(), { prefix: '/events' });
      await api.register(digestRoutes(ctx), { prefix: '/digest' });
      await api.register(adsRoutes(ctx), { prefix: '/ads' });
      await api.register(promotionsRoutes(ctx), { prefix: '/promotions' });
      await api.register(pushRoutes(ctx), { prefix: '/push' });
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
  // The installable app's manifest and worker script, before the client's files (DECISIONS 75).
  await app.register(webAppRoutes(ctx));
  const pageHeads = [complimentPageHead(ctx, app.cardDrawer)];
  await registerClientApp(app, ctx, [badgeHead(ctx)], pageHeads);
}
