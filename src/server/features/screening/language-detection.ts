// Which of the six languages a compliment seems to be written in (PRODUCT 13, DECISIONS 74): eld,
// an n-gram detector whose data ships inside its npm package, limited to the six. It contradicts
// the author only when it is sure: a short text, or one whose chosen language scores close to the
// best, keeps the author's choice.
import type { eld as Eld } from 'eld/extrasmall';
import { LOCALES, toLocale, type Locale } from '../../../contract/i18n/locales';

/** Below this many letters a guess is too easily wrong (a name, a greeting in a loaned word). */
const DETECTION_MIN_LETTERS = 20;
/**
 * The best language must score this share above the author's choice, (best - chosen) / best, for
 * the choice to be refused: close languages (Spanish and Portuguese) rarely part by that much.
 */
const DETECTION_MIN_MARGIN = 0.2;

/** eld's codes for the six: its Portuguese is any Portuguese. */
const ELD_CODES = LOCALES.map((locale) => locale.split('-')[0]!);

/** One eld instance of its own, whose language subset no other code changes. */
type Detector = typeof Eld;

const letterCount = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

/**
 * The detector of one app, loaded on first use: its smallest data set (about 30 MB of memory once
 * loaded, a third of a second to load) is enough for the six languages on texts of 20 letters.
 */
export class LanguageDetector {
  private loading: Promise<Detector> | null = null;

  private load(): Promise<Detector> {
    this.loading ??= import('eld/extrasmall').then(({ eld }) => {
      const detector = eld.newInstance();
      detector.setLanguageSubset(ELD_CODES);
      return detector;
    });
    return this.loading;
  }

  /**
   * The language the text is surely written in when that is not `chosen`: the detector's best
   * language scores DETECTION_MIN_MARGIN of its score above `chosen`'s. Null when the text is
   * short, when the detector is unsure, or when its best guess is `chosen`.
   */
  async contradiction(text: string, chosen: Locale): Promise<Locale | null> {
    if (letterCount(text) < DETECTION_MIN_LETTERS) return null;
    const detector = await this.load();
    const result = detector.detect(text);
    const language = toLocale(result.language);
    if (!language || language === chosen || !result.isReliable()) return null;
    const scores: Record<string, number> = result.getScores();
    const best = scores[result.language] ?? 0;
    const ofChosen = scores[chosen.split('-')[0]!] ?? 0;
    return best > 0 && (best - ofChosen) / best >= DETECTION_MIN_MARGIN ? language : null;
  }
}
