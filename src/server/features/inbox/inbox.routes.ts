// The member's inbox API: list with unread count, unread count alone, and mark as read.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '../../../contract/http';
import {
  InboxMessageSchema,
  InboxSchema,
  MessageIdParamsSchema,
  UnreadCountSchema,
} from '../../../contract/inbox';
import type { AppContext } from '../../context';
import { currentUser, requireUser } from '../../plugins/auth-guards';
import { countUnread, findInbox, markMessageRead } from './inbox.service';

export const inboxRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/',
      { onRequest: requireUser, schema: { response: { 200: InboxSchema } } },
      async (request) => findInbox(ctx, currentUser(request).id),
    );

    app.get(
      '/unread-count',
      { onRequest: requireUser, schema: { response: { 200: UnreadCountSchema } } },
      async (request) => ({
        unreadCount: await countUnread(ctx, currentUser(request).id),
      }),
    );

    app.post(
      '/:id/read',
      {
        onRequest: requireUser,
        schema: {
          params: MessageIdParamsSchema,
          response: { 200: InboxMessageSchema, 404: ErrorBodySchema },
        },
      },
      async (request) => markMessageRead(ctx, currentUser(request).id, request.params.id),
    );
  };
