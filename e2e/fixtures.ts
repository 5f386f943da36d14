// One real server (the built client + API on a fresh database) and one Chromium per spec file,
// with helpers to seed signed-in users and to catch console errors on every page.
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildApp } from '../src/server/app';
import type { Config } from '../src/server/config';
import type { AppContext } from '../src/server/context';
import { createSession } from '../src/server/features/identity/auth/session.service';
import { sessionCookieName } from '../src/server/features/identity/auth/session-cookie';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { testConfig } from '../test/build-test-app';
import { createUser, type TestUser } from '../test/factories';
import { launchBrowser } from './browser';
import type { FastifyInstance } from 'fastify';

export interface E2E {
  baseURL: string;
  app: FastifyInstance;
  ctx: AppContext;
  browser: Browser;
  /** A fresh browser context (its own cookies), optionally signed in. */
  newPage(options?: {
    user?: TestUser;
    /**
     * Whether the seeded session carries a second factor, as a completed sign-in's does where one
     * is asked; false stands for a session opened with the password alone. True unless told.
     */
    secondFactor?: boolean;
    width?: number;
    height?: number;
    colorScheme?: 'light' | 'dark';
    reducedMotion?: 'reduce' | 'no-preference';
    /** The browser's language, which it sends as Accept-Language (PRODUCT 29). */
    locale?: string;
    /**
     * 'allow' lets the page install its service worker (DECISIONS 75). Blocked unless told: the
     * worker precaches the whole shell, work a journey of pages pays for and does not judge.
     */
    serviceWorkers?: 'allow' | 'block';
  }): Promise<Page>;
  /** Creates a member or admin and a session for them, straight through the services. */
  createMember(overrides?: Parameters<typeof createUser>[1]): Promise<TestUser>;
  /** Console errors and page errors seen so far, cleared on read. */
  takeConsoleErrors(): string[];
  close(): Promise<void>;
}

export interface E2EOptions {
  /**
   * Serve as `http://localhost:<port>` instead of `http://127.0.0.1:<port>` (still listening on
   * 127.0.0.1): WebAuthn refuses an IP address as the relying party's id, and localhost is a
   * secure context over plain HTTP.
   */
  localhost?: boolean;
}

export async function startE2E(
  overrides: Partial<Config> = {},
  serving: E2EOptions = {},
): Promise<E2E> {
  const testDb: TestDatabase = await createTestDatabase();
  const config = testConfig({
    demoContent: 'on',
    logLevel: 'warn',
    // A client built elsewhere (`vite build --outDir`), so runs side by side need not share dist/.
    ...(process.env.E2E_CLIENT_DIR ? { clientDir: process.env.E2E_CLIENT_DIR } : {}),
    ...overrides,
  });
  const app = await buildApp(config, {
    testing: {
      database: testDb.database,
      skipMigrations: true,
      logger: false,
      // Journeys judge pages, not load shedding (test/resilience): a test machine running several
      // files at once may stall this process's loop for a second without the server being at fault.
      serverLimits: { maxEventLoopDelay: 0 },
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const baseURL = `http://${serving.localhost ? 'localhost' : '127.0.0.1'}:${port}`;
  // Absolute links and the allowed Origin follow the address the browser really uses.
  config.publicUrl = baseURL;
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];
  let consoleErrors: string[] = [];

  // Pages present themselves as the desktop Chrome they are: a HeadlessChrome User-Agent is on
  // the crawler list, and crawlers' ad views and clicks never count (DECISIONS 32).
  const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36`;

  const newPage: E2E['newPage'] = async (options = {}) => {
    const context = await browser.newContext({
      baseURL,
      userAgent,
      viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
      colorScheme: options.colorScheme ?? 'light',
      // Journeys judge what a page shows, not its transitions: without them a click does not
      // wait for an element to stop moving. Journeys of motion itself ask for 'no-preference'.
      reducedMotion: options.reducedMotion ?? 'reduce',
      locale: options.locale ?? 'en-US',
      serviceWorkers: options.serviceWorkers ?? 'block',
    });
    contexts.push(context);
    // A refusal of the page's Content-Security-Policy is an error of the page, even one its script
    // caught (a probe for eval): Chromium reports it only as this event.
    await context.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(
          `Content-Security-Policy refused ${event.violatedDirective}: ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
        ),
      ),
    );
    if (options.user) {
      const { token, expiresAt } = await createSession(
        app.ctx,
        options.user.id,
        app.ctx.db,
        undefined,
        options.secondFactor ?? true,
      );
      const signed = app.signCookie(token);
      await context.addCookies([
        {
          name: sessionCookieName(false),
          value: signed,
          url: baseURL,
          httpOnly: true,
          sameSite: 'Lax',
          expires: Math.floor(expiresAt.getTime() / 1000),
        },
      ]);
    }
    const page = await context.newPage();
    // A closed page's last lines can arrive after close() returned: they belong to the test that
    // closed it, which has read its errors already, not to the next one.
    page.on('console', (message) => {
      if (message.type() === 'error' && !page.isClosed())
        consoleErrors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      if (!page.isClosed()) consoleErrors.push(`${page.url()}: ${error.message}`);
    });
    return page;
  };

  return {
    baseURL,
    app,
    ctx: app.ctx,
    browser,
    newPage,
    createMember: (o = {}) => createUser(app, o),
    takeConsoleErrors: () => {
      const seen = consoleErrors;
      consoleErrors = [];
      return seen;
    },
    close: async () => {
      for (const context of contexts) await context.close().catch(() => {});
      await browser.close();
      await app.close();
      await testDb.drop();
    },
  };
}
