// This app's loader of sharp (sharp-loader.ts), for the uploads it decodes and the cards it draws.
import fp from 'fastify-plugin';
import { SharpLoader } from './sharp-loader';

declare module 'fastify' {
  interface FastifyInstance {
    sharp: SharpLoader;
  }
}

export const mediaPlugin = fp(
  async (app) => {
    app.decorate('sharp', new SharpLoader());
  },
  { name: 'media' },
);
