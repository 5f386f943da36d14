// The Web Push settings as the environment gives them (DECISIONS 76): development keeps one VAPID
// pair in the data directory, tests get their own, and what could never send is refused at start.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { generateVapidEnvironment } from './push-config';

const dataDir = mkdtempSync(path.join(tmpdir(), 'kindly-push-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const base = {
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
};

function refusal(env: Record<string, string>): string {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('the push configuration', () => {
  it('development makes a VAPID pair once and keeps it in the data directory; tests make their own', () => {
    const first = loadConfig({ ...base, NODE_ENV: 'development' }).push.vapid;
    const again = loadConfig({ ...base, NODE_ENV: 'development' }).push.vapid;
    expect(again).toEqual(first);
    const kept = JSON.parse(readFileSync(path.join(dataDir, 'vapid-keys.json'), 'utf8')) as unknown;
    expect(kept).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey });
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(loadConfig(base).push.vapid.publicKey).not.toBe(first.publicKey);
  });

  it('takes a configured pair, subject and extra hosts', () => {
    const keys = generateVapidEnvironment();
    const { push } = loadConfig({
      ...base,
      ...keys,
      VAPID_SUBJECT: 'https://kindly.example/contact',
      PUSH_SERVICE_HOSTS: ' Push.Example.com, 127.0.0.1:8443 ,',
    });
    expect(push).toEqual({
      vapid: {
        publicKey: keys.VAPID_PUBLIC_KEY,
        privateKey: keys.VAPID_PRIVATE_KEY,
        subject: 'https://kindly.example/contact',
      },
      extraHosts: ['push.example.com', '127.0.0.1:8443'],
      caFile: undefined,
    });
    expect(
      loadConfig({ ...base, MAIL_FROM: 'Warm Words <hi@warm.example>' }).push.vapid.subject,
    ).toBe('mailto:hi@warm.example');
  });

  it('refuses half a pair, keys that are not a pair, a bad subject, a bad host and a missing CA file', () => {
    const keys = generateVapidEnvironment();
    expect(refusal({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toMatch(
      /go together.*npx web-push generate-vapid-keys/,
    );
    expect(refusal({ ...keys, VAPID_PRIVATE_KEY: 'short' })).toMatch(/VAPID_PRIVATE_KEY is not/);
    expect(
      refusal({ ...keys, VAPID_PUBLIC_KEY: generateVapidEnvironment().VAPID_PUBLIC_KEY }),
    ).toMatch(/is not the public key of VAPID_PRIVATE_KEY/);
    expect(refusal({ VAPID_SUBJECT: 'http://kindly.example' })).toMatch(/VAPID_SUBJECT/);
    expect(refusal({ PUSH_SERVICE_HOSTS: 'https://push.example.com' })).toMatch(
      /PUSH_SERVICE_HOSTS: not a host name or host:port: https:\/\/push.example.com/,
    );
    expect(refusal({ PUSH_CA_FILE: path.join(dataDir, 'missing.pem') })).toMatch(/PUSH_CA_FILE/);
  });
});
