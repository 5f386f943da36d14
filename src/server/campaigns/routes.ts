// The requests ads and promotions answer alike: a visitor's pick and counted view, an admin's
// audited save and delete. Each feature passes its own schemas, limit, audit texts and service.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ViewAnswerSchema } from '../../contract/ads';
import type { AppContext } from '../context';
import { recordAdminAction, type AdminAction } from '../features/audit/audit.service';
import { watchedWordWarnings } from '../features/moderation/watched-words.service';
import type { LimitName } from '../limiters';
import { currentUser } from '../plugins/auth-guards';

/** Each campaign's contract names its own `{ id }` params schema. */
type IdParamsSchema = z.ZodObject<{ id: z.ZodString }>;

type AuditEntry = Pick<AdminAction, 'action' | 'targetType' | 'summary'>;

/** A pick answers what was picked, or 204 with no body when nothing fits the visitor. */
export const pickResponse = <Picked extends z.ZodType>(picked: Picked) => ({
  200: picked,
  204: z.null(),
});

export function sendPicked<Picked>(reply: FastifyReply, picked: Picked | null) {
  return picked ?? reply.code(204).send(null);
}

/** POST /:id/view: the visitor's limit decides whether the view counts; the answer says if it did. */
export function viewRoute(
  fastify: FastifyInstance,
  ctx: AppContext,
  params: IdParamsSchema,
  limit: LimitName,
  recordView: (ctx: AppContext, id: string, allowed: boolean) => Promise<boolean>,
): void {
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/:id/view',
      { schema: { params, response: { 200: ViewAnswerSchema } } },
      async (request) => {
        const { id } = request.params;
        const allowed = (await ctx.limiters.hit(limit, `${request.ip}|${id}`)) === 0;
        return { counted: await recordView(ctx, id, allowed) };
      },
    );
}

/**
 * Writes the audit row of a save, then answers the saved campaign with the watched words its
 * `texts` contain: a warning for the admin, never a refusal.
 */
export async function answerSaved<Saved extends { id: string }>(
  ctx: AppContext,
  request: FastifyRequest,
  saved: Saved,
  audit: AuditEntry & { texts: string[] },
): Promise<Saved & { warnings?: string[] }> {
  const { texts, ...entry } = audit;
  await recordAdminAction(ctx, { ...entry, adminId: currentUser(request).id, targetId: saved.id });
  const warnings = await watchedWordWarnings(ctx, texts);
  return warnings.length > 0 ? { ...saved, warnings } : saved;
}

/** DELETE /:id, then the audit row: a refused or failed delete records nothing. */
export function deleteRoute(
  fastify: FastifyInstance,
  ctx: AppContext,
  params: IdParamsSchema,
  remove: (ctx: AppContext, id: string) => Promise<void>,
  audit: AuditEntry,
): void {
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .delete('/:id', { schema: { params } }, async (request, reply) => {
      await remove(ctx, request.params.id);
      await recordAdminAction(ctx, {
        ...audit,
        adminId: currentUser(request).id,
        targetId: request.params.id,
      });
      return reply.code(204).send();
    });
}
