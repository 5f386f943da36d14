// The short-lived challenge cookie that carries a log-in from the password to the second factor
// (PRODUCT 11.7, DECISIONS 60): signed, HttpOnly, SameSite=Strict, naming the account, the step
// and its expiry, so no table holds it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';

/** How long the step between the password and the second factor may take. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** `code`: the account has two-factor sign-in on; `enrol`: an admin who must set it up first. */
export type ChallengeKind = 'code' | 'enrol';

/** What /login asks next of an account whose password was right, or null for none. */
export function challengeFor(
  ctx: AppContext,
  user: { isAdmin: boolean; twoFactorEnabledAt: Date | null },
): ChallengeKind | null {
  if (user.twoFactorEnabledAt) return 'code';
  if (user.isAdmin && ctx.config.adminTwoFactor === 'required') return 'enrol';
  return null;
}

const challengeCookieName = (production: boolean) =>
  production ? '__Host-kindly_2fa' : 'kindly_2fa';

const challengeCookieOptions = (ctx: AppContext) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  path: '/',
  secure: ctx.config.production,
});

/** Sets the signed challenge cookie: which account, which step, and until when (5 minutes). */
export function setChallenge(
  ctx: AppContext,
  reply: FastifyReply,
  userId: number,
  kind: ChallengeKind,
): void {
  const expires = ctx.now().getTime() + CHALLENGE_TTL_MS;
  reply.setCookie(challengeCookieName(ctx.config.production), `${userId}:${kind}:${expires}`, {
    ...challengeCookieOptions(ctx),
    signed: true,
    maxAge: CHALLENGE_TTL_MS / 1000,
  });
}

/** Clears the challenge cookie of a request that sent one. */
export function clearChallenge(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (request.cookies[challengeCookieName(ctx.config.production)] === undefined) return;
  reply.clearCookie(challengeCookieName(ctx.config.production), challengeCookieOptions(ctx));
}

/**
 * The request's live challenge of that kind, or null (none, forged, another kind, or expired).
 * With `reply`, a challenge signed with a previous session secret is sent again signed with the
 * current one, so it outlives that secret's retirement (DECISIONS 67).
 */
export function readChallenge(
  ctx: AppContext,
  request: FastifyRequest,
  kind: ChallengeKind,
  reply?: FastifyReply,
): { userId: number } | null {
  const name = challengeCookieName(ctx.config.production);
  const raw = request.cookies[name];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const match = /^(\d+):(code|enrol):(\d+)$/u.exec(unsigned.value);
  if (!match || match[2] !== kind) return null;
  const left = Number(match[3]) - ctx.now().getTime();
  if (left <= 0) return null;
  if (unsigned.renew && reply) {
    const maxAge = Math.ceil(left / 1000);
    reply.setCookie(name, unsigned.value, { ...challengeCookieOptions(ctx), signed: true, maxAge });
  }
  return { userId: Number(match[1]) };
}
