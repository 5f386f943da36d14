// Role checks run at onRequest, before any body is read (SECURITY U5, C1).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../contract/messages';

export async function requireUser(request: FastifyRequest, reply: FastifyReply) {
  if (!request.user) return reply.code(401).send({ message: MESSAGES.notLoggedIn });
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
