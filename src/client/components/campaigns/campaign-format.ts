// The figures and days of the campaign screens in the page's language. English keeps the words
// and shapes the screens had before there were languages ("12 Mar 2027", "12.50%", counts in
// tables without separators), which the journeys read.
import { formatCalendarDay, formatDate } from '../../lib/format-date';
import { intlLocale } from '../../lib/i18n';

const english = intlLocale === 'en';
const counts = new Intl.NumberFormat(intlLocale);
const percent = (digits: { minimumFractionDigits?: number; maximumFractionDigits: number }) =>
  new Intl.NumberFormat(intlLocale, { style: 'percent', ...digits });
const rates = percent({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
const ticks = percent({ maximumFractionDigits: 2 });

/** A report's count, with the language's separators: "1,234". */
export const formatCount = (value: number) => counts.format(value);

/** A list's count: as the API sent it in English, with the language's digits elsewhere. */
export const formatListCount = (value: number) => (english ? value : counts.format(value));

/** A rate in percent, with 2 decimals, as the lists show CTR: "12.50%". */
export const formatRate = (rate: number) =>
  english ? `${rate.toFixed(2)}%` : rates.format(rate / 100);

/** The rate axis's tick: "25%". */
export const formatRateTick = (rate: number) => (english ? `${rate}%` : ticks.format(rate / 100));

/** A `YYYY-MM-DD` UTC day as a date, the same day in every time zone. */
function utcDay(day: string) {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date);
}

const reportDays = new Intl.DateTimeFormat(intlLocale, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const chartDays = new Intl.DateTimeFormat(intlLocale, {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** A report's day: "12 Mar 2027". */
export const formatReportDay = (day: string) =>
  english ? formatCalendarDay(day) : reportDays.format(utcDay(day));

/** A day under the chart's bars: "12 Mar". */
export const formatChartDay = (day: string) =>
  english ? formatCalendarDay(day, 'd MMM') : chartDays.format(utcDay(day));

const days = new Intl.DateTimeFormat(intlLocale, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** An instant's day in the browser's time zone: "12 Mar 2027". */
export function formatDay(iso: string): string {
  if (english) return formatDate(iso);
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? formatDate(iso) : days.format(date);
}
