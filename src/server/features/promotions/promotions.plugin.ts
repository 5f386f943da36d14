// What promotions keep per app: the switched-on, unexpired promotions, read at most once a second
// (promotion-picks.service.ts, DECISIONS 46).
import fp from 'fastify-plugin';
import { PromotionPicks } from './promotion-picks.service';

declare module 'fastify' {
  interface FastifyInstance {
    promotionPicks: PromotionPicks;
  }
}

export const promotionsPlugin = fp(
  async (app) => {
    app.decorate('promotionPicks', new PromotionPicks(app.ctx.db, app.ctx.now));
  },
  { name: 'promotions', dependencies: ['context'] },
);
