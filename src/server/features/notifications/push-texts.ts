// The words of each notification (PRODUCT 20.3), in the member's saved language. The payload holds
// what the notification shows and nothing more: title, body, the page it opens and its tag (a
// second notification of the same tag replaces the first on the device).
import { badgeNamesCatalog } from '../../../contract/badge-names-messages';
import { badgeLevelText, type BadgeType } from '../../../contract/badge-text';
import { format } from '../../../contract/i18n/catalog';
import { DEFAULT_LOCALE, toLocale, type Locale } from '../../../contract/i18n/locales';
import { ROUTES } from '../../../contract/routes';
import type { ServerTranslations } from '../../i18n';
import type { PushPayload } from '../push/push-delivery';
import { pushTextsCatalog } from './push-texts-messages';

/** What one push job says, beside the device it goes to. */
export type PushKind =
  { kind: 'thanks' } | { kind: 'badge'; badge: BadgeType; level: number } | { kind: 'daily' };

/** A daily compliment's body is cut here, at a word, with "…": a notification shows a few lines. */
export const DAILY_BODY_MAX = 140;

/** The compliment as the daily notification shows it: whole when short, else cut at a word. */
export function dailyBody(text: string): string {
  const characters = Array.from(text.trim());
  if (characters.length <= DAILY_BODY_MAX) return characters.join('');
  const cut = characters.slice(0, DAILY_BODY_MAX - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  const head = lastSpace >= cut.length / 2 ? cut.slice(0, lastSpace) : cut;
  return `${head.trimEnd()}…`;
}

/** The member's saved language, else English: a notification arrives outside any request. */
export const pushLocale = (saved: string | null): Locale => toLocale(saved) ?? DEFAULT_LOCALE;

/**
 * The payload of one notification. `compliment` is the daily one's text (its own words, never
 * translated); the others need none.
 */
export async function pushPayload(
  translations: ServerTranslations,
  locale: Locale,
  job: PushKind,
  compliment?: string,
): Promise<PushPayload> {
  const texts = await translations.messages(locale, pushTextsCatalog);
  switch (job.kind) {
    case 'thanks':
      return {
        title: texts.thanksTitle,
        body: texts.thanksBody,
        url: ROUTES.profile,
        tag: 'thanks',
      };
    case 'badge': {
      const names = await translations.messages(locale, badgeNamesCatalog);
      const badge = badgeLevelText(locale, names, job.badge, job.level);
      return {
        title: texts.badgeTitle,
        body: format(locale, texts.badgeBody, {
          badge: badge.name,
          tier: badge.tier,
          description: badge.description,
        }),
        url: ROUTES.profile,
        tag: `badge-${job.badge}-${job.level}`,
      };
    }
    case 'daily':
      return {
        title: texts.dailyTitle,
        body: dailyBody(compliment ?? ''),
        url: ROUTES.home,
        tag: 'daily',
      };
  }
}
