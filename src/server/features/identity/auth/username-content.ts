// Server-only rules for a username a member chooses (PRODUCT 11): the content rules of compliments
// (PRODUCT 13, 21) with the same detectors, and the watched words admins keep. A name has no review
// queue, so a watched word that would hold a compliment refuses a name outright.
import { ANONYMOUS_MEMBER_NAME } from '../../../../contract/username-messages';
import { USERNAME_MESSAGES } from '../../../../contract/username-messages';
import type { DbOrTx } from '../../../db/client';
import { HttpError } from '../../../http-error';
import {
  containsLink,
  containsProfanity,
  matchWatchedWords,
} from '../../screening/screening.service';
import { usernameLetterKey } from './username-skeleton';

const refuse = (message: string) => new HttpError(400, message, {}, { username: [message] });

/** The 409 of a name someone holds, or one that looks like it. */
export const usernameTaken = (message: string = USERNAME_MESSAGES.taken) =>
  new HttpError(409, message, {}, { username: [message] });

// Names that would speak for the site: its roles, alone or after the site's name.
const ROLES = [
  'Admin',
  'Administrator',
  'Moderator',
  'Moderation',
  'Mod',
  'Support',
  'Staff',
  'System',
  'Team',
  'Official',
  'Security',
  'Help',
  'Root',
] as const;

/**
 * The names nobody may choose: the one public pages give members without a name, the team
 * account's, the site's own name and its roles, each compared by letter key.
 */
function reservedNames(siteName: string): string[] {
  return [
    ANONYMOUS_MEMBER_NAME,
    'Kindly Team',
    'Kindly',
    siteName,
    ...ROLES,
    ...ROLES.map((role) => `${siteName} ${role}`),
    ...ROLES.map((role) => `Kindly ${role}`),
  ];
}

/** The reserved names by letter key; worked out at each check, which is rare and cheap. */
const reservedByKey = (siteName: string): Map<string, string> =>
  new Map(reservedNames(siteName).map((name) => [usernameLetterKey(name), name]));

/**
 * Throws the 400 (or the 409 of a reserved name) a chosen username earns; names are normalized.
 * The part of the member's email before the "@" is refused too, in any look-alike spelling and
 * with any punctuation: a public name must not show any part of an address (SECURITY C8).
 */
export async function assertUsernameAllowed(
  ctx: { db: DbOrTx; config: { siteName: string } },
  username: string,
  email: string,
): Promise<void> {
  const letterKey = usernameLetterKey(username);
  const localPart = email.slice(0, Math.max(email.indexOf('@'), 0));
  if (letterKey === usernameLetterKey(localPart)) throw refuse(USERNAME_MESSAGES.emailName);
  if (containsLink(username)) throw refuse(USERNAME_MESSAGES.noLinks);
  if (containsProfanity(username)) throw refuse(USERNAME_MESSAGES.unkind);
  const watched = await matchWatchedWords(ctx.db, username);
  if (watched.some((match) => match.action !== 'flag')) throw refuse(USERNAME_MESSAGES.unkind);
  // A reserved name, or one that reads like it, would pass for the site or for any member.
  const reserved = reservedByKey(ctx.config.siteName).get(letterKey);
  if (reserved !== undefined) {
    throw usernameTaken(
      reserved.toLowerCase() === username.toLowerCase()
        ? USERNAME_MESSAGES.taken
        : USERNAME_MESSAGES.lookAlike,
    );
  }
}
