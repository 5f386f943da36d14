// The account API of confirming an address and of the settings page's password and email parts
// (PRODUCT 11.2, 11.3), under /api/account.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChangeEmailBodySchema,
  CancelEmailChangeBodySchema,
  ChangePasswordBodySchema,
  ConfirmEmailBodySchema,
  EmailStatusSchema,
} from '../../../../contract/account-settings';
import {
  ACCOUNT_SETTINGS_MESSAGES,
  EMAIL_CONFIRMATION_MESSAGES,
} from '../../../../contract/account-settings-messages';
import { MessageAnswerSchema } from '../../../../contract/auth';
import { ErrorBodySchema } from '../../../../contract/http';
import { addressBlock } from '../../../address-block';
import type { AppContext } from '../../../context';
import { HttpError } from '../../../http-error';
import { currentUser, requireUser } from '../../../plugins/auth-guards';
import { changePassword, requestEmailChange } from './account-settings.service';
import { confirmEmail } from './confirm-email.service';
import { cancelPendingEmailChange, followCancelLink } from './email-change-cancel.service';
import { getPendingEmail, resendEmailConfirmation } from './email-confirmation.service';

export const accountSettingsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    // The link itself is the proof: no session is needed, so it works in another browser too.
    app.post(
      '/confirm-email',
      {
        schema: {
          body: ConfirmEmailBodySchema,
          response: { 200: MessageAnswerSchema, 400: ErrorBodySchema, 409: ErrorBodySchema },
        },
      },
      async (request) => {
        await ctx.limiters.consume('confirmIp', addressBlock(request.ip));
        await confirmEmail(ctx, request.body.token);
        return { message: EMAIL_CONFIRMATION_MESSAGES.confirmed };
      },
    );

    // One answer whatever waits for confirmation, or nothing (SECURITY A18).
    app.post(
      '/confirm-email/resend',
      { onRequest: requireUser, schema: { response: { 200: MessageAnswerSchema } } },
      async (request) => {
        const member = currentUser(request);
        await ctx.limiters.consume('confirmResendIp', addressBlock(request.ip));
        await ctx.limiters.consume('confirmResend', String(member.id));
        await resendEmailConfirmation(ctx, member);
        return { message: EMAIL_CONFIRMATION_MESSAGES.resendAnswer };
      },
    );

    app.get(
      '/email',
      { onRequest: requireUser, schema: { response: { 200: EmailStatusSchema } } },
      async (request) => {
        const member = currentUser(request);
        return {
          email: member.email,
          emailConfirmed: member.emailConfirmedAt !== null,
          pendingEmail: await getPendingEmail(ctx, member.id),
        };
      },
    );

    // Counted before the current password is checked, so it cannot be guessed here at speed.
    app.post(
      '/password',
      {
        onRequest: requireUser,
        schema: { body: ChangePasswordBodySchema, response: { 200: MessageAnswerSchema } },
      },
      async (request) => {
        const member = currentUser(request);
        await ctx.limiters.consume('passwordChange', String(member.id));
        await changePassword(ctx, member, request.body, request.sessionId ?? undefined);
        return { message: ACCOUNT_SETTINGS_MESSAGES.passwordChanged };
      },
    );

    app.post(
      '/email',
      {
        onRequest: requireUser,
        schema: { body: ChangeEmailBodySchema, response: { 200: MessageAnswerSchema } },
      },
      async (request) => {
        const member = currentUser(request);
        await ctx.limiters.consume('emailChange', String(member.id));
        return { message: await requestEmailChange(ctx, member, request.body) };
      },
    );

    // The settings page's Cancel change: the links that would change the address end.
    app.post(
      '/email/cancel',
      {
        onRequest: requireUser,
        schema: { response: { 200: MessageAnswerSchema, 409: ErrorBodySchema } },
      },
      async (request) => {
        const member = currentUser(request);
        if (!(await cancelPendingEmailChange(ctx, member.id))) {
          throw new HttpError(409, ACCOUNT_SETTINGS_MESSAGES.noPendingChange);
        }
        return { message: ACCOUNT_SETTINGS_MESSAGES.pendingCancelled };
      },
    );

    // The notice's link to the old address: the link is the proof, so no session is needed.
    app.post(
      '/email/cancel-link',
      {
        schema: {
          body: CancelEmailChangeBodySchema,
          response: { 200: MessageAnswerSchema, 400: ErrorBodySchema },
        },
      },
      async (request) => {
        await ctx.limiters.consume('confirmIp', addressBlock(request.ip));
        const keep =
          request.user && request.sessionId
            ? { userId: request.user.id, sessionId: request.sessionId }
            : null;
        return { message: await followCancelLink(ctx, request.body.token, keep) };
      },
    );
  };
