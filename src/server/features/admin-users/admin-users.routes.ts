// Admin user management API (PRODUCT 25): users, a user's stats, new admins, messages, ending a
// user's sessions and anonymising an account (PRODUCT 8), and a member's suspension (PRODUCT 21),
// whose paths stay under /moderation where the API put them.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminUserListSchema,
  CreateAdminBodySchema,
  IsAdminAnswerSchema,
  SendMessageBodySchema,
  SentMessageSchema,
  UserIdParamsSchema,
  UserStatsSchema,
} from '../../../contract/admin';
import { ACCOUNT_DELETION_MESSAGES } from '../../../contract/account-deletion-messages';
import { CurrentUserSchema, MessageAnswerSchema } from '../../../contract/auth';
import { ErrorBodySchema } from '../../../contract/http';
import {
  MemberSuspensionSchema,
  ModerationIdParamsSchema,
  SuspensionBodySchema,
} from '../../../contract/moderation';
import type { AppContext } from '../../context';
import { adminSecondFactorDue, currentUser } from '../../plugins/auth-guards';
import { excerpt, recordAdminAction } from '../audit/audit.service';
import { liftSuspension, memberSuspension, suspendMember } from '../moderation/suspensions.service';
import {
  anonymiseUser,
  createAdmin,
  endUserSessions,
  findUsers,
  getUserStats,
  sendMessage,
} from './admin-users.service';

/** Mounted inside the /api/admin scope whose onRequest hook is requireAdmin. */
export const adminUsersRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/users', { schema: { response: { 200: AdminUserListSchema } } }, async () =>
      findUsers(ctx),
    );

    app.get(
      '/users/:id/stats',
      {
        schema: {
          params: UserIdParamsSchema,
          response: { 200: UserStatsSchema, 404: ErrorBodySchema },
        },
      },
      async (request) => getUserStats(ctx, request.params.id),
    );

    app.post(
      '/create',
      {
        schema: {
          body: CreateAdminBodySchema,
          response: { 201: CurrentUserSchema, 409: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const admin = await createAdmin(ctx, request.body);
        await recordAdminAction(ctx, {
          adminId: currentUser(request).id,
          action: 'admin.create',
          targetType: 'user',
          targetId: admin.id,
          summary: `Created admin account ${admin.username}`,
        });
        return reply.code(201).send(admin);
      },
    );

    app.post(
      '/message',
      {
        schema: {
          body: SendMessageBodySchema,
          response: { 201: SentMessageSchema, 404: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const sent = await sendMessage(
          ctx,
          {
            senderId: currentUser(request).id,
            userId: request.body.userId,
            message: request.body.message,
          },
          fastify.liveEvents,
        );
        await recordAdminAction(ctx, {
          adminId: currentUser(request).id,
          action: 'message.send',
          targetType: 'user',
          targetId: sent.userId,
          summary: `Sent a message: "${excerpt(sent.message)}"`,
        });
        return reply.code(201).send(sent);
      },
    );

    // Logs the user out everywhere at once (PRODUCT 8); audited.
    app.post(
      '/users/:id/end-sessions',
      {
        schema: {
          params: UserIdParamsSchema,
          response: { 200: MessageAnswerSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
        },
      },
      async (request) => {
        await endUserSessions(ctx, currentUser(request).id, request.params.id);
        return { message: ACCOUNT_DELETION_MESSAGES.sessionsEnded };
      },
    );

    // Deletes the account as its member would, keeping the compliments unlinked (DECISIONS 59).
    app.post(
      '/users/:id/anonymise',
      {
        schema: {
          params: UserIdParamsSchema,
          response: { 200: MessageAnswerSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
        },
      },
      async (request) => {
        await anonymiseUser(
          ctx,
          { picks: fastify.randomPicker, liveEvents: fastify.liveEvents },
          currentUser(request).id,
          request.params.id,
        );
        return { message: ACCOUNT_DELETION_MESSAGES.anonymised };
      },
    );

    app.post(
      '/moderation/users/:id/suspend',
      {
        schema: {
          params: ModerationIdParamsSchema,
          body: SuspensionBodySchema,
          response: { 200: MemberSuspensionSchema },
        },
      },
      async (request) => ({
        userId: request.params.id,
        suspension: await suspendMember(
          ctx,
          fastify.randomPicker,
          currentUser(request).id,
          request.params.id,
          request.body.duration,
          request.body.reason,
        ),
      }),
    );
    app.post(
      '/moderation/users/:id/lift',
      { schema: { params: ModerationIdParamsSchema, response: { 200: MemberSuspensionSchema } } },
      async (request) => {
        await liftSuspension(ctx, fastify.randomPicker, currentUser(request).id, request.params.id);
        return {
          userId: request.params.id,
          suspension: await memberSuspension(ctx, request.params.id),
        };
      },
    );
  };

/** GET /api/admin/isAdmin answers anyone, so it lives outside the guarded admin scope. */
export const adminCheckRoutes = (): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // An admin whose session still owes a second factor is not admin here yet (SECURITY A27).
  app.get(
    '/isAdmin',
    { schema: { response: { 200: IsAdminAnswerSchema } } },
    async (request) => Boolean(request.user?.isAdmin) && adminSecondFactorDue(request) === null,
  );
};
