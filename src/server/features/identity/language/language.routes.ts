// PUT /api/language (PRODUCT 29): a visitor's choice goes into the cookie; a member's is saved as
// well, so it follows them to every device they sign in on.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '../../../../contract/http';
import { ChooseLanguageBodySchema } from '../../../../contract/language';
import type { AppContext } from '../../../context';
import { writeLocaleCookie } from './language-cookie';
import { saveLocale } from './language.service';

export const languageRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.put(
      '/',
      {
        schema: {
          body: ChooseLanguageBodySchema,
          response: { 204: z.null(), 400: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const { locale } = request.body;
        if (request.user) {
          await saveLocale(ctx, request.user.id, locale);
          request.user.locale = locale;
        }
        writeLocaleCookie(reply, locale, ctx.config.production);
        return reply.code(204).send(null);
      },
    );
  };
