// Security headers, cross-site write refusal and no-store API answers (SECURITY C5–C7, V7).
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../contract/messages';
import type { Config } from '../config';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Uploads are admin screens only (SPEC §7). A multipart body is a form any site can post without a
 * preflight, so everywhere else it is refused before the body is read (SECURITY C6).
 */
const MULTIPART_PREFIXES = ['/api/admin/'];

function isRefusedMultipart(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const type = request.headers['content-type'];
  if (typeof type !== 'string' || !/^\s*multipart\//i.test(type)) return false;
  return !MULTIPART_PREFIXES.some((prefix) => request.url.startsWith(prefix));
}

/** Go's CrossOriginProtection model: trust Sec-Fetch-Site, else compare Origin with our host. */
export function isCrossSiteWrite(
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

export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  extraOrigins: string[] = [],
) {
  await app.register(helmet, {
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
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    if (isCrossSiteWrite(request, config, extraOrigins)) {
      request.log.warn({ origin: request.headers.origin }, 'cross-site write refused');
      return reply.code(403).send({ message: MESSAGES.crossSiteRefused });
    }
    if (isRefusedMultipart(request)) {
      return reply.code(415).send({ message: MESSAGES.unsupportedMediaType });
    }
  });
}
