// The one way a session is opened or renewed (PRODUCT 11, SECURITY A23): a new random id each
// time, and the session the browser held before ended first, so no id survives a change of
// account or of privilege.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { sessionCookieName } from './session-cookie';
import { clearChallenge } from '../two-factor/challenge-cookie';
import { followSavedLocale } from '../language/language-cookie';
import { recordLogin, toPublicUser, type PublicUser, type UserRow } from './auth.service';
import { carryPushDevices, createSession, deleteSession, hashToken } from './session.service';

/** Ends the session the request's browser holds, if any, and clears its cookie. */
export async function endHeldSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (request.sessionId) await deleteSession(ctx, request.sessionId);
  request.user = null;
  request.sessionId = null;
  request.secondFactor = false;
  if (request.cookies[sessionCookieName(ctx.config.production)]) reply.clearSessionCookie();
}

/**
 * Ends the request's session, if any, and starts a new one for `userId` in the cookie; answers the
 * new session's stored id. `renewing`: the same sign-in goes on, so the devices it subscribed to
 * notifications move to the new id instead of ending with the old one (DECISIONS 76).
 */
async function replaceSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  secondFactor: boolean,
  renewing = false,
): Promise<string> {
  const previous = request.sessionId;
  const { token, expiresAt } = await createSession(
    ctx,
    userId,
    ctx.db,
    request.headers['user-agent'],
    secondFactor,
  );
  const id = hashToken(token);
  if (previous) {
    if (renewing) await carryPushDevices(ctx, previous, id);
    await deleteSession(ctx, previous);
  }
  reply.setSessionCookie(token, expiresAt);
  return id;
}

/**
 * Opens the session a log-in ends with: any session the browser held is ended, the last log-in is
 * recorded, the two-factor challenge cookie goes, and `secondFactor` says whether a code, a
 * recovery code or a passkey was given.
 */
export async function openSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  secondFactor: boolean,
): Promise<PublicUser> {
  await replaceSession(ctx, request, reply, user.id, secondFactor);
  const lastLogin = await recordLogin(ctx, user.id);
  clearChallenge(ctx, request, reply);
  followSavedLocale(reply, user.locale, ctx.config.production);
  return toPublicUser({ ...user, lastLogin });
}

/**
 * Gives the signed-in member a new session id in place of the request's, after a change of what
 * the session may do (a second factor given). `secondFactor` is what the new session carries; by
 * default, what the old one did.
 */
export async function renewSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  secondFactor = request.secondFactor,
): Promise<void> {
  const user = request.user;
  if (!user) return;
  request.sessionId = await replaceSession(ctx, request, reply, user.id, secondFactor, true);
  request.secondFactor = secondFactor;
}
