// This app's issuer of view tokens (view-tokens.ts), which the ads, the promotions and the
// redirects share.
import fp from 'fastify-plugin';
import { ViewTokenIssuer } from './view-tokens';

declare module 'fastify' {
  interface FastifyInstance {
    viewTokens: ViewTokenIssuer;
  }
}

export const viewTokensPlugin = fp(
  async (app) => {
    app.decorate('viewTokens', new ViewTokenIssuer());
  },
  { name: 'view-tokens' },
);
