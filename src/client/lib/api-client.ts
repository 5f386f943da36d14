// The one way the client talks to the API (PRODUCT 25, 26): cookies, no-cache JSON, and errors the UI can show.
import type { QueryFunction } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ErrorBody } from '../../contract/http';
import { PAGE_LOCALE_HEADER } from '../../contract/i18n/locales';
import { messagesCatalog } from '../../contract/messages';
import { messagesOf, pageLocale } from './i18n';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-OK answer. `message` reads "{status}: {message}" as PRODUCT 26 words it. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  /** The body's `message` field, when the server sent one: what toasts show to the user. */
  readonly serverMessage: string | undefined;
  readonly fieldErrors: Record<string, string[]>;

  constructor(
    status: number,
    statusText: string,
    serverMessage?: string,
    fieldErrors: Record<string, string[]> = {},
  ) {
    super(`${status}: ${serverMessage || statusText}`);
    this.status = status;
    this.statusText = statusText;
    this.serverMessage = serverMessage || undefined;
    this.fieldErrors = fieldErrors;
  }
}

/** Raised by a query configured with `on401: 'throw'` when nobody is signed in. */
export class AuthenticationRequiredError extends Error {
  override readonly name = 'AuthenticationRequiredError';
  readonly status = 401;

  constructor() {
    super(messagesOf(messagesCatalog).authenticationRequired);
  }
}

/** The HTTP status an error came from, if it came from an answer at all. */
export function statusOf(error: unknown): number | undefined {
  if (error instanceof ApiError || error instanceof AuthenticationRequiredError) {
    return error.status;
  }
  return undefined;
}

/** The server's own words for a failure, else the given fallback (PRODUCT 26 "the server message, else …"). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** A plain value is sent as JSON; FormData is sent as multipart (uploads). */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * A schema, or a loader of one. Reads on the first screen pass a loader, so zod and the contract's
 * schemas are fetched only when an answer has to be checked.
 */
export type SchemaSource<S extends z.ZodType = z.ZodType> = S | (() => Promise<S>);

async function resolveSchema<S extends z.ZodType>(source: SchemaSource<S>): Promise<S> {
  return typeof source === 'function' ? source() : source;
}

/**
 * The error body's fields, read by hand rather than with the contract's schema so that showing a
 * failure never waits for zod to load.
 */
function errorBodyOf(text: string): ErrorBody | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // A proxy's HTML error page has no message field: the status text stands in for it.
    return undefined;
  }
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, fieldErrors } = body as Record<string, unknown>;
  if (typeof message !== 'string') return undefined;
  const fields: Record<string, string[]> = {};
  if (typeof fieldErrors === 'object' && fieldErrors !== null) {
    for (const [field, messages] of Object.entries(fieldErrors)) {
      if (!Array.isArray(messages)) return undefined;
      if (!messages.every((entry) => typeof entry === 'string')) return undefined;
      fields[field] = messages;
    }
  } else if (fieldErrors !== undefined) {
    return undefined;
  }
  return fieldErrors === undefined ? { message } : { message, fieldErrors: fields };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(messagesOf(messagesCatalog).invalidResponse);
  }
}

type OfflineAnswer = (path: string, method: HttpMethod, failure: unknown) => Promise<Response>;

/**
 * Where a request goes that could not be sent: while the browser is offline it gets a kept
 * compliment for the home page, or is told plainly that nothing was sent (DECISIONS 75). The
 * installable app's code sets it once the page has loaded; a request failing before that is
 * tried again as usual, and then gets it.
 */
let offlineAnswer: OfflineAnswer | undefined;

export function answerOffline(answer: OfflineAnswer): void {
  offlineAnswer = answer;
}

async function request(path: string, options: ApiRequestOptions): Promise<unknown> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
    [PAGE_LOCALE_HEADER]: pageLocale,
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  // Only the method, path and status are logged: bodies may hold passwords or reset tokens. A
  // production build leaves the trace out: with developer tools open every console call costs
  // the main thread, and the network panel shows the same.
  if (import.meta.env.DEV) console.debug(`[api] → ${method} ${path}`);
  const response = await fetch(path, {
    method,
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  }).catch((failure: unknown) =>
    offlineAnswer ? offlineAnswer(path, method, failure) : Promise.reject(failure),
  );
  if (import.meta.env.DEV) console.debug(`[api] ← ${method} ${path} ${response.status}`);

  if (response.status === 204) return null;
  const text = await response.text();

  if (!response.ok) {
    const parsed = errorBodyOf(text);
    throw new ApiError(
      response.status,
      response.statusText,
      parsed?.message,
      parsed?.fieldErrors ?? {},
    );
  }
  if (text.trim() === '') return null;
  return parseJson(text);
}

/**
 * Calls the API. With a zod `schema` (or a loader of one) the answer is checked and typed (a 204
 * answer arrives as null, so endpoints that may answer 204 need a `.nullable()` schema); an answer
 * that does not fit is treated like an unparseable one.
 */
export async function apiFetch<S extends z.ZodType>(
  path: string,
  options: ApiRequestOptions & { schema: SchemaSource<S> },
): Promise<z.output<S>>;
export async function apiFetch(path: string, options?: ApiRequestOptions): Promise<unknown>;
export async function apiFetch(
  path: string,
  options: ApiRequestOptions & { schema?: SchemaSource } = {},
): Promise<unknown> {
  // A schema's loader starts with the request, so zod arrives while the answer is on its way
  // rather than after it; a failed request leaves it unread.
  const schema = options.schema ? resolveSchema(options.schema) : undefined;
  schema?.catch(() => undefined);
  const data = await request(path, options);
  if (!schema) return data;
  const result = (await schema).safeParse(data);
  if (!result.success) {
    console.debug(`[api] unexpected answer shape from ${path}`, result.error.issues);
    throw new Error(messagesOf(messagesCatalog).invalidResponse);
  }
  return result.data;
}

/**
 * Calls the API for an answer typed `T` without checking it again on this side. Only for the
 * reads that draw the first screen: the server has already checked each of those answers against
 * the same contract schema when it serialized it, and checking here would load zod with the page.
 */
export async function apiFetchAs<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return (await request(path, options)) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default reader for data queries (PRODUCT 25): a GET of the query key joined into a path.
 * On 401 it answers null (the visitor counts as a guest) unless told to throw.
 */
export function getQueryFn<T = unknown>(options: {
  on401: UnauthorizedBehavior;
  schema?: SchemaSource<z.ZodType<T>>;
}): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const path = queryKey
      .filter((part) => typeof part === 'string' || typeof part === 'number')
      .join('/');
    try {
      const data = await apiFetch(path, { signal });
      if (!options.schema) return data as T | null;
      // A guest's 401 never gets here, so a guest's first screen does not load the schema at all.
      const schema = await resolveSchema(options.schema);
      const result = schema.safeParse(data);
      if (!result.success) throw new Error(messagesOf(messagesCatalog).invalidResponse);
      return result.data;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        if (options.on401 === 'returnNull') return null;
        throw new AuthenticationRequiredError();
      }
      throw error;
    }
  };
}
