// Serves uploaded bytes at /media/{id} so they can never run as a page on our origin (SECURITY U6),
// and their resized copies at /media/{id}/{width}.{webp|avif}.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidIdParams } from '../../../contract/ids';
import { MESSAGES } from '../../../contract/messages';
import type { AppContext } from '../../context';
import { getMedia, getMediaVariant, sniffImageType } from './media.service';

const VARIANT = /^([1-9][0-9]{0,4})\.(webp|avif)$/;

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

function sendImage(reply: FastifyReply, bytes: Buffer, fileName: string) {
  // The type comes from the bytes again, so a row written by any caller is served as what it is.
  const type = sniffImageType(bytes);
  if (!type) return reply.code(404).send({ message: MESSAGES.notFound });
  // The id is a random UUID and never reused, so its bytes can be cached for good.
  return reply
    .header('content-type', type)
    .header('content-length', String(bytes.length))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', `inline; filename="${fileName}.${EXTENSIONS[type]}"`)
    .header('cross-origin-resource-policy', 'same-site')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(bytes);
}

/** Anything that is not a UUID cannot name stored bytes: the same 404 as an unknown id. */
const MediaParamsSchema = uuidIdParams({ notFound: MESSAGES.notFound });
const VariantParamsSchema = MediaParamsSchema.extend({ variant: z.string() });

export const mediaRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/:id', { schema: { params: MediaParamsSchema } }, async (request, reply) => {
      const { id } = request.params;
      const media = await getMedia(ctx.db, id);
      if (!media) return reply.code(404).send({ message: MESSAGES.notFound });
      return sendImage(reply, media.bytes, `kindly-${id}`);
    });

    app.get(
      '/:id/:variant',
      { schema: { params: VariantParamsSchema } },
      async (request, reply) => {
        const { id, variant } = request.params;
        const match = VARIANT.exec(variant);
        const bytes = match
          ? await getMediaVariant(
              ctx.db,
              id,
              Number(match[1]),
              match[2] === 'avif' ? 'avif' : 'webp',
            )
          : null;
        if (!bytes || !match) return reply.code(404).send({ message: MESSAGES.notFound });
        return sendImage(reply, bytes, `kindly-${id}-${match[1]}`);
      },
    );
  };
