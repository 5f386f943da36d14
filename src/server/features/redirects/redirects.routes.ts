// Counted redirects /r/ad/{id} and /r/promotion/{id} (SECURITY R1–R3, K4): only to stored http(s)
// URLs. A click or claim counts once per view token (`?t=`, DECISIONS 32); the redirect happens
// with or without one.
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AD_CATEGORIES } from '../../../contract/ads';
import { GIFT_PLACEMENT, RedirectQuerySchema } from '../../../contract/campaigns';
import { uuidIdParams } from '../../../contract/ids';
import { MESSAGES } from '../../../contract/messages';
import { memberVisitor } from '../campaigns/view-tokens';
import { countableVisit, type Visit, type VisitorLookup } from '../campaigns/visits';
import type { AppContext } from '../../context';
import type { LimitName } from '../../limiters';
import { sessionCookieName, sessionOfCookie } from '../identity/auth/session-cookie';
import { clickAd } from '../ads/ads.service';
import { claimPromotion } from '../promotions/promotions.service';

const RedirectParamsSchema = uuidIdParams({ notFound: MESSAGES.notFound });

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

type Resolve = (ctx: AppContext, id: string, visit: Visit | null) => Promise<string | null>;

/**
 * Sessions are read for /api only (DECISIONS 9), so a redirect looks one up itself, and only
 * when the token was issued to a member.
 */
function redirectVisitorLookup(
  app: FastifyInstance,
  ctx: AppContext,
  sessionOf: ReturnType<typeof sessionOfCookie>,
  request: FastifyRequest,
  reply: FastifyReply,
): VisitorLookup {
  return async (kind) => {
    if (kind === 'a') return app.viewTokens.addressVisitor(request.ip);
    const header = request.headers.cookie;
    const raw = header && app.parseCookie(header)[sessionCookieName(ctx.config.production)];
    const session = raw ? await sessionOf(raw) : null;
    if (!session) return null;
    if (session.refreshed) reply.setSessionCookie(session.token, session.expiresAt);
    return memberVisitor(session.user.id);
  };
}

function registerRedirect(
  app: FastifyInstance,
  ctx: AppContext,
  path: string,
  counting: { limit: LimitName; placements: readonly string[]; resolve: Resolve },
): void {
  const sessionOf = sessionOfCookie(app, ctx);
  const schema = { params: RedirectParamsSchema, querystring: RedirectQuerySchema };
  // A malformed id reaches the handler as a validation error, to be answered as an unknown one.
  const options = { schema, attachValidation: true };
  app.withTypeProvider<ZodTypeProvider>().get(path, options, async (request, reply) => {
    if (request.validationError) return reply.callNotFound();
    const { id } = request.params;
    const { limit, placements, resolve } = counting;
    // HEAD (link checkers, prefetchers) learns the target without counting or spending a token.
    const visit =
      request.method === 'GET'
        ? await countableVisit(
            ctx,
            request,
            { id, token: request.query.t, placements, limit },
            redirectVisitorLookup(app, ctx, sessionOf, request, reply),
          )
        : null;
    const stored = await resolve(ctx, id, visit);
    const location = stored === null ? null : locationFor(stored);
    if (location === null) {
      if (stored !== null) request.log.warn({ id }, 'stored redirect URL is not http(s)');
      // Unknown ids get the client's not-found page: never a redirect, whatever the query says.
      return reply.callNotFound();
    }
    return reply.code(302).header('cache-control', 'no-store').header('location', location).send();
  });
}

export const redirectRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    registerRedirect(app, ctx, '/ad/:id', {
      limit: 'adClick',
      placements: AD_CATEGORIES,
      resolve: clickAd,
    });
    registerRedirect(app, ctx, '/promotion/:id', {
      limit: 'promotionClaim',
      placements: [GIFT_PLACEMENT],
      resolve: claimPromotion,
    });
  };
