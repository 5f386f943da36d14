// Whether a request may count a view, a click or a claim (DECISIONS 32): not from a crawler, and
// only with a view token the server signed for this item and this visitor. What it counts
// towards: the visitor's day and country, and the placement the token was issued for.
import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { UNKNOWN_COUNTRY } from '../../../contract/campaigns';
import { addressBlock } from '../../address-block';
import { sessionSecrets } from '../../config';
import type { AppContext } from '../../context';
import { visitorCountry } from '../../country';
import type { LimitName } from '../../limiters';
import {
  memberVisitor,
  readViewToken,
  signedFor,
  visitorDigest,
  type ViewTokenClaim,
  type ViewTokenIssuer,
  type Visitor,
} from './view-tokens';

export interface Visit {
  claim: ViewTokenClaim;
  /** A keyed digest of the visitor (the member, else the address block), for the frequency cap. */
  visitor: string;
  placement: string;
  /** The visitor's country code, or ZZ. */
  country: string;
  /** The UTC day, `YYYY-MM-DD`. */
  day: string;
}

/**
 * A known crawler, link checker or headless browser (the isbot list), or a client that names
 * none: every browser sends a User-Agent, while scripts and plain HTTP libraries may leave it out.
 */
function isCrawler(request: FastifyRequest): boolean {
  const agent = request.headers['user-agent']?.trim();
  return !agent || isbot(agent);
}

/** The visitor an API answer is for: the member when signed in, else the address. */
const visitorOf = (tokens: ViewTokenIssuer, request: FastifyRequest): Visitor =>
  request.user ? memberVisitor(request.user.id) : tokens.addressVisitor(request.ip);

/**
 * How a route finds the visitor a token names: the API routes know the member already, the
 * redirects read the session only when a token was issued to a member.
 */
export type VisitorLookup = (kind: Visitor['kind']) => Promise<Visitor | null> | Visitor | null;

export const apiVisitorLookup =
  (tokens: ViewTokenIssuer, request: FastifyRequest): VisitorLookup =>
  (kind) => {
    if (kind === 'a') return tokens.addressVisitor(request.ip);
    return request.user ? memberVisitor(request.user.id) : null;
  };

/** The token a public answer carries for one item shown in one placement. */
export const viewTokenFor = (
  ctx: AppContext,
  tokens: ViewTokenIssuer,
  request: FastifyRequest,
  campaignId: string,
  placement: string,
): string =>
  tokens.issue(
    ctx.config.sessionSecret,
    { campaignId, placement, visitor: visitorOf(tokens, request) },
    ctx.now(),
  );

/**
 * The visit a request may count, or null: a crawler, no token, one that is forged, expired, for
 * another item, placement or visitor, or a visitor past `limit` for this item (DECISIONS 8).
 * Whether the token was spent before is the counters' to find.
 */
export async function countableVisit(
  ctx: AppContext,
  request: FastifyRequest,
  target: {
    id: string;
    token: string | undefined;
    placements: readonly string[];
    limit: LimitName;
  },
  lookup: VisitorLookup,
): Promise<Visit | null> {
  if (isCrawler(request)) return null;
  const now = ctx.now();
  const claim = readViewToken(target.token, target.placements, now);
  if (!claim) return null;
  const visitor = await lookup(claim.kind);
  if (!visitor) return null;
  // A token signed with a previous session secret still counts (DECISIONS 67).
  const signers = sessionSecrets(ctx.config);
  if (!signers.some((secret) => signedFor(secret, claim, target.id, visitor))) return null;
  const address = addressBlock(request.ip);
  if ((await ctx.limiters.hit(target.limit, `${address}|${target.id}`)) > 0) return null;
  return {
    claim,
    visitor: visitorDigest(ctx.config.sessionSecret, visitor),
    placement: claim.placement,
    country: visitorCountry(ctx, request) ?? UNKNOWN_COUNTRY,
    day: now.toISOString().slice(0, 10),
  };
}
