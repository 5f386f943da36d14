// The look-alike key of a chosen username (PRODUCT 11.1, SECURITY V10): two names that read the
// same in some letter case share it, so the unique index on it refuses a name that could pass for
// another member's, and the reserved names are compared through it too.
import unhomoglyph from 'unhomoglyph';

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{M}\p{N}]/gu;

/**
 * The skeleton of Unicode TR39 (section 4): NFD, default-ignorable code points removed, each
 * character replaced by its prototype in confusables.txt, NFD again. `Кindly` (Cyrillic К)
 * becomes `Kindly`.
 */
function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD').replace(IGNORABLE, '')).normalize('NFD');
}

/**
 * The key compared for uniqueness: the skeleton of the compatibility form (NFKC), since
 * confusables.txt leaves most full-width and mathematical letters to it (`ｄ` is `d` only there).
 * Names are unique in any letter case, so a holder may show theirs in capitals or not; the key
 * therefore merges every character with its other case and with their look-alikes, until nothing
 * changes: `ӏ` (Cyrillic palochka) is drawn like `l`, its capital `Ӏ` is the prototype's `l`, and
 * `i`, `I`, `l` and `1` end up one. A name may then be refused for looking like a spelling of a
 * taken name its holder has not typed yet.
 */
export function usernameKey(name: string): string {
  let key = skeleton(name.normalize('NFKC')).toLowerCase();
  // A round only moves characters onto prototypes, so one or two settle a name; four bound it.
  for (let round = 0; round < 4; round++) {
    const next = skeleton(skeleton(key).toUpperCase()).toLowerCase();
    if (next === key) break;
    key = next;
  }
  return key;
}

/**
 * The key with everything but letters, marks and digits left out: what a reserved name or an
 * email's local part is compared with, so `Kindly-Team`, `Kindly.Team.` and `sunny‐side` with a
 * Unicode hyphen match `Kindly Team` and `sunny.side`.
 */
export const usernameLetterKey = (name: string) =>
  usernameKey(name).replace(NOT_LETTER_OR_DIGIT, '');

/** The stored key: a username that is still an email has none (it is matched as an email). */
export const storedUsernameKey = (username: string) =>
  username.includes('@') ? null : usernameKey(username);
