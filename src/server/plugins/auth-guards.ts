// Role checks run at onRequest, before any body is read (SECURITY U5, C1).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EMAIL_CONFIRMATION_MESSAGES } from '../../contract/account-settings-messages';
import { MESSAGES } from '../../contract/messages';
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

export async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  if (!request.user) return reply.code(401).send({ message: MESSAGES.notLoggedIn });
  if (!request.user.isAdmin) {
    request.log.warn({ userId: request.user.id, url: request.url }, 'admin route refused');
    return reply.code(403).send({ message: MESSAGES.adminRequired });
  }
}

/** The signed-in user, for handlers behind requireUser. */
export function currentUser(request: FastifyRequest) {
  if (!request.user) throw new Error('requireUser must guard this route');
  return request.user;
}
