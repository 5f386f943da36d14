// The positivity check of every submission (DECISIONS 27): the AFINN lexicon of `sentiment`, run
// locally, scored on the whole text and clause by clause, so a kind ending cannot wash out an
// unkind start ("Nobody will ever love you, but you are great.").
import Sentiment from 'sentiment';

// Words AFINN scores negative that compliments use about circumstances, not about the reader
// ("your hard work", "on your tired days", "your laugh is contagious", "never stop asking"), or
// as praise ("alert and attentive").
const COMPLIMENT_EXTRAS: Record<string, number> = {
  hard: 0,
  tired: 0,
  lost: 0,
  mistakes: 0,
  contagious: 0,
  stop: 0,
  alert: 0,
};

const analyzer = new Sentiment();
const options = { extras: COMPLIMENT_EXTRAS };
const score = (text: string) => analyzer.analyze(text, options).score;

// AFINN negates a word only right after "not"-like words; a clause whose subject is "nobody"
// denies whatever kind thing follows, however far away it is.
const DENYING_SUBJECT = /^(?:nobody|no one|no-one|not one person|not a single person)\b/iu;

// Clause boundaries: punctuation, and the conjunctions that turn a sentence around.
const CLAUSE_BREAK = /[,;:.!?]+|\s(?:but|yet|although|though|however)\s/iu;

/** A clause at or below this is unkind on its own, whatever the rest of the text says. */
const UNKIND_CLAUSE = -2;

/** Whether the text reads as unkind, so it waits for review instead of being shown. */
export function soundsNegative(text: string): boolean {
  if (score(text) < 0) return true;
  const clauses = text
    .split(CLAUSE_BREAK)
    .map((clause) => clause.trim())
    .filter((clause) => clause.length > 0);
  return clauses.some((clause) => {
    const value = score(clause);
    return value <= UNKIND_CLAUSE || (DENYING_SUBJECT.test(clause) && value >= 0);
  });
}
