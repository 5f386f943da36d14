// Starts one Kindly process: API and client on one port, graceful close on SIGTERM/SIGINT.
import { buildApp } from './app';
import { logUnhandledRejection } from './background';
import { ConfigError, loadConfig } from './config';

/** How long closing may take once requests are refused, after any SHUTDOWN_DELAY_MS. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  const { readiness } = app;
  const close = async (signal: string, exitCode = 0) => {
    // A second signal, or a crash while stopping, leaves the first stop to finish.
    if (readiness.stopping) return;
    if (signal === 'SIGTERM' && config.shutdownDelayMs > 0) {
      // Behind a balancer: out of its rotation first, then closed (DECISIONS 62).
      readiness.leave();
      app.log.info({ signal, delayMs: config.shutdownDelayMs }, 'leaving: /readyz answers 503');
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
    }
    readiness.close();
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    await app.close();
    process.exit(exitCode);
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('unhandledRejection', logUnhandledRejection(app.log));
  // A thrown exception leaves the process in an unknown state: log it, drain, and let the
  // supervisor start a fresh one.
  process.on('uncaughtException', (error) => {
    app.log.fatal({ err: error }, 'uncaught exception');
    void close('uncaughtException', 1);
  });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `${config.siteName} is ready at ${config.publicUrl} (database: ${app.ctx.database.kind})`,
  );
}

main().catch((error: unknown) => {
  console.error('Kindly could not start:', error);
  process.exit(1);
});
