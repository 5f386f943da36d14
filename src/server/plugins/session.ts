// Reads the session cookie on API requests and exposes the signed-in user as request.user.
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { resolveSession, type SessionUser } from '../features/auth/session.service';

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

export async function registerSession(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const name = sessionCookieName(ctx.config.production);
  const baseOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: ctx.config.production,
  };
  await app.register(cookie, { secret: ctx.config.sessionSecret, hook: 'onRequest' });

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

  app.addHook('onRequest', async (request, reply) => {
    // Only the API reads the signed-in user; pages, assets, media and probes never touch sessions.
    if (!request.url.startsWith('/api/')) return;
    const raw = request.cookies[name];
    if (!raw) return;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) {
      reply.clearSessionCookie();
      return;
    }
    const session = await resolveSession(ctx, unsigned.value);
    if (!session) {
      reply.clearSessionCookie();
      return;
    }
    request.user = session.user;
    request.sessionId = session.id;
    if (session.refreshed) reply.setSessionCookie(unsigned.value, session.expiresAt);
  });
}
