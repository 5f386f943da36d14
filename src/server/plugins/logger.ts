// Request logging that never holds a secret: cookies, reset tokens and statement values are redacted.
import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

const redactUrl = (url: string) => url.replace(/([?&](?:token|code)=)[^&#]*/gi, '$1[redacted]');

/**
 * Error fields kept in logs. Others, such as a failed statement's params or a failing row's
 * detail, can hold password hashes, so they never reach a log line (SECURITY S7).
 */
const LOGGED_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'constraint_name',
  'table',
  'table_name',
  'column',
  'column_name',
  'routine',
  'query',
];
const hideParams = (text: string) =>
  text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');

interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function serializeError(error: Error, depth = 0): LoggedError {
  const fields = error as unknown as Record<string, unknown>;
  const logged: LoggedError = {
    type: error.constructor.name || error.name,
    message: hideParams(error.message),
    stack: hideParams(error.stack ?? ''),
  };
  for (const field of LOGGED_ERROR_FIELDS)
    if (fields[field] !== undefined) logged[field] = fields[field];
  if (error.cause instanceof Error && depth < 4)
    logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

export function loggerOptions(
  level: string,
  stream: NodeJS.WritableStream | undefined,
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      // Callers also log plain strings and odd rejection reasons; a throwing serializer
      // would turn that log line into a crash (SECURITY F6, F7).
      err: (error: unknown) =>
        error instanceof Error
          ? serializeError(error)
          : { type: typeof error, message: hideParams(String(error)), stack: '' },
    },
  };
}

/** A request slower than this is logged even when it succeeded. */
const SLOW_REQUEST_MS = 1000;

/**
 * One line per request, carrying the request id, method, URL, status and time (SECURITY V6): at
 * info level only for a request that failed (status 400 or more), errored or was slow; a fast
 * successful one is logged at debug level. Fastify's default of two info lines for every request
 * was a tenth of a plain request's time.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const status = reply.statusCode;
    const responseTime = reply.elapsedTime;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
    } else if (status >= 500 || responseTime >= SLOW_REQUEST_MS) {
      reply.log.warn({ req: request, res: reply, responseTime }, 'request completed');
    } else if (status >= 400) {
      reply.log.info({ req: request, res: reply, responseTime }, 'request completed');
    } else {
      reply.log.debug({ req: request, res: reply, responseTime }, 'request completed');
    }
  }
}
