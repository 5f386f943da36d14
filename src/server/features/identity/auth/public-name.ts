// The one name another person sees for a member (PRODUCT 11; SECURITY C8): the username the member
// chose, else "A Kindly member". Until they choose, the username column holds the email, which
// only the member and admins may see. Badge cards and share pages name members through this.
import { ANONYMOUS_MEMBER_NAME } from '../../../../contract/username-messages';

export interface NamedMember {
  username: string;
  usernameChosenAt: Date | null;
}

/** The member's public name: the chosen username, never an email. */
export function publicName(member: NamedMember): string {
  // A chosen username never holds an "@" (the contract refuses one); the check keeps an address out
  // even if a row was written some other way.
  if (member.usernameChosenAt === null || member.username.includes('@')) {
    return ANONYMOUS_MEMBER_NAME;
  }
  return member.username;
}
