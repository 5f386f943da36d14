// The view token of a public ad or promotion answer (DECISIONS 32). A view, click or claim
// counts only with a token the server signed for that item, placement and visitor, in the
// 4-hour bucket the answer belongs to or the next one, so a script can neither make one up nor
// carry one to other addresses, and each is spent once (counters.ts).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ADS_BUCKET_MS } from '../../../contract/constants';
import { addressBlock } from '../../address-block';

/**
 * Who the answer was for: a member (`m`, the user id), the same on every session and device, or
 * a guest (`a`, a hash of the address block: an IPv6 address stands for its /64).
 */
export interface Visitor {
  kind: 'm' | 'a';
  key: string;
}

export const memberVisitor = (userId: number): Visitor => ({ kind: 'm', key: String(userId) });

const addressKey = (block: string) => createHash('sha256').update(block).digest('hex');

/** A guest, by the address block the request came from. */
export const addressVisitor = (ip: string): Visitor => ({
  kind: 'a',
  key: addressKey(addressBlock(ip)),
});

const ADDRESS_KEYS_KEPT = 10_000;
const NONCE_BYTES = 12;

const freshNonce = () => randomBytes(NONCE_BYTES).toString('base64url');

/**
 * What saves work at every answer that carries a token, kept by each app (view-tokens.plugin.ts):
 * recent visitors' hashes, since every pick of a page hashes its address again otherwise, and
 * random bytes drawn a few kilobytes at a time, since one system call per token cost more than
 * the rest.
 */
export class ViewTokenIssuer {
  private readonly addressKeys = new Map<string, string>();
  private nonces = Buffer.alloc(0);
  private nonceAt = 0;

  addressVisitor(ip: string): Visitor {
    const block = addressBlock(ip);
    let key = this.addressKeys.get(block);
    if (key === undefined) {
      key = addressKey(block);
      if (this.addressKeys.size >= ADDRESS_KEYS_KEPT) this.addressKeys.clear();
      this.addressKeys.set(block, key);
    }
    return { kind: 'a', key };
  }

  issue(secret: string, subject: TokenSubject, now: Date): string {
    return issueViewToken(secret, subject, now, this.nextNonce());
  }

  private nextNonce(): string {
    if (this.nonceAt + NONCE_BYTES > this.nonces.length) {
      this.nonces = randomBytes(NONCE_BYTES * 512);
      this.nonceAt = 0;
    }
    this.nonceAt += NONCE_BYTES;
    return this.nonces.subarray(this.nonceAt - NONCE_BYTES, this.nonceAt).toString('base64url');
  }
}

/** The bucket an instant falls in: the client caches ads by the same 4-hour buckets. */
const bucketOf = (now: Date) => Math.floor(now.getTime() / ADS_BUCKET_MS);

/** `bucket.placement.kind.nonce.mac`; the nonce makes every answer's token its own. */
const TOKEN = /^(\d{1,12})\.([A-Za-z]{1,20})\.([ma])\.([\w-]{16})\.([\w-]{43})$/;

/** The label keeps these signatures apart from anything else signed with the session secret. */
function sign(secret: string, fields: readonly (string | number)[]): Buffer {
  return createHmac('sha256', secret)
    .update(['kindly view token v1', ...fields].join('\n'))
    .digest();
}

export interface TokenSubject {
  campaignId: string;
  placement: string;
  visitor: Visitor;
}

export function issueViewToken(
  secret: string,
  subject: TokenSubject,
  now: Date,
  nonce = freshNonce(),
): string {
  const bucket = bucketOf(now);
  const { campaignId, placement, visitor } = subject;
  const mac = sign(secret, [campaignId, placement, visitor.kind, visitor.key, bucket, nonce]);
  return [bucket, placement, visitor.kind, nonce, mac.toString('base64url')].join('.');
}

/** A token that is well formed and still inside its window, before its signature is checked. */
export interface ViewTokenClaim {
  token: string;
  bucket: number;
  placement: string;
  kind: Visitor['kind'];
  nonce: string;
  mac: Buffer;
  /** When the token stops being accepted: the end of the bucket after its own. */
  expiresAt: Date;
}

/**
 * Reads a token of the current bucket or the one before it (an answer fetched just before a
 * boundary) whose placement is one of `placements`; null for anything else.
 */
export function readViewToken(
  token: string | undefined,
  placements: readonly string[],
  now: Date,
): ViewTokenClaim | null {
  const match = token === undefined ? null : TOKEN.exec(token);
  if (!match) return null;
  const [, bucketText, placement, kind, nonce, macText] = match as unknown as string[];
  const bucket = Number(bucketText);
  const mac = Buffer.from(macText!, 'base64url');
  // One token, one spelling: a leading zero or other padding bits would sign alike and could
  // otherwise be spent a second time.
  if (String(bucket) !== bucketText || mac.toString('base64url') !== macText) return null;
  const current = bucketOf(now);
  if (bucket !== current && bucket !== current - 1) return null;
  if (!placements.includes(placement!)) return null;
  return {
    token: token!,
    bucket,
    placement: placement!,
    kind: kind as Visitor['kind'],
    nonce: nonce!,
    mac,
    expiresAt: new Date((bucket + 2) * ADS_BUCKET_MS),
  };
}

/** Whether the server signed this claim for this item and this visitor. */
export function signedFor(
  secret: string,
  claim: ViewTokenClaim,
  campaignId: string,
  visitor: Visitor,
): boolean {
  if (visitor.kind !== claim.kind) return false;
  const expected = sign(secret, [
    campaignId,
    claim.placement,
    visitor.kind,
    visitor.key,
    claim.bucket,
    claim.nonce,
  ]);
  return expected.length === claim.mac.length && timingSafeEqual(expected, claim.mac);
}

/**
 * What the per-visitor rows store: a keyed digest, so neither an address nor a member can be read
 * back from them.
 */
export function visitorDigest(secret: string, visitor: Visitor): string {
  return sign(secret, ['visitor', visitor.kind, visitor.key]).subarray(0, 16).toString('base64url');
}

/** The key a spent token is kept under, one per use, so a view does not spend the click. */
export const spentTokenKey = (use: 'view' | 'follow', token: string) =>
  createHash('sha256').update(`${use}\n${token}`).digest('hex');
