// An error a service throws to answer with a status and one of the product's messages.
import { format } from '../contract/i18n/catalog';
import type { PageLocale } from '../contract/i18n/locales';

/** A value of a message's placeholder: fixed, or written in each language its own way (a date). */
type MessageValue = string | number | ((locale: PageLocale) => string);

/**
 * A message made from a contract text with `{placeholders}`: the error handler fills the text of
 * the request's language with the same values, where a filled English text could not be found in
 * any catalog (PRODUCT 27).
 */
export interface MessageTemplate {
  /** The English text, as a contract catalog holds it. */
  readonly text: string;
  readonly values: Readonly<Record<string, MessageValue>>;
}

/** A template's text (the English or a translation of it) filled in `locale`. */
export function fillTemplate(locale: PageLocale, text: string, template: MessageTemplate): string {
  const values = Object.fromEntries(
    Object.entries(template.values).map(([name, value]) => [
      name,
      typeof value === 'function' ? value(locale) : value,
    ]),
  );
  return format(locale, text, values);
}

export class HttpError extends Error {
  /** Set when the message was filled from a contract text, to be filled again in the reader's language. */
  template?: MessageTemplate;

  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly headers: Record<string, string> = {},
    public readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** An error whose message is a contract text with placeholders, in English until answered. */
  static templated(statusCode: number, template: MessageTemplate): HttpError {
    const error = new HttpError(statusCode, fillTemplate('en', template.text, template));
    error.template = template;
    return error;
  }
}

/** PostgreSQL's unique_violation, seen through Drizzle's wrapper on both drivers. */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === '23505';
}

export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
