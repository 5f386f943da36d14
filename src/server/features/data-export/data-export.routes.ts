// "Download my data" (PRODUCT 11.5): a POST, so that only Kindly's own pages can spend the
// member's one export a day (a GET would be open to any site's link; SECURITY C11, DECISIONS 58).
import type { FastifyPluginAsync } from 'fastify';
import { ErrorBodySchema } from '../../../contract/http';
import type { AppContext } from '../../context';
import { currentUser, requireUser } from '../../plugins/auth-guards';
import { mailLocale } from '../mail/mail-locale';
import { createDataExport } from './data-export.service';

export const dataExportRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    // No type provider: the 200 answer is the zip's bytes, which no JSON schema describes.
    fastify.post(
      '/export',
      {
        onRequest: requireUser,
        schema: { response: { 401: ErrorBodySchema, 429: ErrorBodySchema } },
      },
      async (request, reply) => {
        const { filename, zip } = await createDataExport(
          ctx,
          currentUser(request).id,
          request.sessionId,
          // The README is in the member's language; the files' contents are their own words.
          mailLocale(null, request.locale),
        );
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .send(zip);
      },
    );
  };
