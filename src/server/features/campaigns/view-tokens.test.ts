import { describe, expect, it } from 'vitest';
import {
  addressVisitor,
  issueViewToken,
  memberVisitor,
  readViewToken,
  signedFor,
  spentTokenKey,
  visitorDigest,
} from './view-tokens';

const SECRET = 'view-token-secret-view-token-secret-01';
const AD = '6f1c2a4e-8d0b-4e53-9a57-3b2f61c0d9a1';
const PLACEMENTS = ['HomepageBanner', 'InFeed', 'StickyFooter'];
const HOUR = 60 * 60_000;
/** 2026-11-25T20:00Z, the start of a 4-hour bucket. */
const AT = new Date('2026-11-25T20:00:00.000Z');
const later = (ms: number) => new Date(AT.getTime() + ms);
const guest = addressVisitor('203.0.113.7');

const issue = (visitor = guest, at = AT) =>
  issueViewToken(SECRET, { campaignId: AD, placement: 'HomepageBanner', visitor }, at);

function accepted(token: string, at = AT, visitor = guest, campaignId = AD): boolean {
  const claim = readViewToken(token, PLACEMENTS, at);
  return claim !== null && signedFor(SECRET, claim, campaignId, visitor);
}

describe('view tokens', () => {
  it('are accepted for their item and visitor, in their bucket and the next one', () => {
    const token = issue();
    expect(token).toMatch(/^\d+\.HomepageBanner\.a\.[\w-]{16}\.[\w-]{43}$/);
    expect(accepted(token)).toBe(true);
    expect(accepted(token, later(4 * HOUR - 1))).toBe(true);
    expect(accepted(token, later(8 * HOUR - 1))).toBe(true);
    expect(accepted(token, later(8 * HOUR))).toBe(false);
    expect(accepted(token, later(-1))).toBe(false);
    expect(readViewToken(token, PLACEMENTS, AT)?.expiresAt).toEqual(later(8 * HOUR));
  });

  it('differ for every answer', () => {
    expect(issue()).not.toBe(issue());
  });

  it('are refused for another item, visitor, placement list or secret', () => {
    const token = issue();
    expect(accepted(token, AT, addressVisitor('203.0.113.8'))).toBe(false);
    expect(accepted(token, AT, memberVisitor(7))).toBe(false);
    expect(accepted(token, AT, guest, '0b3f8a52-5b7e-4c1e-9d8f-2a6b4c8e0f13')).toBe(false);
    expect(readViewToken(token, ['gift'], AT)).toBeNull();
    const claim = readViewToken(token, PLACEMENTS, AT)!;
    expect(signedFor(`${SECRET}x`, claim, AD, guest)).toBe(false);
  });

  it('are refused when any part is changed or spelt another way', () => {
    const token = issue();
    const [bucket, placement, kind, nonce, mac] = token.split('.') as [string, ...string[]];
    const variants = [
      [`0${bucket}`, placement, kind, nonce, mac],
      [bucket, 'InFeed', kind, nonce, mac],
      [bucket, placement, 'm', nonce, mac],
      [bucket, placement, kind, `${nonce!.slice(0, -1)}${nonce!.endsWith('A') ? 'B' : 'A'}`, mac],
      [bucket, placement, kind, nonce, `${mac!.slice(0, -1)}${mac!.endsWith('A') ? 'B' : 'A'}`],
      [bucket, placement, kind, nonce, `${mac}A`],
      [bucket, placement, kind, nonce],
    ];
    for (const parts of variants) expect(accepted(parts.join('.'))).toBe(false);
    for (const junk of [undefined, '', 'null', token.toUpperCase(), ` ${token}`])
      expect(accepted(junk as string)).toBe(false);
  });

  it("bind a member's token to the member, not the address or the session", () => {
    const member = memberVisitor(7);
    const token = issue(member);
    expect(token.split('.')[2]).toBe('m');
    expect(accepted(token, AT, memberVisitor(7))).toBe(true);
    expect(accepted(token, AT, memberVisitor(8))).toBe(false);
    expect(accepted(token, AT, memberVisitor(70))).toBe(false);
  });

  it('are spent apart for a view and for a click', () => {
    const token = issue();
    expect(spentTokenKey('view', token)).not.toBe(spentTokenKey('follow', token));
    expect(spentTokenKey('view', token)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('visitors', () => {
  it('are a member, an IPv4 address, or the /64 an IPv6 address belongs to', () => {
    expect(memberVisitor(7)).toEqual({ kind: 'm', key: '7' });
    expect(addressVisitor('::ffff:203.0.113.7')).toEqual(guest);
    expect(addressVisitor('2001:db8:1:2::9')).toEqual(addressVisitor('2001:db8:1:2:aaaa::1'));
    expect(addressVisitor('2001:db8:1:2::9')).not.toEqual(addressVisitor('2001:db8:1:3::9'));
  });

  it('are stored as keyed digests that name neither the address nor the member', () => {
    const digest = visitorDigest(SECRET, guest);
    expect(digest).toMatch(/^[\w-]{22}$/);
    expect(digest).not.toContain(guest.key.slice(0, 8));
    expect(visitorDigest(`${SECRET}x`, guest)).not.toBe(digest);
  });
});
