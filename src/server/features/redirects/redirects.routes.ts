// Counted redirects /r/ad/{id} and /r/promotion/{id} (SECURITY R1–R3, K4): only to stored http(s) URLs.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { LimitName } from '../../limiters';
import { clickAd } from '../ads/ads.service';
import { claimPromotion } from '../promotions/promotions.service';

/**
 * The Location for a stored URL, re-parsed so IDN hosts, spaces and other characters come out
 * percent-encoded (a raw value could make Node refuse the header); null unless http(s).
 */
export function locationFor(stored: string): string | null {
  try {
    const url = new URL(stored);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

type Resolve = (ctx: AppContext, id: string, count: boolean) => Promise<string | null>;

function counted(ctx: AppContext, limit: LimitName, resolve: Resolve) {
  return async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const { id } = request.params;
    // HEAD (link checkers, prefetchers) learns the target without counting a click.
    const count =
      request.method === 'GET' && (await ctx.limiters.hit(limit, `${request.ip}|${id}`)) === 0;
    const stored = await resolve(ctx, id, count);
    const location = stored === null ? null : locationFor(stored);
    if (location === null) {
      if (stored !== null) request.log.warn({ id }, 'stored redirect URL is not http(s)');
      // Unknown ids get the client's not-found page: never a redirect, whatever the query says.
      return reply.callNotFound();
    }
    return reply.code(302).header('cache-control', 'no-store').header('location', location).send();
  };
}

export const redirectRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    app.get('/ad/:id', counted(ctx, 'adClick', clickAd));
    app.get('/promotion/:id', counted(ctx, 'promotionClaim', claimPromotion));
  };
