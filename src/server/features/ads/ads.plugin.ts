// What ads keep per app: each category's switched-on ads, read at most once a second
// (ad-picks.service.ts, DECISIONS 46).
import fp from 'fastify-plugin';
import { AdPicks } from './ad-picks.service';

declare module 'fastify' {
  interface FastifyInstance {
    adPicks: AdPicks;
  }
}

export const adsPlugin = fp(
  async (app) => {
    app.decorate('adPicks', new AdPicks(app.ctx.db, app.ctx.now));
  },
  { name: 'ads', dependencies: ['context'] },
);
