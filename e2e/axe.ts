// axe's serious and critical findings, one readable line per element, for every journey that
// judges a page's accessibility.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.1 A and AA: the level Kindly holds. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe in the page itself. Kindly's pages have no frames, so axe's legacy mode sees all of
 * them; the default mode opens a blank page to finish every run, which doubled the sweep's time.
 */
export async function seriousViolations(
  page: Page,
  where: string,
  tags: string[] = WCAG_TAGS,
): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(tags).setLegacyMode(true).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${where}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ` +
          `${violation.help}. ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
      ),
    );
}
