// How a compliment's text is stored and counted, apart from the schemas so that a screen counting
// it as the visitor types does not load zod.

// Invisible characters that would let a text pass the length rule or dodge the duplicate rule
// while looking the same: soft hyphen, zero-width space, word joiners, direction marks and
// overrides, byte-order mark. The zero-width joiner stays: emoji sequences need it.
const INVISIBLE = /[\u00ad\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/gu;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/gu;

/**
 * The stored form of a compliment: NFC, invisible and control characters removed, every run
 * of whitespace (newlines included) collapsed to one space, trimmed.
 */
export function normalizeComplimentText(text: string): string {
  return text
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(/\s+/gu, ' ')
    .replace(CONTROL, '')
    .trim();
}

/**
 * How long a compliment is, in Unicode code points: what PostgreSQL's char_length counts, so
 * the form, the API and the table's check constraint agree. An emoji such as 😊 counts 1;
 * a flag (two regional indicators) counts 2; a joined sequence such as 👩‍💻 counts each of its
 * parts (3 here: woman, joiner, laptop).
 */
export const complimentLength = (text: string) => [...text].length;
