// Server-only rules for a username a member chooses (PRODUCT 11): the content rules of compliments
// (PRODUCT 13, 21) with the same detectors, and the watched words admins keep. A name has no review
// queue, so a watched word that would hold a compliment refuses a name outright.
import { ANONYMOUS_MEMBER_NAME } from '../../../contract/username-messages';
import { USERNAME_MESSAGES } from '../../../contract/username-messages';
import type { DbOrTx } from '../../db/client';
import { HttpError } from '../../http-error';
import { containsLink, containsProfanity } from '../compliments/compliment-content';
import { matchWatchedWords } from '../moderation/watched-words.service';

const refuse = (message: string) => new HttpError(400, message, {}, { username: [message] });

/**
 * Throws the 400 (or the 409 of a reserved name) a chosen username earns; names are normalized.
 * The part of the member's email before the "@" is refused too: a public name must not show any
 * part of an address (SECURITY C8).
 */
export async function assertUsernameAllowed(
  db: DbOrTx,
  username: string,
  email: string,
): Promise<void> {
  const localPart = email.slice(0, Math.max(email.indexOf('@'), 0));
  if (username.toLowerCase() === localPart.trim().toLowerCase()) {
    throw refuse(USERNAME_MESSAGES.emailName);
  }
  if (containsLink(username)) throw refuse(USERNAME_MESSAGES.noLinks);
  if (containsProfanity(username)) throw refuse(USERNAME_MESSAGES.unkind);
  const watched = await matchWatchedWords(db, username);
  if (watched.some((match) => match.action !== 'flag')) throw refuse(USERNAME_MESSAGES.unkind);
  // The name shown for members without one would pass for any of them.
  if (username.toLowerCase() === ANONYMOUS_MEMBER_NAME.toLowerCase()) {
    throw new HttpError(409, USERNAME_MESSAGES.taken, {}, { username: [USERNAME_MESSAGES.taken] });
  }
}
