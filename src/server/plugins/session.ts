// Reads the session cookie on API requests and exposes the signed-in user as request.user.
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import {
  resolveSession,
  type ResolvedSession,
  type SessionUser,
} from '../features/auth/session.service';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
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
 * the hook below and the fast lane's member pick (DECISIONS 31) read sessions the same way.
 */
export function sessionOfCookie(
  app: FastifyInstance,
  ctx: AppContext,
): (raw: string) => Promise<(ResolvedSession & { token: string }) | null> {
  return async (raw) => {
    const unsigned = app.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return null;
    const session = await resolveSession(ctx, unsigned.value);
    return session && { ...session, token: unsigned.value };
  };
}

export async function registerSession(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const name = sessionCookieName(ctx.config.production);
  const baseOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: ctx.config.production,
  };
  // Cookies are parsed by the hook below, which also reads the session: one hook instead of two.
  await app.register(cookie, { secret: ctx.config.sessionSecret, hook: false });

  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
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

  const sessionOf = sessionOfCookie(app, ctx);
  const readSession = async (request: FastifyRequest, reply: FastifyReply, raw: string) => {
    const session = await sessionOf(raw);
    if (!session) {
      reply.clearSessionCookie();
      return;
    }
    request.user = session.user;
    request.sessionId = session.id;
    if (session.refreshed) reply.setSessionCookie(session.token, session.expiresAt);
  };

  // Synchronous unless there is a session to look up, so plain requests skip a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const header = request.headers.cookie;
    request.cookies = header ? app.parseCookie(header) : {};
    // Only the API reads the signed-in user; pages, assets, media and probes never touch sessions.
    const raw = header && request.url.startsWith('/api/') ? request.cookies[name] : undefined;
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
