// Maps every failure to the statuses of PRODUCT 26 with a `{message}` body; details go to the log only.
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { NOT_FOUND_ISSUE } from '../../contract/ids';
import { MESSAGES } from '../../contract/messages';
import { HttpError, fillTemplate, pgErrorCode, type MessageTemplate } from '../http-error';

const DB_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
]);

/** A database that cannot be reached answers 503, not 500 (SECURITY F2). */
function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (DB_UNAVAILABLE_CODES.has(code)) return true;
      // 57014: cancelled by statement_timeout, which under overload means "come back later".
      if (/^(08|57P0[1-3]|57014|53)/.test(code)) return true;
    }
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && /PGlite is closed/.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

/** The field errors of a failed schema check, keyed by the field's dotted path ('_': the whole). */
function fieldErrorsOf(issues: ValidationIssue[]): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    (fieldErrors[key] ??= []).push(issue.message ?? MESSAGES.invalidRequest);
  }
  return fieldErrors;
}

/** An issue marked NOT_FOUND_ISSUE (in the zod issue's own params): an id no row can have. */
const isNotFoundIssue = (issue: ValidationIssue) =>
  (issue.params as { params?: Partial<typeof NOT_FOUND_ISSUE> }).params?.notFound === true;

/**
 * A message made from a contract text with placeholders, in the request's language: the text is
 * translated before it is filled, since the filled English is in no catalog.
 */
function templateMessage(request: FastifyRequest, template: MessageTemplate): string {
  const locale = request.locale;
  const text = request.server.translations?.translate(locale, template.text) ?? template.text;
  return fillTemplate(locale, text, template);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      const message = error.template ? templateMessage(request, error.template) : error.message;
      void reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(error.fieldErrors ? { message, fieldErrors: error.fieldErrors } : { message });
      return;
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const issues = error.validation ?? [];
      const unknownId = issues.find(isNotFoundIssue);
      if (unknownId) {
        void reply.code(404).send({ message: unknownId.message ?? MESSAGES.notFound });
        return;
      }
      const fieldErrors = fieldErrorsOf(issues);
      const first = Object.values(fieldErrors)[0]?.[0] ?? MESSAGES.invalidRequest;
      void reply.code(400).send({ message: first, fieldErrors });
      return;
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      void reply
        .code(503)
        .header('retry-after', '5')
        .send({ message: MESSAGES.serviceUnavailable });
      return;
    }
    const status = error.statusCode ?? 500;
    // Load shedding (under-pressure) and other deliberate 503s: the client should come back.
    if (status === 503) {
      request.log.warn({ code: error.code }, error.message);
      if (!reply.hasHeader('retry-after')) reply.header('retry-after', '5');
      void reply.code(503).send({ message: MESSAGES.serviceUnavailable });
      return;
    }
    if (status >= 400 && status < 500) {
      const message =
        status === 415
          ? MESSAGES.unsupportedMediaType
          : status === 413
            ? MESSAGES.payloadTooLarge
            : status === 404
              ? MESSAGES.notFound
              : status === 429
                ? MESSAGES.tooManyRequests
                : MESSAGES.invalidRequest;
      request.log.info({ code: error.code, status }, error.message);
      void reply.code(status).send({ message });
      return;
    }
    // An invalid value that slipped past validation into SQL is the client's fault (V3).
    const pgCode = pgErrorCode(error);
    if (pgCode && /^(22|23)/.test(pgCode)) {
      request.log.warn({ err: error }, 'rejected by a database constraint');
      void reply.code(400).send({ message: MESSAGES.invalidRequest });
      return;
    }
    request.log.error({ err: error }, 'unhandled error');
    void reply.code(500).send({ message: MESSAGES.serverError });
  });
}

/**
 * Headers of an answer Fastify makes before any hook runs: the security set, never cached, and
 * JSON. The request's path is never part of the body (SECURITY V8).
 */
function frameworkAnswerHeaders(securityHeaders: Record<string, string>): Record<string, string> {
  return {
    ...securityHeaders,
    'cache-control': 'no-store',
    'content-type': 'application/json; charset=utf-8',
  };
}

/**
 * Fastify's `frameworkErrors`: a malformed percent-encoding (400) or a route parameter over
 * `maxParamLength` (414) is found by the router, before the onRequest hooks, so the answer gets
 * its headers here (SECURITY V8).
 */
export function frameworkErrorHandler(securityHeaders: Record<string, string>) {
  const headers = frameworkAnswerHeaders(securityHeaders);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
    request.log.info({ code: error.code, status }, 'refused by the router');
    const answer =
      status >= 500 ? { message: MESSAGES.serverError } : { message: MESSAGES.invalidRequest };
    void reply.code(status).headers(headers).send(answer);
  };
}

const CLIENT_ERROR_ANSWERS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: MESSAGES.invalidRequest },
  HPE_HEADER_OVERFLOW: { status: 431, message: MESSAGES.payloadTooLarge },
};

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses (conflicting
 * Transfer-Encoding and Content-Length, a broken request line, headers past the limits) and the
 * slow clients cut by headersTimeout/requestTimeout. No request object exists, so the answer is
 * written on the socket, with the same headers and `{message}` shape as every other one (V8, L2).
 */
export function clientErrorHandler(securityHeaders: Record<string, string>) {
  const headers = frameworkAnswerHeaders(securityHeaders);
  return function onClientError(this: FastifyInstance, error: ConnectionError, socket: Socket) {
    // A reset connection has nobody to answer; a started answer cannot be replaced by another.
    const current = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || current?.headersSent) {
      socket.destroy();
      return;
    }
    const { status, message } = CLIENT_ERROR_ANSWERS[error.code] ?? {
      status: 400,
      message: MESSAGES.invalidRequest,
    };
    this.log.info({ code: error.code, status }, 'refused by the HTTP parser');
    const body = JSON.stringify({ message });
    const lines = [`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    lines.push(`content-length: ${Buffer.byteLength(body)}`, 'connection: close');
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
  };
}
