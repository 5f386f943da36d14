// Dates from the API (ISO 8601) as people read them, with one wording for "no date yet".
import { format, isValid } from 'date-fns';

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return isValid(date) ? date : null;
}

/** "Mar 12, 2027", or `fallback` when there is no (readable) date. */
export function formatDate(value: string | null | undefined, fallback = '—'): string {
  const date = toDate(value);
  return date ? format(date, 'PP') : fallback;
}

/** "Mar 12, 2027, 9:30 AM" in the browser's time zone, or `fallback` when there is no date. */
export function formatDateTime(value: string | null | undefined, fallback = '—'): string {
  const date = toDate(value);
  return date ? format(date, 'PP, p') : fallback;
}
