// The account API (PRODUCT 11, 12): register, login, logout, me, the member's chosen username,
// forgot and reset password.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CurrentUserSchema,
  DemoHintSchema,
  ForgotPasswordBodySchema,
  LoginAnswerSchema,
  LoginBodySchema,
  MessageAnswerSchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  UpdateProfileBodySchema,
} from '../../../../contract/auth';
import { ErrorBodySchema } from '../../../../contract/http';
import { MESSAGES } from '../../../../contract/messages';
import {
  isLocale,
  negotiateLocale,
  toLocale,
  type Locale,
} from '../../../../contract/i18n/locales';
import { addressBlock } from '../../../address-block';
import type { AppContext } from '../../../context';
import { HttpError } from '../../../http-error';
import { adminSecondFactorDue, currentUser, requireConfirmed } from '../../../plugins/auth-guards';
import { localeCookieOf, queryLocaleOf } from '../../../plugins/locale';
import {
  authenticate,
  createUser,
  findAccount,
  toPublicUser,
  updateUsername,
} from './auth.service';
import { endHeldSession, openSession } from './open-session';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { deleteSession } from './session.service';
import { challengeFor, setChallenge } from '../two-factor/challenge-cookie';

/**
 * The language of the page a visitor registers from, when the request names one (`?lang=`, the
 * cookie or Accept-Language); English by default is no choice, and the pseudo-locale never one.
 */
function namedLocale(request: FastifyRequest): Locale | null {
  const { url, headers } = request;
  const named =
    toLocale(queryLocaleOf(url)) ??
    toLocale(localeCookieOf(headers.cookie)) ??
    negotiateLocale(headers['accept-language']);
  return named && isLocale(request.locale) ? request.locale : null;
}

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/register',
      { schema: { body: RegisterBodySchema, response: { 201: CurrentUserSchema } } },
      async (request, reply) => {
        await ctx.limiters.consume('register', addressBlock(request.ip));
        const { email, password, username } = request.body;
        // The username is the email unless the member chose one (PRODUCT 11); whatever else the
        // body holds is ignored. The page's language becomes the account's (PRODUCT 29), so the
        // confirmation mail and every later one speak it.
        const locale = namedLocale(request);
        const user = await createUser(ctx, { email, password, chosenUsername: username, locale });
        return reply.code(201).send(toPublicUser(user));
      },
    );

    app.post(
      '/login',
      { schema: { body: LoginBodySchema, response: { 200: LoginAnswerSchema } } },
      async (request, reply) => {
        const { username, password } = request.body;
        // The spec's username field takes the email: a chosen username is a display name that
        // can change and is shown publicly, so it never opens an account (DECISIONS 35). The
        // buckets are keyed by what the look-up itself matched on (SECURITY A10).
        const found = await findAccount(ctx.db, 'email', username);
        const account = found.key;
        const address = addressBlock(request.ip);
        const ipKey = `${address}|${account}`;
        // Each attempt is counted before the password is checked, so parallel guesses cannot slip
        // past the caps (SECURITY A2, A3, A11); each bucket only counts what the one before let by.
        await ctx.limiters.consume('loginIp', address);
        await ctx.limiters.consume('loginIpUser', ipKey);
        await ctx.limiters.consume('loginUser', account);

        let user;
        try {
          user = await authenticate(ctx, found.user, password);
        } catch (error) {
          // An outage or a busy hasher is not a guess: the attempt is given back, so retries
          // cannot lock the member out.
          await ctx.limiters.refund('loginIp', address);
          await ctx.limiters.refund('loginIpUser', ipKey);
          await ctx.limiters.refund('loginUser', account);
          throw error;
        }
        if (!user) throw new HttpError(401, MESSAGES.invalidCredentials);
        // Only failures count against the address: many members may share one (an office, a NAT).
        await ctx.limiters.refund('loginIp', address);
        await ctx.limiters.reset('loginIpUser', ipKey);
        await ctx.limiters.refund('loginUser', account);
        // Whatever session the browser held ends before the answer: a session planted in it
        // must not go on answering while its owner signs in (SECURITY A23).
        await endHeldSession(ctx, request, reply);
        // With a second factor due, no session yet: a challenge cookie carries the log-in to
        // /login/two-factor, or an admin who must enrol to the set-up (PRODUCT 11.7).
        const challenge = challengeFor(ctx, user);
        if (challenge) {
          setChallenge(ctx, reply, user.id, challenge);
          return challenge === 'code'
            ? ({ twoFactorRequired: true } as const)
            : ({ twoFactorSetupRequired: true } as const);
        }
        return openSession(ctx, request, reply, user, false);
      },
    );

    app.post('/logout', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
      if (request.sessionId) await deleteSession(ctx, request.sessionId);
      reply.clearSessionCookie();
      return reply.code(204).send(null);
    });

    // The demo admin credentials for /admin-login's hint box, offered only outside production (SECURITY A9).
    app.get(
      '/demo-hint',
      { schema: { response: { 200: DemoHintSchema, 204: z.null() } } },
      async (_request, reply) => {
        const admin = ctx.config.admin;
        if (ctx.config.production || !admin) return reply.code(204).send(null);
        return { email: admin.email, password: admin.password };
      },
    );

    app.get(
      '/me',
      { schema: { response: { 200: CurrentUserSchema, 401: ErrorBodySchema } } },
      async (request, reply) => {
        if (!request.user) return reply.code(401).send({ message: MESSAGES.notLoggedIn });
        const due = adminSecondFactorDue(request);
        return due
          ? { ...toPublicUser(request.user), adminSecondFactor: due }
          : toPublicUser(request.user);
      },
    );

    // The member chooses or changes their username (PRODUCT 11) once their address is confirmed
    // (PRODUCT 11.2); their sessions carry on.
    app.patch(
      '/profile',
      {
        onRequest: requireConfirmed,
        schema: {
          body: UpdateProfileBodySchema,
          response: { 200: CurrentUserSchema, 401: ErrorBodySchema },
        },
      },
      async (request) => {
        const member = currentUser(request);
        await ctx.limiters.consume('usernameChange', String(member.id));
        const user = await updateUsername(ctx, member, request.body.username);
        return toPublicUser(user);
      },
    );

    app.post(
      '/forgot-password',
      { schema: { body: ForgotPasswordBodySchema, response: { 200: MessageAnswerSchema } } },
      async (request) => {
        const { email } = request.body;
        const overIp = await ctx.limiters.hit('forgotIp', addressBlock(request.ip));
        // The answer is the same whether the account exists, and the mail goes out after it; the
        // per-account cap is counted there, once the look-up has found the account.
        if (!overIp) {
          const locale = request.locale;
          ctx.background.run('password-reset-mail', () => requestPasswordReset(ctx, email, locale));
        } else {
          request.log.warn('password reset request over its limit');
        }
        return { message: MESSAGES.forgotPasswordAnswer };
      },
    );

    app.post(
      '/reset-password',
      { schema: { body: ResetPasswordBodySchema, response: { 200: MessageAnswerSchema } } },
      async (request) => {
        await ctx.limiters.consume('resetIp', addressBlock(request.ip));
        await resetPassword(ctx, request.body.token, request.body.password);
        return { message: MESSAGES.resetDone };
      },
    );
  };
