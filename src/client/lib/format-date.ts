// The one place the client writes dates from the API (ISO 8601), so every screen reads them alike:
// in English as below, in another language as Intl writes a day in it.
import { format, isValid } from 'date-fns';
import { intlLocale, pageLocale } from './i18n';

/** A day: "12 Mar 2027". */
const DAY_FORMAT = 'd MMM yyyy';

/** A day and its time on a 24-hour clock, in the browser's time zone: "12 Mar 2027, 09:30". */
const DAY_TIME_FORMAT = 'd MMM yyyy, HH:mm';

/** The patterns above, and a day without its year, as Intl writes them in another language. */
const INTL_OPTIONS: Readonly<Record<string, Intl.DateTimeFormatOptions>> = {
  [DAY_FORMAT]: { day: 'numeric', month: 'short', year: 'numeric' },
  [DAY_TIME_FORMAT]: {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  'd MMM': { day: 'numeric', month: 'short' },
};

const intlFormats = new Map<string, Intl.DateTimeFormat>();

/** `date` in `pattern`: date-fns's English, or Intl's words for the page's other language. */
function write(date: Date, pattern: string): string {
  const options = INTL_OPTIONS[pattern];
  if (pageLocale === 'en' || !options) return format(date, pattern);
  let formatter = intlFormats.get(pattern);
  if (!formatter)
    intlFormats.set(pattern, (formatter = new Intl.DateTimeFormat(intlLocale, options)));
  return formatter.format(date);
}

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return isValid(date) ? date : null;
}

/** The day of `value` in DAY_FORMAT, or `fallback` when there is no (readable) date. */
export function formatDate(value: string | null | undefined, fallback = '—'): string {
  const date = toDate(value);
  return date ? write(date, DAY_FORMAT) : fallback;
}

/** `value` in DAY_TIME_FORMAT, or `fallback` when there is no (readable) date. */
export function formatDateTime(value: string | null | undefined, fallback = '—'): string {
  const date = toDate(value);
  return date ? write(date, DAY_TIME_FORMAT) : fallback;
}

/**
 * A calendar day sent as `YYYY-MM-DD` (a UTC day, as the campaign reports count them) in `pattern`:
 * the same day in every time zone, where reading it as an instant could show the day before.
 */
export function formatCalendarDay(day: string, pattern: string = DAY_FORMAT): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return write(new Date(year, month - 1, date), pattern);
}
