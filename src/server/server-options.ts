// The HTTP server's options: time limits, sizes, the proxy it trusts, and the answers Fastify and
// Node's parser give before any hook runs.
import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import { fastifyTrustProxy, type Config } from './config';
import { clientErrorHandler, frameworkErrorHandler } from './plugins/error-handler';
import type { FastLane } from './plugins/fast-lane';
import { loggerOptions, RequestLogController } from './plugins/logger';
import { securityHeaders } from './plugins/security';

/** Time limits of the HTTP server and the load-shedding threshold (SECURITY L1, L2). */
export interface ServerLimits {
  requestTimeout: number;
  headersTimeout: number;
  /** How often Node looks for connections past headersTimeout/requestTimeout. */
  connectionsCheckingInterval: number;
  maxEventLoopDelay: number;
  pressureSampleInterval: number;
}

export const SERVER_LIMITS: ServerLimits = {
  requestTimeout: 15_000,
  headersTimeout: 10_000,
  connectionsCheckingInterval: 1_000,
  maxEventLoopDelay: 1_000,
  pressureSampleInterval: 1_000,
};

export interface LogOptions {
  /** false: no logger at all. */
  logger?: boolean | undefined;
  /** Where log lines go instead of stdout. */
  logStream?: NodeJS.WritableStream | undefined;
}

export function serverOptions(
  config: Config,
  limits: ServerLimits,
  fastLane: FastLane,
  log: LogOptions,
): FastifyHttpOptions<Server> {
  return {
    serverFactory: fastLane.serverFactory(),
    logger: log.logger === false ? false : loggerOptions(config.logLevel, log.logStream),
    logController: new RequestLogController(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 64 * 1024,
    requestTimeout: limits.requestTimeout,
    // Node's default headersTimeout is checked only every 30 s; slow-header clients go sooner (L2).
    http: {
      headersTimeout: limits.headersTimeout,
      connectionsCheckingInterval: limits.connectionsCheckingInterval,
    },
    connectionTimeout: 30_000,
    keepAliveTimeout: 5_000,
    // Requests reaching a closing server are refused by the security hook, with our headers
    // (plugins/readiness.ts).
    return503OnClosing: false,
    routerOptions: { maxParamLength: 200 },
    // Answers Fastify and Node's parser make before any hook runs get our headers and shape (V8).
    frameworkErrors: frameworkErrorHandler(securityHeaders(config)),
    clientErrorHandler: clientErrorHandler(securityHeaders(config)),
    genReqId: () => crypto.randomUUID(),
  };
}
