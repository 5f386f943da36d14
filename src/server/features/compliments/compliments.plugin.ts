// What compliments keep per app: the random pick's pool and delivery writer (random-pick.ts), and
// the seen counts summed between writes (seen-counter.ts), written before the database closes.
import fp from 'fastify-plugin';
import { RandomPicker } from './random-pick';
import { SeenCounter } from './seen-counter';

declare module 'fastify' {
  interface FastifyInstance {
    randomPicker: RandomPicker;
    seenCounter: SeenCounter;
  }
}

export const complimentsPlugin = fp(
  async (app) => {
    const seenCounter = new SeenCounter(app.ctx);
    app.decorate('randomPicker', new RandomPicker(app.ctx.database));
    app.decorate('seenCounter', seenCounter);
    // Batched seen counts and image uses are written before the database closes (SECURITY K7):
    // the context, registered first, closes last.
    app.addHook('onClose', () => seenCounter.close());
  },
  { name: 'compliments', dependencies: ['context'] },
);
