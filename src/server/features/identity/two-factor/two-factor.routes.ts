// Two-factor sign-in's API (PRODUCT 11.7): set-up, enable, disable and new recovery codes under
// /api/account/two-factor, and the log-in's second step at /api/auth/login/two-factor.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CurrentUserSchema, MessageAnswerSchema } from '../../../../contract/auth';
import { ErrorBodySchema } from '../../../../contract/http';
import { MESSAGES } from '../../../../contract/messages';
import {
  LoginTwoFactorBodySchema,
  RecoveryCodesSchema,
  RegenerateRecoveryCodesBodySchema,
  TwoFactorDisableBodySchema,
  TwoFactorEnableBodySchema,
  TwoFactorEnabledSchema,
  TwoFactorSetupBodySchema,
  TwoFactorSetupSchema,
} from '../../../../contract/two-factor';
import { TWO_FACTOR_MESSAGES } from '../../../../contract/two-factor-messages';
import { addressBlock } from '../../../address-block';
import type { AppContext } from '../../../context';
import { HttpError } from '../../../http-error';
import { currentUser, requireUser } from '../../../plugins/auth-guards';
import { toPublicUser } from '../auth/auth.service';
import { openSession, renewSession } from '../auth/open-session';
import {
  completeSignIn,
  disableTwoFactor,
  enableTwoFactor,
  enrolAllowed,
  getSignInUser,
  regenerateRecoveryCodes,
  startSetup,
} from './two-factor.service';
import { readChallenge } from './challenge-cookie';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 409: ErrorBodySchema };

/**
 * Who a set-up call is for: the signed-in member, or an admin enrolling at log-in, whose challenge
 * cookie allows only these calls and only while two-factor sign-in is required and not yet on.
 */
async function setupCaller(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ userId: number; enrolling: boolean }> {
  if (request.user) return { userId: request.user.id, enrolling: false };
  const challenge = readChallenge(ctx, request, 'enrol', reply);
  if (challenge && (await enrolAllowed(ctx, challenge.userId))) {
    return { userId: challenge.userId, enrolling: true };
  }
  throw new HttpError(401, MESSAGES.notLoggedIn);
}

export const twoFactorRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/setup',
      {
        schema: {
          body: TwoFactorSetupBodySchema,
          response: { 200: TwoFactorSetupSchema, ...errors, 429: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const caller = await setupCaller(ctx, request, reply);
        const password = request.body.password;
        if (!caller.enrolling && password === undefined) {
          throw new HttpError(
            400,
            MESSAGES.passwordRequired,
            {},
            {
              password: [MESSAGES.passwordRequired],
            },
          );
        }
        return startSetup(
          ctx,
          caller.userId,
          addressBlock(request.ip),
          caller.enrolling ? null : password!,
        );
      },
    );

    // With an enrolling admin's challenge, turning it on also opens the session (DECISIONS 60).
    app.post(
      '/enable',
      {
        schema: {
          body: TwoFactorEnableBodySchema,
          response: { 200: TwoFactorEnabledSchema, ...errors, 429: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const caller = await setupCaller(ctx, request, reply);
        const recoveryCodes = await enableTwoFactor(
          ctx,
          caller.userId,
          addressBlock(request.ip),
          request.body.code,
          caller.enrolling ? undefined : (request.sessionId ?? undefined),
        );
        // The code just given is a second factor: the session goes on under a new id that
        // carries it (SECURITY A23, A27).
        if (!caller.enrolling) {
          await renewSession(ctx, request, reply, true);
          return { recoveryCodes };
        }
        return {
          recoveryCodes,
          user: await openSession(
            ctx,
            request,
            reply,
            await getSignInUser(ctx, caller.userId),
            true,
          ),
        };
      },
    );

    // A session opened with the password alone confirms the account's second factor, as an admin
    // must where admins need two factors (SECURITY A27); the session goes on under a new id.
    app.post(
      '/confirm',
      {
        onRequest: requireUser,
        schema: {
          body: LoginTwoFactorBodySchema,
          response: { 200: CurrentUserSchema, ...errors, 429: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const member = currentUser(request);
        await completeSignIn(ctx, member.id, addressBlock(request.ip), request.body, 400);
        await renewSession(ctx, request, reply, true);
        return toPublicUser(member);
      },
    );

    app.post(
      '/disable',
      {
        onRequest: requireUser,
        schema: {
          body: TwoFactorDisableBodySchema,
          response: { 200: MessageAnswerSchema, ...errors, 429: ErrorBodySchema },
        },
      },
      async (request) => {
        const member = currentUser(request);
        await disableTwoFactor(ctx, member.id, addressBlock(request.ip), request.body);
        return { message: TWO_FACTOR_MESSAGES.disabled };
      },
    );

    app.post(
      '/recovery-codes',
      {
        onRequest: requireUser,
        schema: {
          body: RegenerateRecoveryCodesBodySchema,
          response: { 200: RecoveryCodesSchema, ...errors, 429: ErrorBodySchema },
        },
      },
      async (request) => {
        const member = currentUser(request);
        const recoveryCodes = await regenerateRecoveryCodes(
          ctx,
          member.id,
          addressBlock(request.ip),
          request.body,
        );
        return { recoveryCodes };
      },
    );
  };

/** POST /api/auth/login/two-factor: the code (or a recovery code) after /login's challenge. */
export const twoFactorLoginRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/login/two-factor',
      {
        schema: {
          body: LoginTwoFactorBodySchema,
          response: { 200: CurrentUserSchema, ...errors, 429: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const challenge = readChallenge(ctx, request, 'code', reply);
        if (!challenge) throw new HttpError(401, TWO_FACTOR_MESSAGES.challengeExpired);
        await completeSignIn(ctx, challenge.userId, addressBlock(request.ip), request.body);
        return openSession(ctx, request, reply, await getSignInUser(ctx, challenge.userId), true);
      },
    );
  };
