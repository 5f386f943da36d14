// Figures that English writes without separators (a character count, "1234/200"), in the page's
// digits: the same figures in English, the language's own digits elsewhere.
import { intlLocale } from './i18n';

let ungrouped: Intl.NumberFormat | undefined;

export function formatFigure(value: number): string {
  ungrouped ??= new Intl.NumberFormat(intlLocale, { useGrouping: false });
  return ungrouped.format(value);
}
