// What compliments keep per app: the random pick's pools and delivery writer (random-pick.ts), the
// seen counts summed between writes (seen-counter.ts), written before the database closes, and the
// language detector the submission checks texts with, loaded on first use.
import fp from 'fastify-plugin';
import { LanguageDetector } from '../screening/screening.service';
import { RandomPicker } from './random-pick';
import { SeenCounter } from './seen-counter';

declare module 'fastify' {
  interface FastifyInstance {
    randomPicker: RandomPicker;
    seenCounter: SeenCounter;
    languageDetector: LanguageDetector;
  }
}

export const complimentsPlugin = fp(
  async (app) => {
    const seenCounter = new SeenCounter(app.ctx, undefined, app.liveEvents);
    app.decorate('randomPicker', new RandomPicker(app.ctx.database));
    app.decorate('seenCounter', seenCounter);
    app.decorate('languageDetector', new LanguageDetector());
    // Batched seen counts and image uses are written before the database closes (SECURITY K7):
    // the context, registered first, closes last.
    app.addHook('onClose', () => seenCounter.close());
  },
  { name: 'compliments', dependencies: ['context', 'live-events'] },
);
