// Web Push settings (DECISIONS 76): the VAPID keys that sign every push, who to contact about
// them, and which push services may be reached. Read by config.ts, documented in README and
// docs/DEPLOY.md.
import { createECDH } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The variables config.ts merges into its environment schema. */
export const PushEnvShape = {
  VAPID_PUBLIC_KEY: z.string().trim().optional(),
  VAPID_PRIVATE_KEY: z.string().trim().optional(),
  VAPID_SUBJECT: z.string().trim().optional(),
  // Extra push service hosts (`host` or `host:port`), comma-separated; https is always required.
  PUSH_SERVICE_HOSTS: z.string().default(''),
  // A PEM file of certificate authorities trusted, besides the usual ones, for those hosts.
  PUSH_CA_FILE: z.string().trim().optional(),
};

type PushEnv = z.output<z.ZodObject<typeof PushEnvShape>>;

export interface PushConfig {
  /** The application server's P-256 key pair (RFC 8292), base64url: public 65 bytes, private 32. */
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** Hosts allowed besides the browsers' own push services: `host` or `host:port`, lower case. */
  extraHosts: string[];
  /** PEM file read for the push requests' TLS, when the extra hosts need a CA of their own. */
  caFile: string | undefined;
}

export class PushConfigError extends Error {}

const GENERATE_HINT =
  'make a pair with `npx web-push generate-vapid-keys` and set VAPID_PUBLIC_KEY and ' +
  'VAPID_PRIVATE_KEY (docs/DEPLOY.md, Configuration)';

/** A fresh key pair, base64url as browsers' `applicationServerKey` and web-push take it. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
  };
}

/** A fresh pair as the environment names it, for scripts and tests that start a production server. */
export function generateVapidEnvironment(): {
  VAPID_PUBLIC_KEY: string;
  VAPID_PRIVATE_KEY: string;
} {
  const keys = generateVapidKeys();
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Refuses keys that are not a P-256 pair: a swapped or mistyped key would fail every push. */
function checkVapidKeys(publicKey: string, privateKey: string): void {
  const privateBytes = BASE64URL.test(privateKey) ? Buffer.from(privateKey, 'base64url') : null;
  if (privateBytes?.length !== 32) {
    throw new PushConfigError(`VAPID_PRIVATE_KEY is not a P-256 private key: ${GENERATE_HINT}`);
  }
  const ecdh = createECDH('prime256v1');
  let derived: string;
  try {
    ecdh.setPrivateKey(privateBytes);
    derived = ecdh.getPublicKey().toString('base64url');
  } catch {
    throw new PushConfigError(`VAPID_PRIVATE_KEY is not a P-256 private key: ${GENERATE_HINT}`);
  }
  if (derived !== publicKey.replace(/=+$/, '')) {
    throw new PushConfigError(
      `VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY: ${GENERATE_HINT}`,
    );
  }
}

/** Development keeps one pair in the data directory, so browsers' subscriptions survive restarts. */
function developmentVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = generateVapidKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/** The address in `Name <address>` or a bare address. */
function mailAddress(from: string): string | undefined {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1] ?? from.trim();
  return /^[^\s@<>]+@[^\s@<>]+$/.test(address) ? address : undefined;
}

function vapidSubject(given: string | undefined, publicUrl: string, mailFrom: string): string {
  if (given) {
    if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(given)) {
      throw new PushConfigError(
        'VAPID_SUBJECT must be a mailto: address or an https: URL (for example mailto:push@example.com)',
      );
    }
    return given;
  }
  // Push services contact this address about a misbehaving sender; a site address will do.
  const address = mailAddress(mailFrom);
  if (address) return `mailto:${address}`;
  return publicUrl.startsWith('https://') ? publicUrl : 'mailto:push@kindly.local';
}

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

function parseHosts(text: string): string[] {
  const hosts = text
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
  const invalid = hosts.filter((host) => !HOST.test(host));
  if (invalid.length > 0) {
    throw new PushConfigError(
      `PUSH_SERVICE_HOSTS: not a host name or host:port: ${invalid.join(', ')} ` +
        '(for example push.example.com,127.0.0.1:8443)',
    );
  }
  return hosts;
}

export function loadPushConfig(
  e: PushEnv,
  where: {
    env: 'development' | 'production' | 'test';
    dataDir: string;
    publicUrl: string;
    mailFrom: string;
  },
): PushConfig {
  let keys: { publicKey: string; privateKey: string };
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) {
    keys = { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY };
    checkVapidKeys(keys.publicKey, keys.privateKey);
  } else if (e.VAPID_PUBLIC_KEY || e.VAPID_PRIVATE_KEY) {
    throw new PushConfigError(
      `VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: ${GENERATE_HINT}`,
    );
  } else if (where.env === 'production') {
    throw new PushConfigError(
      `VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required when NODE_ENV=production: ${GENERATE_HINT}`,
    );
  } else {
    // Tests get a pair of their own with every configuration, and never touch the disk.
    keys = where.env === 'test' ? generateVapidKeys() : developmentVapidKeys(where.dataDir);
  }
  if (e.PUSH_CA_FILE && !existsSync(e.PUSH_CA_FILE)) {
    throw new PushConfigError(`PUSH_CA_FILE: no such file: ${e.PUSH_CA_FILE}`);
  }
  return {
    vapid: {
      publicKey: keys.publicKey.replace(/=+$/, ''),
      privateKey: keys.privateKey.replace(/=+$/, ''),
      subject: vapidSubject(e.VAPID_SUBJECT, where.publicUrl, where.mailFrom),
    },
    extraHosts: parseHosts(e.PUSH_SERVICE_HOSTS),
    caFile: e.PUSH_CA_FILE ? path.resolve(e.PUSH_CA_FILE) : undefined,
  };
}
