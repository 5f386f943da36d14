// Load shedding (SECURITY L1): while the server serves on a socket, a request that arrives after
// its event loop stalled is answered 503 at once instead of waiting behind the stall.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerLimits } from '../server-options';

/** How often the loop's delay is sampled, as under-pressure samples it. */
const LOOP_DELAY_RESOLUTION_MS = 10;

export const sheddingPlugin = fp<{ limits: ServerLimits }>(
  async (app: FastifyInstance, { limits }) => {
    // The loop is judged here rather than by under-pressure's own mean-delay check, and only while
    // the server serves on a socket: an app answering only in-process requests (inject) has no
    // sockets to protect. Each interval sheds when the mean delay passed the limit, as
    // under-pressure would; but one long stall among the many short delays of a busy loop
    // averages away, so it also sheds after a stall: when this check itself ran more than the
    // limit late, or the longest delay of the interval was twice the limit. The check's own
    // lateness is known the moment it runs, before the requests that waited out the stall are
    // read, so those are shed whichever timer of the turn fires first.
    const loopDelay = monitorEventLoopDelay({ resolution: LOOP_DELAY_RESOLUTION_MS });
    let lastCheckAt = performance.now();
    // Start-up work (migrations, demo content, reading the build) is not a stall of a serving loop.
    app.addHook('onListen', async () => {
      loopDelay.enable();
      loopDelay.reset();
      lastCheckAt = performance.now();
    });
    app.addHook('onClose', async () => loopDelay.disable());
    await app.register(underPressure, {
      maxEventLoopDelay: 0,
      sampleInterval: limits.pressureSampleInterval,
      healthCheck: async () => {
        const now = performance.now();
        const late = now - lastCheckAt - limits.pressureSampleInterval;
        lastCheckAt = now;
        // A limit of 0 turns shedding off.
        if (!app.readiness.serving || limits.maxEventLoopDelay <= 0) return true;
        const limit = limits.maxEventLoopDelay;
        const meanMs = loopDelay.mean / 1e6 - LOOP_DELAY_RESOLUTION_MS;
        const stalled =
          late > limit ||
          loopDelay.max / 1e6 > 2 * limit ||
          (loopDelay.count > 0 && meanMs > limit);
        loopDelay.reset();
        return !stalled;
      },
      healthCheckInterval: limits.pressureSampleInterval,
      retryAfter: 5,
      message: 'The service is briefly unavailable. Please try again shortly.',
    });
  },
  { name: 'shedding', dependencies: ['readiness'] },
);
