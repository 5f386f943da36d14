// Security headers, cross-site write refusal and no-store API answers (SECURITY C5–C7, V7).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { MESSAGES } from '../../contract/messages';
import type { Config } from '../config';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const MULTIPART = 'multipart/form-data';

/**
 * Uploads are admin screens only (PRODUCT 25): the admin scope registers the multipart reader, and
 * otherwise only the digest's one-click unsubscribe, whose token is its authority (SECURITY C9). A
 * multipart body is a form any site can post without a preflight, so wherever the request's scope
 * cannot read one (a 404 included) it is refused before the body is read (SECURITY C6).
 */
function isRefusedMultipart(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  if (typeof type !== 'string' || !/^\s*multipart\//i.test(type)) return false;
  return !request.server.hasContentTypeParser(MULTIPART);
}

/** Go's CrossOriginProtection model: trust Sec-Fetch-Site, else compare Origin with our host. */
function isCrossSiteWrite(
  request: FastifyRequest,
  config: Config,
  extraOrigins: string[],
): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  const trusted = (value: string) => {
    if (value === new URL(config.publicUrl).origin || extraOrigins.includes(value)) return true;
    try {
      return new URL(value).host === request.headers.host;
    } catch {
      return false;
    }
  };
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') {
    if (site === 'same-origin' || site === 'none') return false;
    return !(origin && trusted(origin));
  }
  if (origin === undefined) return false;
  return !trusted(origin);
}

function helmetOptions(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix dialogs add a small style element for scroll locking.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: config.production
      ? { maxAge: 63072000, includeSubDomains: true }
      : false,
  };
}

/**
 * Helmet's header set for our options. None of its values depends on the request, so it is worked
 * out once at start; running helmet on every request re-parsed the whole policy each time.
 */
export function securityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(config))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/**
 * What the JSON endpoints (`/api/`, the probes) send instead of helmet's document headers: no
 * browser renders these answers as a page, so the policies that govern documents (COOP,
 * Origin-Agent-Cluster, DNS prefetch, legacy IE and Flash switches) have nothing to act on, and
 * each header is work on every answer. What guards a JSON answer stays (OWASP's REST cheat sheet):
 * a CSP that allows nothing (`default-src 'none'` also covers scripts), nosniff, no framing,
 * no referrer, same-origin CORP, HSTS in production, and no-store.
 */
function jsonEndpointHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy':
      "default-src 'none'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cache-control': 'no-store',
  };
  const hsts = securityHeaders(config)['strict-transport-security'];
  if (hsts) headers['strict-transport-security'] = hsts;
  return headers;
}

/** The whole header set of a JSON answer, for answers written outside Fastify (the fast lane). */
export function jsonAnswerHeaders(config: Config): Record<string, string> {
  return { ...jsonEndpointHeaders(config), 'content-type': 'application/json; charset=utf-8' };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by answerAsJson on a scope; answers outside such scopes get helmet's document set. */
    jsonAnswerHeaders?: Record<string, string>;
  }
}

/**
 * Makes every answer of `scope`, its 404s and the refusals of the hooks before its own included,
 * carry the JSON header set and no-store (DECISIONS 28): the API and the probes.
 */
export function answerAsJson(scope: FastifyInstance, config: Config): void {
  scope.decorate('jsonAnswerHeaders', jsonEndpointHeaders(config));
}

export interface SecurityOptions {
  extraOrigins?: string[];
  /** True once the server is closing: every request then gets the 503 below (SECURITY F5). */
  isDraining?: () => boolean;
}

export function registerSecurity(
  app: FastifyInstance,
  config: Config,
  options: SecurityOptions = {},
): void {
  const { extraOrigins = [], isDraining = () => false } = options;
  const documentHeaders = securityHeaders(config);
  // One synchronous hook for every request, run after routing and before every scope's own
  // hooks: the answers below, shed and error answers included, all carry the headers of the
  // request's scope, set here first.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.server.jsonAnswerHeaders ?? documentHeaders);
    if (isDraining()) {
      // Fastify's own 503 while closing is written raw: no security headers, no Retry-After,
      // not our {message}. A request arriving after SIGTERM gets the same 503 as a shed one (V7).
      void reply
        .code(503)
        .header('retry-after', '5')
        .send({ message: MESSAGES.serviceUnavailable });
      return;
    }
    if (SAFE_METHODS.has(request.method)) {
      done();
      return;
    }
    if (isCrossSiteWrite(request, config, extraOrigins)) {
      request.log.warn({ origin: request.headers.origin }, 'cross-site write refused');
      void reply.code(403).send({ message: MESSAGES.crossSiteRefused });
      return;
    }
    if (isRefusedMultipart(request)) {
      void reply.code(415).send({ message: MESSAGES.unsupportedMediaType });
      return;
    }
    done();
  });
}
