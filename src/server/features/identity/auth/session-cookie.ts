// Reads the session cookie in the API's scope and exposes the signed-in user as request.user.
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionSecrets } from '../../../config';
import type { AppContext } from '../../../context';
import { resolveSession, type ResolvedSession, type SessionUser } from './session.service';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
    /** Whether the request's session was opened, or confirmed since, with a second factor. */
    secondFactor: boolean;
  }
  interface FastifyReply {
    setSessionCookie(token: string, expiresAt: Date): FastifyReply;
    clearSessionCookie(): FastifyReply;
  }
}

export const sessionCookieName = (production: boolean) =>
  production ? '__Host-kindly_session' : 'kindly_session';

/**
 * The live session a session cookie's value names, or null for a forged, unknown or expired one:
 * the hook below, the fast lane's member pick (DECISIONS 31) and the redirects read sessions the
 * same way. A cookie signed with a previous session secret counts as `refreshed`, so each of them
 * sends it again signed with the current one (or leaves the pick to the hook that does), and it
 * outlives that secret's retirement (DECISIONS 67).
 */
export function sessionOfCookie(
  app: FastifyInstance,
  ctx: AppContext,
): (raw: string) => Promise<(ResolvedSession & { token: string }) | null> {
  return async (raw) => {
    const unsigned = app.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return null;
    const session = await resolveSession(ctx, app.sessionReader, unsigned.value);
    if (!session) return null;
    return { ...session, token: unsigned.value, refreshed: session.refreshed || unsigned.renew };
  };
}

/** The session cookie's writers, for every scope; readSessions reads it in the API's. */
export async function registerSession(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const name = sessionCookieName(ctx.config.production);
  const baseOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: ctx.config.production,
  };
  // Cookies are parsed by readSessions' hook, which also reads the session: one hook, not two.
  // Signs with the current secret and accepts every configured one (DECISIONS 67).
  await app.register(cookie, { secret: sessionSecrets(ctx.config), hook: false });

  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('secondFactor', false);
  app.decorateReply(
    'setSessionCookie',
    function (this: FastifyReply, token: string, expiresAt: Date) {
      const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - ctx.now().getTime()) / 1000));
      return this.setCookie(name, token, { ...baseOptions, signed: true, maxAge });
    },
  );
  app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
    return this.clearCookie(name, baseOptions);
  });
}

/**
 * Sets request.user for every request of `scope`, its 404s included. Only the API's scope reads
 * the signed-in user; pages, assets, media and probes never touch sessions (DECISIONS 9).
 */
export function readSessions(scope: FastifyInstance, ctx: AppContext): void {
  const name = sessionCookieName(ctx.config.production);
  const sessionOf = sessionOfCookie(scope, ctx);
  const readSession = async (request: FastifyRequest, reply: FastifyReply, raw: string) => {
    const session = await sessionOf(raw);
    if (!session) {
      reply.clearSessionCookie();
      return;
    }
    request.user = session.user;
    request.sessionId = session.id;
    request.secondFactor = session.secondFactor;
    if (session.refreshed) reply.setSessionCookie(session.token, session.expiresAt);
  };

  // Synchronous unless there is a session to look up, so plain requests skip a promise.
  scope.addHook('onRequest', (request, reply, done) => {
    const header = request.headers.cookie;
    request.cookies = header ? scope.parseCookie(header) : {};
    const raw = header ? request.cookies[name] : undefined;
    if (!raw) {
      done();
      return;
    }
    readSession(request, reply, raw).then(
      () => done(),
      (error: unknown) => done(error as Error),
    );
  });
}
