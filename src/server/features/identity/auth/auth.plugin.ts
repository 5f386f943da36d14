// What auth keeps per app: the reader that sends the session reads of one event-loop turn as one
// statement (session.service.ts).
import fp from 'fastify-plugin';
import { SessionReader } from './session.service';

declare module 'fastify' {
  interface FastifyInstance {
    sessionReader: SessionReader;
  }
}

export const authPlugin = fp(
  async (app) => {
    app.decorate('sessionReader', new SessionReader(app.ctx.database.prepared));
  },
  { name: 'auth', dependencies: ['context'] },
);
