// The `{ id }` of a URL path, one schema for every route: the route's params schema is the only
// check an id gets, and the services take its output as it is.
import { z } from 'zod';

/** The largest value of a serial (int4) column. */
export const INT4_MAX = 2_147_483_647;

const SERIAL = /^[0-9]{1,20}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Anything that is not a UUID cannot name a row keyed by one. */
export const isUuid = (value: string): boolean => UUID.test(value);

/**
 * Marks an issue the API answers as 404 with the issue's message alone, instead of a 400 with
 * field errors: the id cannot name a stored row.
 */
export const NOT_FOUND_ISSUE = { notFound: true } as const;

/**
 * What a refused id is told. `invalid` answers a malformed id with 400; without it, a malformed
 * id is unknown (404 `notFound`). A serial id of digits past the column's range is unknown when
 * `notFound` is given, else invalid.
 */
export type IdMessages =
  { invalid: string; notFound?: string } | { invalid?: undefined; notFound: string };

function refusals(messages: IdMessages) {
  const unknown = messages.notFound
    ? { message: messages.notFound, params: NOT_FOUND_ISSUE }
    : { message: messages.invalid };
  return { invalid: messages.invalid ? { message: messages.invalid } : unknown, unknown };
}

/** `{ id }` naming a row of a serial column: decimal digits, a number from 1 once parsed. */
export function serialIdParams(messages: IdMessages) {
  const refused = refusals(messages);
  return z.object({
    id: z
      .string()
      .refine((id) => SERIAL.test(id) && Number(id) >= 1, refused.invalid)
      .transform(Number)
      .refine((id) => id <= INT4_MAX, refused.unknown),
  });
}

/** `{ id }` naming a row by a random UUID, in lower case. */
export function uuidIdParams(messages: IdMessages) {
  return z.object({
    id: z.string().refine(isUuid, refusals(messages).invalid).toLowerCase(),
  });
}
