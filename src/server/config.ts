// Reads the environment once, through zod, into the configuration the app is built from (DESIGN §2).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { SITE_NAME_DEFAULT } from '../contract/constants';
import { packageRoot } from './package-root';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: z.string().optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  DEMO_CONTENT: z.enum(['on', 'off', 'auto']).default('auto'),
  COUNTRY_HEADER: z.string().default('cf-ipcountry'),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Kindly <hello@kindly.local>'),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  TRUST_PROXY: z.enum(['on', 'off']).default('off'),
  SITE_NAME: z.string().default(SITE_NAME_DEFAULT),
  MERCH_STORE_URL: z.url().default('https://store.kindly.example'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  production: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  sessionSecret: string;
  admin: { email: string; password: string } | undefined;
  demoContent: 'on' | 'off' | 'auto';
  countryHeader: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  rateLimits: boolean;
  trustProxy: boolean;
  siteName: string;
  merchStoreUrl: string;
  logLevel: string;
  clientDir: string;
  /** The clock every expiry is measured with; tests move it. */
  now: () => Date;
}

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
  if (production && !e.PUBLIC_URL) {
    // Mailed links and share previews must never point at localhost in production.
    throw new ConfigError('PUBLIC_URL is required when NODE_ENV=production');
  }
  const sessionSecret = e.SESSION_SECRET ?? developmentSecret(dataDir);
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
    dataDir,
    redisUrl: e.REDIS_URL || undefined,
    sessionSecret,
    admin,
    demoContent: e.DEMO_CONTENT,
    countryHeader: e.COUNTRY_HEADER.toLowerCase(),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    rateLimits: e.RATE_LIMITS === 'on',
    trustProxy: e.TRUST_PROXY === 'on',
    siteName: e.SITE_NAME,
    merchStoreUrl: e.MERCH_STORE_URL,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    clientDir: path.join(packageRoot(), 'dist', 'client'),
    now: () => new Date(),
  };
}
