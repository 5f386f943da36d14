// Reads the environment once, through zod, into the configuration the app is built from (README, Configuration).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { MERCH_STORE_URL_DEFAULT } from '../contract/client-config';
import { SITE_NAME_DEFAULT } from '../contract/constants';
import {
  defaultHashingLimits,
  OWASP_HASH_COST,
  type PasswordHashCost,
  type PasswordHashingLimits,
  CARD_QUEUE_LIMITS,
  type CardQueueLimits,
} from './config-limits';
import { EncryptionKeysSchema, type EncryptionKey } from './lib/encryption-keys';
import { packageRoot } from './package-root';
import { loadPushConfig, PushConfigError, PushEnvShape, type PushConfig } from './push-config';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  // A session of its own for migrations and the start-up lock when DATABASE_URL is a pooler.
  DATABASE_DIRECT_URL: z.string().optional(),
  // Off behind a pooler in transaction mode that cannot carry named statements (PgBouncer < 1.21).
  DATABASE_PREPARED_STATEMENTS: z.enum(['on', 'off']).default('on'),
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: z.string().optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  // Secrets SESSION_SECRET had before, still accepted while what they signed lives (DECISIONS 67).
  SESSION_SECRET_PREVIOUS: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((secret) => secret.trim())
        .filter((secret) => secret !== ''),
    )
    .pipe(z.array(z.string().min(32, 'every previous secret must be at least 32 characters')))
    .optional(),
  // What seals data at rest (the two-factor secrets): `<id>:<base64 key>,…`, the current first.
  ENCRYPTION_KEYS: EncryptionKeysSchema.optional(),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_PROMOTE_EXISTING: z.enum(['on', 'off']).default('off'),
  DEMO_CONTENT: z.enum(['on', 'off', 'auto']).default('auto'),
  COUNTRY_HEADER: z.string().default('cf-ipcountry'),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Kindly <hello@kindly.local>'),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  TRUST_PROXY: z.string().default('off'),
  SITE_NAME: z.string().default(SITE_NAME_DEFAULT),
  // Written into every page for the top bar's Store link: only a web address may go there.
  MERCH_STORE_URL: z
    .url({ protocol: /^https?$/, error: 'MERCH_STORE_URL must be an http(s) address' })
    .default(MERCH_STORE_URL_DEFAULT),
  MODERATION_REPORT_THRESHOLD: z.coerce.number().int().min(1).max(1000).optional(),
  MODERATION_HIGH_KARMA: z.coerce.number().int().min(0).optional(),
  MODERATION_HIGH_KARMA_WEIGHT: z.coerce.number().int().min(1).max(100).optional(),
  NEW_MEMBER_HOLD: z.enum(['on', 'off']).default('on'),
  EMAIL_CONFIRMATION: z.enum(['required', 'off']).default('required'),
  // Unset: required in production, optional elsewhere (the demo admin signs in with a password).
  ADMIN_TWO_FACTOR: z.enum(['required', 'optional']).optional(),
  // How long a stopping instance keeps serving after SIGTERM with /readyz answering 503, so a load
  // balancer's health check takes it out before it refuses anything.
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  // VAPID keys and the push services allowed (push-config.ts, DECISIONS 76).
  ...PushEnvShape,
});

export interface Config {
  env: 'development' | 'production' | 'test';
  production: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** A direct PostgreSQL URL for migrations and session-level locks, when databaseUrl is a pooler. */
  databaseDirectUrl: string | undefined;
  /** Serving on after SIGTERM while /readyz says the instance is leaving (DECISIONS 62). */
  shutdownDelayMs: number;
  /** Whether the hottest statements go as named prepared statements (DECISIONS 61). */
  databasePreparedStatements: boolean;
  dataDir: string;
  redisUrl: string | undefined;
  /** Signs what the server hands out: cookies, view tokens, unsubscribe links, session-list ids. */
  sessionSecret: string;
  /** Secrets that signed before `sessionSecret`: what they signed is still accepted (DECISIONS 67). */
  previousSessionSecrets: string[];
  /**
   * ENCRYPTION_KEYS, the current key first: what is sealed at rest is sealed under it and opened
   * under any. Empty outside production without it: the key derived from SESSION_SECRET seals.
   */
  encryptionKeys: EncryptionKey[];
  admin: { email: string; password: string } | undefined;
  /** Whether start-up may make an existing member the configured admin. */
  adminPromoteExisting: boolean;
  demoContent: 'on' | 'off' | 'auto';
  countryHeader: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  rateLimits: boolean;
  /** Proxies whose X-Forwarded-For is believed: none, a hop count, or their addresses/CIDRs. */
  trustProxy: false | number | string[];
  passwordHashing: PasswordHashingLimits;
  /** Always OWASP's from the environment; only the test suite builds apps with a lower one. */
  passwordHashCost: PasswordHashCost;
  /** How many share previews wait for their drawing, and for how long (SECURITY L7). */
  cardQueue: CardQueueLimits;
  siteName: string;
  merchStoreUrl: string;
  logLevel: string;
  moderation: ModerationConfig;
  /**
   * `required`: a new member reads at once but submits, thanks, reports, names themself and gets
   * the digest only once their address is confirmed (DECISIONS 57); `off`: they act at once.
   */
  emailConfirmation: 'required' | 'off';
  /** `required`: every admin signs in to /admin-login with a second factor. */
  adminTwoFactor: 'required' | 'optional';
  clientDir: string;
  /** Web Push: the VAPID keys and the push services notifications may go through. */
  push: PushConfig;
  /** The clock every expiry is measured with; tests move it. */
  now: () => Date;
}

