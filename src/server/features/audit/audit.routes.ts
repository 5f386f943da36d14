// GET /api/admin/audit: the admin audit log (SECURITY L6), filtered by admin and action.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditLogSchema, AuditQuerySchema } from '../../../contract/audit';
import type { AppContext } from '../../context';
import { findAuditLog } from './audit.service';

/** Mounted inside the /api/admin scope whose onRequest hook is requireAdmin. */
export const auditRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/audit',
      { schema: { querystring: AuditQuerySchema, response: { 200: AuditLogSchema } } },
      async (request) => findAuditLog(ctx, request.query),
    );
  };
