// Role checks run at onRequest, before any body is read (SECURITY U5, C1).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EMAIL_CONFIRMATION_MESSAGES } from '../../contract/account-settings-messages';
import { MESSAGES } from '../../contract/messages';
import { TWO_FACTOR_MESSAGES } from '../../contract/two-factor-messages';
import { HttpError } from '../http-error';

export async function requireUser(request: FastifyRequest, reply: FastifyReply) {
  if (!request.user) return reply.code(401).send({ message: MESSAGES.notLoggedIn });
}

/** Whether the signed-in member has to confirm their address before acting (DECISIONS 57). */
function waitsForConfirmation(request: FastifyRequest): boolean {
  return (
    request.server.ctx.config.emailConfirmation === 'required' &&
    request.user !== null &&
    request.user.emailConfirmedAt === null
  );
}

/**
 * For actions that wait for a confirmed address (submit, thank, report, choose a username): 401
 * for a guest, 403 with one message for a member whose address is not confirmed (SECURITY A16).
 */
export async function requireConfirmed(request: FastifyRequest, reply: FastifyReply) {
  if (!request.user) return reply.code(401).send({ message: MESSAGES.notLoggedIn });
  if (waitsForConfirmation(request)) {
    return reply.code(403).send({ message: EMAIL_CONFIRMATION_MESSAGES.confirmFirst });
  }
}

/** The same refusal inside a handler, for a request only some bodies of which wait (the digest). */
export function assertConfirmed(request: FastifyRequest): void {
  if (waitsForConfirmation(request)) {
    throw new HttpError(403, EMAIL_CONFIRMATION_MESSAGES.confirmFirst);
  }
}

/**
 * What an admin's session still needs under ADMIN_TWO_FACTOR=required before any admin route
 * answers (SECURITY A27): `confirm` a second factor the account has, or `setup` one; null when
 * nothing is due (a member, `optional`, or a session opened or confirmed with a second factor).
 * Sessions opened with a password alone before the setting changed are held here.
 */
export function adminSecondFactorDue(request: FastifyRequest): 'setup' | 'confirm' | null {
  const user = request.user;
  if (!user?.isAdmin || request.secondFactor) return null;
  if (request.server.ctx.config.adminTwoFactor !== 'required') return null;
  return user.twoFactorEnabledAt ? 'confirm' : 'setup';
}

export async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  if (!request.user) return reply.code(401).send({ message: MESSAGES.notLoggedIn });
  if (!request.user.isAdmin) {
    request.log.warn({ userId: request.user.id, url: request.url }, 'admin route refused');
    return reply.code(403).send({ message: MESSAGES.adminRequired });
  }
  if (adminSecondFactorDue(request)) {
    request.log.warn(
      { userId: request.user.id, url: request.url },
      'admin route refused: the session has no second factor',
    );
    return reply.code(403).send({ message: TWO_FACTOR_MESSAGES.adminSecondFactorDue });
  }
}

/** The signed-in user, for handlers behind requireUser. */
export function currentUser(request: FastifyRequest) {
  if (!request.user) throw new Error('requireUser must guard this route');
  return request.user;
}