/** When reports hide a compliment and what a report weighs (DECISIONS 26). */
interface ModerationConfig {
  /** Open report weight at which a compliment is hidden from everyone. */
  reportThreshold: number;
  /** Reporters with at least this much karma count `highKarmaWeight` instead of 1. */
  highKarma: number;
  highKarmaWeight: number;
  /** Whether a new member's first compliments wait for review. */
  newMemberHold: boolean;
  /**
   * How young an account is "new" (its reports weigh nothing), and how many of its first
   * compliments are held.
   */
  newMemberAgeMs: number;
  newMemberHeldCount: number;
}

export const MODERATION_DEFAULTS = {
  reportThreshold: 3,
  highKarma: 100,
  highKarmaWeight: 2,
  newMemberAgeMs: 24 * 60 * 60 * 1000,
  newMemberHeldCount: 2,
} as const;

const DEV_ADMIN = { email: 'admin@kindly.local', password: 'kindly-admin' };

export class ConfigError extends Error {}

function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Every secret whose signature is accepted, the current one first (DECISIONS 67). */
export const sessionSecrets = (
  config: Pick<Config, 'sessionSecret' | 'previousSessionSecrets'>,
) => [config.sessionSecret, ...config.previousSessionSecrets];

/** Names proxy-addr knows for the private and loopback ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * `on` would believe the left-most X-Forwarded-For address, which any client writes itself, so it
 * is refused: the operator says how many proxies stand in front, or which addresses they have.
 */
export function parseTrustProxy(value: string): Config['trustProxy'] {
  const text = value.trim();
  if (text === '' || text === 'off') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 32) throw new ConfigError('TRUST_PROXY: at most 32 proxy hops');
    return hops === 0 ? false : hops;
  }
  if (text === 'on' || text === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=on would let any client choose its address through X-Forwarded-For: set the ' +
        'number of proxies in front of the app (for example TRUST_PROXY=1) or their addresses ' +
        '(for example TRUST_PROXY=10.0.0.0/8,127.0.0.1)',
    );
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isProxyAddress(entry));
  if (invalid.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY: not a proxy address or CIDR range: ${invalid.join(', ')} ` +
        '(use off, a hop count such as 1, or addresses such as 10.0.0.0/8,127.0.0.1)',
    );
  }
  return entries;
}

/**
 * What Fastify is given. Fastify treats a bare number as "trust nothing", so a hop count becomes
 * a function trusting the socket peer and the next hops-1 addresses to its left.
 */
export function fastifyTrustProxy(
  trustProxy: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  if (production && !e.SESSION_SECRET) {
    throw new ConfigError('SESSION_SECRET is required when NODE_ENV=production');
  }
  if (production && !e.ENCRYPTION_KEYS) {
    // A key of its own, so rotating the session secret never touches what is sealed at rest.
    throw new ConfigError(
      'ENCRYPTION_KEYS is required when NODE_ENV=production, for example ' +
        'ENCRYPTION_KEYS=k1:$(openssl rand -base64 32) (docs/DEPLOY.md, Rotating secrets)',
    );
  }
  if (production && !e.PUBLIC_URL) {
    // Mailed links and share previews must never point at localhost in production.
    throw new ConfigError('PUBLIC_URL is required when NODE_ENV=production');
  }
  const sessionSecret = e.SESSION_SECRET ?? developmentSecret(dataDir);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  let push: PushConfig;
  try {
    push = loadPushConfig(e, { env: e.NODE_ENV, dataDir, publicUrl, mailFrom: e.MAIL_FROM });
  } catch (error) {
    throw error instanceof PushConfigError ? new ConfigError(error.message) : error;
  }
  let admin: Config['admin'];
  if (e.ADMIN_EMAIL && e.ADMIN_PASSWORD)
    admin = { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD };
  else if (!production)
    admin = {
      email: e.ADMIN_EMAIL ?? DEV_ADMIN.email,
      password: e.ADMIN_PASSWORD ?? DEV_ADMIN.password,
    };
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    databaseDirectUrl: e.DATABASE_DIRECT_URL || undefined,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS === 'on',
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    dataDir,
    redisUrl: e.REDIS_URL || undefined,
    sessionSecret,
    previousSessionSecrets: (e.SESSION_SECRET_PREVIOUS ?? []).filter(
      (old) => old !== sessionSecret,
    ),
    encryptionKeys: e.ENCRYPTION_KEYS ?? [],
    admin,
    adminPromoteExisting: e.ADMIN_PROMOTE_EXISTING === 'on',
    demoContent: e.DEMO_CONTENT,
    countryHeader: e.COUNTRY_HEADER.toLowerCase(),
    publicUrl,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    rateLimits: e.RATE_LIMITS === 'on',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    passwordHashing: defaultHashingLimits(),
    passwordHashCost: OWASP_HASH_COST,
    cardQueue: CARD_QUEUE_LIMITS,
    siteName: e.SITE_NAME,
    merchStoreUrl: e.MERCH_STORE_URL,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    moderation: {
      ...MODERATION_DEFAULTS,
      reportThreshold: e.MODERATION_REPORT_THRESHOLD ?? MODERATION_DEFAULTS.reportThreshold,
      highKarma: e.MODERATION_HIGH_KARMA ?? MODERATION_DEFAULTS.highKarma,
      highKarmaWeight: e.MODERATION_HIGH_KARMA_WEIGHT ?? MODERATION_DEFAULTS.highKarmaWeight,
      newMemberHold: e.NEW_MEMBER_HOLD === 'on',
    },
    emailConfirmation: e.EMAIL_CONFIRMATION,
    adminTwoFactor: e.ADMIN_TWO_FACTOR ?? (production ? 'required' : 'optional'),
    clientDir: path.join(packageRoot(), 'dist', 'client'),
    push,
    now: () => new Date(),
  };
}
