// <input type="datetime-local"> speaks local wall-clock time without a zone; the API speaks ISO 8601.
import { format, isValid } from 'date-fns';

/** An instant as the input's value ("2027-03-12T09:30") in the browser's time zone. */
export function toDateTimeLocal(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return isValid(date) ? format(date, "yyyy-MM-dd'T'HH:mm") : '';
}

/** The input's value as an ISO 8601 instant; an empty string for an empty or unreadable value. */
export function fromDateTimeLocal(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return '';
  // Without a zone, Date reads a date-time string as local time, which is what the input means.
  const date = new Date(value);
  return isValid(date) ? date.toISOString() : '';
}
