// Server-only content rules for compliments (PRODUCT 13), which usernames keep too: no links, no
// profanity. They run on the normalized text after the shared length rules, with maintained
// detectors, not word lists of our own.
import { LinkifyIt } from 'linkify-it';
import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import { COMPLIMENT_MESSAGES } from '../../../contract/compliments';
import type { Locale } from '../../../contract/i18n/locales';
import { containsProfanityIn } from './profanity-by-language';

// Fuzzy detection catches bare domains ("example.com"), e-mail addresses and IP addresses, not
// only http:// links. linkify-it knows the classic and country TLDs; the popular newer ones
// are added so "kindly.app" is a link too.
const links = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true }).tlds(
  [
    'app',
    'dev',
    'io',
    'xyz',
    'site',
    'online',
    'store',
    'tech',
    'link',
    'click',
    'top',
    'club',
    'live',
    'blog',
    'page',
    'art',
  ],
  true,
);

// obscenity folds look-alike characters, repeated letters and leetspeak before matching, and
// whitelists innocent words that contain a profane one ("Scunthorpe", "assassin").
const profanity = new RegExpMatcher({
  ...englishDataset.build(),
  ...englishRecommendedTransformers,
});

export const containsLink = (text: string) => links.test(text);
export const containsProfanity = (text: string) => profanity.hasMatch(text);

/** The first content rule the text breaks, as the message to show, or null when it is fine. */
export function contentProblem(text: string): string | null {
  if (containsLink(text)) return COMPLIMENT_MESSAGES.noLinks;
  if (containsProfanity(text)) return COMPLIMENT_MESSAGES.noProfanity;
  return null;
}

/**
 * contentProblem for a compliment in `language` (PRODUCT 13, docs/SCREENING-LANGUAGES.md): an
 * English one exactly as contentProblem judges it; another by its own language's offensive words
 * and English's, as whole words.
 */
export function contentProblemIn(text: string, language: Locale): string | null {
  if (language === 'en') return contentProblem(text);
  if (containsLink(text)) return COMPLIMENT_MESSAGES.noLinks;
  return containsProfanityIn(text, language) ? COMPLIMENT_MESSAGES.noProfanity : null;
}
