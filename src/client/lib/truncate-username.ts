// The nav bar cuts long usernames so the bar fits on a phone (PRODUCT 3).
import { NAV_USERNAME_MAX } from '../../contract/constants';

const ELLIPSIS = '…';

/** Cuts a username longer than `max` characters to `max` characters plus an ellipsis. */
export function truncateUsername(username: string, max: number = NAV_USERNAME_MAX): string {
  // Array.from counts code points, so an emoji is never split in half.
  const characters = Array.from(username);
  if (characters.length <= max) return username;
  return characters.slice(0, max).join('') + ELLIPSIS;
}
