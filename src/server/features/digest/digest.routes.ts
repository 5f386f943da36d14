// The weekly digest (PRODUCT 20.2): the member's setting, the unsubscribe link that needs no
// session, and the periodic job that mails the digests.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DIGEST_MESSAGES,
  DigestSettingSchema,
  OneClickUnsubscribeBodySchema,
  UnsubscribeAnswerSchema,
  UnsubscribeQuerySchema,
  UpdateDigestSettingBodySchema,
} from '../../../contract/digest';
import { ErrorBodySchema } from '../../../contract/http';
import { MESSAGES } from '../../../contract/messages';
import { ROUTES } from '../../../contract/routes';
import type { AppContext } from '../../context';
import { HttpError } from '../../http-error';
import { assertConfirmed, currentUser, requireUser } from '../../plugins/auth-guards';
import {
  getDigestSetting,
  sendDueDigests,
  unsubscribeByToken,
  updateDigestSetting,
} from './digest.service';

/** How often each instance looks for members due a digest; claims keep them from doubling. */
const DIGEST_CHECK_MS = 10 * 60 * 1000;

const FORM = 'application/x-www-form-urlencoded';

/**
 * POST unsubscribes: a mail provider's one-click form (RFC 8058 asks for multipart/form-data and
 * allows a urlencoded one) or the confirm page's JSON. The signed token is the only authority, so
 * this one route also reads forms, which a page on another site could post; it can only turn off
 * the digest of the token's member (SECURITY C6, C9). A GET of the same address, a mail client
 * opening the header's link, goes to the confirm page.
 */
const unsubscribeRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    fastify.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 1024 }, (_r, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    // Text fields only, as the form's fields become the body its schema checks.
    await fastify.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { files: 0, fields: 4, fieldSize: 256, parts: 4 },
    });
    // A multipart body the parser cannot read (no boundary, cut off, malformed parts) fails
    // before the handler with an error of the parser's own, without a status: the sender's
    // fault, 400, as uploadForm answers it. Errors from the handler on go on unchanged.
    const handled = new WeakSet<object>();
    fastify.addHook('preHandler', async (request) => {
      handled.add(request);
    });
    fastify.setErrorHandler((error: { statusCode?: unknown }, request) => {
      if (request.isMultipart() && !handled.has(request) && error.statusCode === undefined) {
        request.log.info({ err: error }, 'malformed multipart body');
        throw new HttpError(400, MESSAGES.invalidRequest);
      }
      throw error;
    });
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/unsubscribe',
      {
        schema: {
          querystring: UnsubscribeQuerySchema,
          body: OneClickUnsubscribeBodySchema,
          response: { 200: UnsubscribeAnswerSchema, 400: ErrorBodySchema },
        },
      },
      async (request) => {
        await unsubscribeByToken(ctx, request.query.token);
        return { message: DIGEST_MESSAGES.unsubscribed };
      },
    );

    app.get(
      '/unsubscribe',
      { schema: { querystring: UnsubscribeQuerySchema, response: { 303: z.null() } } },
      async (request, reply) =>
        reply.redirect(
          `${ROUTES.unsubscribe}?token=${encodeURIComponent(request.query.token)}`,
          303,
        ),
    );
  };

export const digestRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/',
      { onRequest: requireUser, schema: { response: { 200: DigestSettingSchema } } },
      async (request) => getDigestSetting(ctx, currentUser(request).id),
    );

    app.put(
      '/',
      {
        onRequest: requireUser,
        schema: { body: UpdateDigestSettingBodySchema, response: { 200: DigestSettingSchema } },
      },
      async (request) => {
        // Turning it off never waits; turning it on waits for a confirmed address (PRODUCT 11.2).
        if (request.body.weeklyDigest) assertConfirmed(request);
        return updateDigestSetting(ctx, currentUser(request).id, request.body);
      },
    );

    await app.register(unsubscribeRoutes(ctx));

    let running = false;
    const job = setInterval(() => {
      if (running) return;
      running = true;
      ctx.background.run('weekly digest', async () => {
        try {
          await sendDueDigests(ctx);
        } finally {
          running = false;
        }
      });
    }, DIGEST_CHECK_MS);
    job.unref();
    fastify.addHook('onClose', async () => clearInterval(job));
  };
