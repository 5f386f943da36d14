// The weekly digest's unsubscribe token: the member's id signed with the session secret, so the
// link works without a session and nobody can make one for another member (SECURITY C9).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_TOKEN_PATTERN } from '../../../contract/digest';

/** The label keeps these signatures apart from anything else signed with the session secret. */
function sign(secret: string, userId: number): Buffer {
  return createHmac('sha256', secret).update(`kindly digest unsubscribe v1\n${userId}`).digest();
}

export function issueUnsubscribeToken(secret: string, userId: number): string {
  return `${userId}.${sign(secret, userId).toString('base64url')}`;
}

/**
 * The member a token was signed for, or null for anything the server did not sign. The signature
 * is compared as text: its last character carries two spare bits, so four spellings decode to the
 * same bytes, and only the one the server wrote is its token.
 */
export function verifyUnsubscribeToken(secret: string, token: string): number | null {
  if (!UNSUBSCRIBE_TOKEN_PATTERN.test(token)) return null;
  const [id = '', mac = ''] = token.split('.');
  const userId = Number(id);
  const given = Buffer.from(mac);
  const expected = Buffer.from(sign(secret, userId).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return userId;
}
