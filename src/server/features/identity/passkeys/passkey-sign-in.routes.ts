// Signing in with a passkey and no password (PRODUCT 11.8) at /api/auth/login/passkey: options for
// the browser (its autofill or the button), then its answer, which opens the session.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CurrentUserSchema } from '../../../../contract/auth';
import { ErrorBodySchema } from '../../../../contract/http';
import {
  AuthenticationOptionsSchema,
  PasskeyAssertionBodySchema,
} from '../../../../contract/passkeys';
import { addressBlock } from '../../../address-block';
import type { AppContext } from '../../../context';
import { openSession } from '../auth/open-session';
import { signInWithPasskey } from './passkey-assertions';
import { storeChallenge } from './passkey-challenges.service';
import { authenticationOptions } from './webauthn';

export const passkeySignInRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    // Discoverable credentials: no list of passkeys, so the answer says nothing about accounts.
    app.post(
      '/login/passkey/options',
      { schema: { response: { 200: AuthenticationOptionsSchema, 429: ErrorBodySchema } } },
      async (request, reply) => {
        await ctx.limiters.consume('passkeyOptionsIp', addressBlock(request.ip));
        const options = await authenticationOptions(ctx, []);
        await storeChallenge(ctx, reply, 'sign-in', null, options.challenge);
        return options;
      },
    );

    // A passkey with user verification stands for both factors: the session carries the second
    // one, for admins where admins need it too, and no code is asked (DECISIONS 68).
    app.post(
      '/login/passkey',
      {
        schema: {
          body: PasskeyAssertionBodySchema,
          response: {
            200: CurrentUserSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            429: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const user = await signInWithPasskey(ctx, request, reply, request.body.response);
        return openSession(ctx, request, reply, user, true);
      },
    );
  };
