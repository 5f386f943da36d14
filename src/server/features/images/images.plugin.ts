// What images keep per app: the copy of the active images, read at most once a second
// (images.service.ts).
import fp from 'fastify-plugin';
import { activeImagesCopy, type ActiveImages } from './images.service';

declare module 'fastify' {
  interface FastifyInstance {
    activeImages: ActiveImages;
  }
}

export const imagesPlugin = fp(
  async (app) => {
    app.decorate('activeImages', activeImagesCopy(app.ctx.db, app.ctx.now));
  },
  { name: 'images', dependencies: ['context'] },
);
