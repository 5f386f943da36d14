// Passkeys in the account settings (PRODUCT 11.8) under /api/account/passkeys: list, add (options,
// then the browser's answer), rename, remove, and a signed-in member's confirmation with one. The
// sign-in with a passkey is passkey-sign-in.routes.ts.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CurrentUserSchema, MessageAnswerSchema } from '../../../../contract/auth';
import { ErrorBodySchema } from '../../../../contract/http';
import { PASSKEY_MESSAGES } from '../../../../contract/passkey-messages';
import {
  AuthenticationOptionsSchema,
  MAX_PASSKEYS,
  PASSKEY_NAME_MAX_LENGTH,
  PasskeyAssertionBodySchema,
  PasskeyIdParamsSchema,
  PasskeyListSchema,
  PasskeySchema,
  RegisterPasskeyBodySchema,
  RegistrationOptionsBodySchema,
  RegistrationOptionsSchema,
  RemovePasskeyBodySchema,
  RenamePasskeyBodySchema,
} from '../../../../contract/passkeys';
import { addressBlock } from '../../../address-block';
import type { AppContext } from '../../../context';
import { HttpError } from '../../../http-error';
import { currentUser, requireUser } from '../../../plugins/auth-guards';
import { describeUserAgent } from '../sessions/account-sessions.service';
import { toPublicUser } from '../auth/auth.service';
import { renewSession } from '../auth/open-session';
import { confirmMember } from './member-confirmation';
import { confirmWithPasskey } from './passkey-assertions';
import { storeChallenge, sweepChallenges, takeChallenge } from './passkey-challenges.service';
import {
  addPasskey,
  countPasskeys,
  credentialsOf,
  listPasskeys,
  ownPasskey,
  removePasskey,
  renamePasskey,
} from './passkeys.service';
import { authenticationOptions, registrationOptions, verifyRegistration } from './webauthn';

/** How often each instance deletes the challenges that ran out. */
const SWEEP_INTERVAL_MS = 60 * 1000;

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 409: ErrorBodySchema };

/** A new passkey's name until the member gives one: the browser and system that made it. */
function defaultName(userAgent: string | undefined): string {
  const { browser, system } = describeUserAgent(userAgent ?? null);
  const name = browser && system ? `${browser} on ${system}` : (browser ?? system);
  return (name ?? PASSKEY_MESSAGES.defaultName).slice(0, PASSKEY_NAME_MAX_LENGTH);
}

const fullRefusal = () => new HttpError(409, PASSKEY_MESSAGES.tooMany);

export const passkeyRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    const sweep = setInterval(() => {
      sweepChallenges(ctx).catch((error: unknown) =>
        ctx.log.error({ err: error }, 'passkey challenge sweep failed'),
      );
    }, SWEEP_INTERVAL_MS);
    sweep.unref();
    fastify.addHook('onClose', async () => clearInterval(sweep));

    app.get(
      '/',
      {
        onRequest: requireUser,
        schema: { response: { 200: PasskeyListSchema, 401: ErrorBodySchema } },
      },
      async (request) => ({ passkeys: await listPasskeys(ctx, currentUser(request).id) }),
    );

    // Every passkey asks the member to confirm it is them: a passkey outlives the session that
    // added it and counts as a second factor, so a stolen session must not plant one (SECURITY A30).
    app.post(
      '/register/options',
      {
        onRequest: requireUser,
        schema: {
          body: RegistrationOptionsBodySchema,
          response: { 200: RegistrationOptionsSchema, ...errors, 429: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const member = currentUser(request);
        await ctx.limiters.consume('passkeyOptionsUser', String(member.id));
        const existing = await credentialsOf(ctx, member.id);
        if (existing.length >= MAX_PASSKEYS) throw fullRefusal();
        await confirmMember(ctx, member.id, addressBlock(request.ip), request.body);
        const options = await registrationOptions(ctx, member, existing);
        await storeChallenge(ctx, reply, 'register', member.id, options.challenge);
        return options;
      },
    );

    app.post(
      '/register',
      {
        onRequest: requireUser,
        schema: {
          body: RegisterPasskeyBodySchema,
          response: { 201: PasskeySchema, ...errors },
        },
      },
      async (request, reply) => {
        const member = currentUser(request);
        const challenge = await takeChallenge(ctx, request, reply, 'register', member.id);
        if (!challenge) throw new HttpError(400, PASSKEY_MESSAGES.challengeExpired);
        const credential = await verifyRegistration(ctx, request.body.response, challenge);
        if (!credential) throw new HttpError(400, PASSKEY_MESSAGES.registrationRefused);
        if ((await countPasskeys(ctx, member.id)) >= MAX_PASSKEYS) throw fullRefusal();
        const name = request.body.name ?? defaultName(request.headers['user-agent']);
        return reply.code(201).send(await addPasskey(ctx, member.id, { ...credential, name }));
      },
    );

    app.patch(
      '/:id',
      {
        onRequest: requireUser,
        schema: {
          params: PasskeyIdParamsSchema,
          body: RenamePasskeyBodySchema,
          response: { 200: PasskeySchema, ...errors, 404: ErrorBodySchema },
        },
      },
      async (request) =>
        renamePasskey(ctx, currentUser(request).id, request.params.id, request.body.name),
    );

    // Removing one keeps every session, this one included (PRODUCT 11.8).
    app.post(
      '/:id/remove',
      {
        onRequest: requireUser,
        schema: {
          params: PasskeyIdParamsSchema,
          body: RemovePasskeyBodySchema,
          response: {
            200: MessageAnswerSchema,
            ...errors,
            404: ErrorBodySchema,
            429: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        const member = currentUser(request);
        await ownPasskey(ctx, member.id, request.params.id);
        await confirmMember(ctx, member.id, addressBlock(request.ip), request.body);
        await removePasskey(ctx, member.id, request.params.id);
        return { message: PASSKEY_MESSAGES.removed };
      },
    );

    app.post(
      '/confirm/options',
      {
        onRequest: requireUser,
        schema: { response: { 200: AuthenticationOptionsSchema, ...errors, 429: ErrorBodySchema } },
      },
      async (request, reply) => {
        const member = currentUser(request);
        await ctx.limiters.consume('passkeyOptionsUser', String(member.id));
        const own = await credentialsOf(ctx, member.id);
        if (own.length === 0) throw new HttpError(409, PASSKEY_MESSAGES.noneToConfirm);
        const options = await authenticationOptions(ctx, own);
        await storeChallenge(ctx, reply, 'confirm', member.id, options.challenge);
        return options;
      },
    );

    // A passkey with user verification is a second factor: the session goes on under a new id
    // that carries it, as a code confirmed in two-factor's /confirm does (SECURITY A31).
    app.post(
      '/confirm',
      {
        onRequest: requireUser,
        schema: {
          body: PasskeyAssertionBodySchema,
          response: { 200: CurrentUserSchema, ...errors, 429: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const member = currentUser(request);
        await confirmWithPasskey(ctx, request, reply, member.id, request.body.response);
        await renewSession(ctx, request, reply, true);
        return toPublicUser(member);
      },
    );
  };
