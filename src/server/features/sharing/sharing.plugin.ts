// What sharing keeps per app: the share previews waiting for their drawing (card-queue.ts) and the
// thread that draws them (card-drawer.ts), which needs the app's sharp loaded first.
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { SharpLoader } from '../media/sharp-loader';
import { CardDrawer } from './card-drawer';
import { CardQueue } from './card-queue';

declare module 'fastify' {
  interface FastifyInstance {
    cardQueue: CardQueue;
    cardDrawer: CardDrawer;
  }
}

export interface SharingOptions {
  /** Makes the drawer instead of the plain one (tests hold drawings, SECURITY L7). */
  drawer?: ((log: FastifyBaseLogger, sharp: SharpLoader) => CardDrawer) | undefined;
}

export const sharingPlugin = fp<SharingOptions>(
  async (app, { drawer = (log, sharp) => new CardDrawer(log, sharp) }) => {
    const cardQueue = new CardQueue(app.ctx.config.cardQueue, app.log);
    const cardDrawer = drawer(app.log, app.sharp);
    app.decorate('cardQueue', cardQueue);
    app.decorate('cardDrawer', cardDrawer);
    app.addHook('onClose', async () => {
      cardQueue.close();
      await cardDrawer.close();
    });
  },
  { name: 'sharing', dependencies: ['context', 'media'] },
);
