// The characters a chosen username may hold (PRODUCT 11.1): nothing that shows as nothing, or as
// something other than what it is, so a name cannot pass for another one. Apart from the schemas
// so the rules read, and are tested, on their own; only `u` regexes, which every browser parses.
import { USERNAME_MESSAGES } from './username-messages';

// Control characters other than whitespace; checked before the clean-up, which drops them and
// would leave the words around them two spaces apart.
const CONTROL = /(?!\s)\p{Cc}/u;

// Format, private-use and lone surrogate code points, and every default-ignorable one: the Hangul
// fillers (U+115F, U+1160, U+3164, U+FFA0), the combining grapheme joiner, variation selectors
// and tag characters all draw nothing, or draw what a font alone decides.
const INVISIBLE = /[\p{Cf}\p{Co}\p{Cs}\p{Default_Ignorable_Code_Point}]/u;

// The joiners that shape Arabic and Indic letters (Persian writes words with ZWNJ inside them):
// allowed only between letters, or a letter's mark and a letter, of scripts written that way.
const JOINERS = new Set(['\u200c', '\u200d']);
const JOINING_SCRIPT =
  /[\p{scx=Arab}\p{scx=Syrc}\p{scx=Nkoo}\p{scx=Mong}\p{scx=Deva}\p{scx=Beng}\p{scx=Guru}\p{scx=Gujr}\p{scx=Orya}\p{scx=Taml}\p{scx=Telu}\p{scx=Knda}\p{scx=Mlym}\p{scx=Sinh}]/u;
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;
const LETTER = /\p{L}/u;

// Emoji: the joiner between two pictographs (👩‍💻), and the text or emoji presentation selector
// right after a character that has both (❤️).
const ZWJ = '\u200d';
const EMOJI_SELECTORS = new Set(['\ufe0e', '\ufe0f']);
const EMOJI_BEFORE_JOINER = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const EMOJI = /\p{Emoji}/u;

// Symbols that belong to one script rather than to all: Braille patterns (U+2800 draws blank) and
// the Arabic ligature symbols such as U+FDFD, one character drawn as a whole line of words.
const SCRIPT_SYMBOL = /(?![\p{scx=Zyyy}\p{scx=Zinh}])\p{S}/u;

// Combining marks, the variation selectors among them aside: at most 3 on one base character,
// enough for Vietnamese, Hebrew points or an Indic syllable, too few to stack a name into a smear.
const MARK = /(?!\p{Variation_Selector})\p{M}/u;
const MAX_MARKS_PER_CHARACTER = 3;

const isAllowedJoiner = (before = '', joiner: string, after = '') =>
  (JOINERS.has(joiner) &&
    LETTER_OR_MARK.test(before) &&
    JOINING_SCRIPT.test(before) &&
    LETTER.test(after) &&
    JOINING_SCRIPT.test(after)) ||
  (joiner === ZWJ && EMOJI_BEFORE_JOINER.test(before) && PICTOGRAPH.test(after)) ||
  (EMOJI_SELECTORS.has(joiner) && EMOJI.test(before));

/** Whether the typed name holds a control character (tab and newline are whitespace). */
export const hasControlCharacter = (typed: string) => CONTROL.test(typed);

/**
 * The message for the first character rule a cleaned-up name breaks, or null. The rules: no
 * invisible character but the joiners above, no script symbol, and combining marks only on a base
 * character, at most 3 on each.
 */
export function usernameCharacterProblem(name: string): string | null {
  const chars = [...name];
  let marks = 0;
  for (const [i, char] of chars.entries()) {
    if (INVISIBLE.test(char) && !isAllowedJoiner(chars[i - 1], char, chars[i + 1])) {
      return USERNAME_MESSAGES.invisible;
    }
    if (SCRIPT_SYMBOL.test(char)) return USERNAME_MESSAGES.symbol;
    marks = MARK.test(char) ? marks + 1 : 0;
    if (marks > MAX_MARKS_PER_CHARACTER || (marks === 1 && i === 0)) return USERNAME_MESSAGES.marks;
  }
  return null;
}

/**
 * How long a name reads, in code points: a compatibility ligature counts as the letters it
 * stands for (U+FDFA, one character, is a phrase of 18), so a few characters cannot make a name
 * wider than 30 letters would.
 */
export const usernameLength = (name: string) =>
  Math.max([...name].length, [...name.normalize('NFKC')].length);
