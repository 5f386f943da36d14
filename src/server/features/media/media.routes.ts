// Serves uploaded bytes at /media/{id} so they can never run as a page on our origin (SECURITY U6).
import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES } from '../../../contract/messages';
import type { AppContext } from '../../context';
import { getMedia, sniffImageType } from './media.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

export const mediaRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    app.get<{ Params: { id: string } }>('/:id', async (request, reply) => {
      const { id } = request.params;
      const media = UUID.test(id) ? await getMedia(ctx.db, id) : null;
      // The type comes from the bytes again, so a row written by any caller is served as what it is.
      const type = media ? sniffImageType(media.bytes) : null;
      if (!media || !type) return reply.code(404).send({ message: MESSAGES.notFound });
      // The id is a random UUID and never reused, so its bytes can be cached for good.
      return reply
        .header('content-type', type)
        .header('content-length', String(media.bytes.length))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header(
          'content-disposition',
          `inline; filename="kindly-${id.toLowerCase()}.${EXTENSIONS[type]}"`,
        )
        .header('cross-origin-resource-policy', 'same-site')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(media.bytes);
    });
  };
