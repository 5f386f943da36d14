// Shared steps of the auth test files: calls from distinct addresses, cookies, outbox links, timing.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../build-test-app';
import { outbox } from '../../src/server/db/schema/index';

let addressSequence = 0;

/** A new client address per call, so the per-IP limits of one test never touch another's. */
export function freshIp(): string {
  addressSequence += 1;
  return `198.18.${Math.floor(addressSequence / 250) % 250}.${(addressSequence % 250) + 1}`;
}

export function register(
  t: TestApp,
  payload: Record<string, unknown>,
  ip = freshIp(),
): Promise<LightMyRequestResponse> {
  return t.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: ip });
}

export function login(
  t: TestApp,
  username: string,
  password: string,
  options: { ip?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return t.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: options.ip ?? freshIp(),
    headers: options.headers ?? {},
  });
}

export function me(t: TestApp, cookie?: string): Promise<LightMyRequestResponse> {
  return t.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });
}

export function forgotPassword(
  t: TestApp,
  email: string,
  options: { ip?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return t.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: options.ip ?? freshIp(),
    headers: options.headers ?? {},
  });
}

export function resetPassword(
  t: TestApp,
  token: string,
  password: string,
): Promise<LightMyRequestResponse> {
  return t.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password },
    remoteAddress: freshIp(),
  });
}

/** The raw Set-Cookie header values of an answer. */
export function setCookieHeaders(res: LightMyRequestResponse): string[] {
  const header = res.headers['set-cookie'];
  if (header === undefined) return [];
  return Array.isArray(header) ? header : [header];
}

/** The session cookie an answer sets, as `name=value` ready for a Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const [cookie] = res.cookies;
  if (!cookie || !cookie.value) throw new Error(`no session cookie in ${res.statusCode} answer`);
  return `${cookie.name}=${cookie.value}`;
}

/** The random token inside a signed cookie value (`token.signature`). */
export function tokenOfCookie(cookieHeader: string): string {
  const value = decodeURIComponent(cookieHeader.slice(cookieHeader.indexOf('=') + 1));
  return value.slice(0, value.lastIndexOf('.'));
}

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

export async function outboxRowsFor(t: TestApp, email: string) {
  await t.ctx.background.drain();
  return t.ctx.db
    .select()
    .from(outbox)
    .where(sql`lower(${outbox.toAddress}) = lower(${email})`)
    .orderBy(desc(outbox.id));
}

/** The reset link of the newest mail to that address. */
export async function latestResetLink(t: TestApp, email: string): Promise<URL> {
  const [row] = await outboxRowsFor(t, email);
  const match = row?.body.match(/https?:\/\/\S+\/reset-password\?token=\S+/);
  if (!match) throw new Error(`no reset link mailed to ${email}`);
  return new URL(match[0]);
}

export async function latestResetToken(t: TestApp, email: string): Promise<string> {
  const token = (await latestResetLink(t, email)).searchParams.get('token');
  if (!token) throw new Error('the reset link has no token');
  return token;
}

export async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Two timings count as alike when they differ by at most `ratio` of the larger one plus a small
 * absolute slack for scheduler noise on a busy two-core machine.
 */
export function expectSimilarTimes(a: number, b: number, ratio = 0.2, slackMs = 5): void {
  const allowed = ratio * Math.max(a, b) + slackMs;
  if (Math.abs(a - b) > allowed) {
    throw new Error(
      `median times differ too much: ${a.toFixed(1)} ms vs ${b.toFixed(1)} ms ` +
        `(allowed ${allowed.toFixed(1)} ms)`,
    );
  }
}

export interface RemoteAnswer {
  ms: number;
  status: number;
  body: string;
  headers: Record<string, string>;
}

/** Runs in a child process: times one JSON POST per message from the parent over real HTTP. */
const REMOTE_CLIENT = `
process.on('message', async ({ url, body }) => {
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  process.send({ ms, status: res.status, body: text, headers: Object.fromEntries(res.headers) });
});
process.send('ready');
`;

/**
 * A client in another process, so its timings are what a remote caller sees: work the server
 * does on its own thread after the answer is written cannot slow the clock that measures it.
 */
export async function remoteClient(baseUrl: string) {
  const child = spawn(process.execPath, ['-e', REMOTE_CLIENT], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const replies: ((value: unknown) => void)[] = [];
  child.on('message', (message) => replies.shift()?.(message));
  const next = () => new Promise((resolve) => replies.push(resolve));
  await next();
  return {
    async post(path: string, body: unknown): Promise<RemoteAnswer> {
      const reply = next();
      child.send({ url: `${baseUrl}${path}`, body });
      return (await reply) as RemoteAnswer;
    },
    close(): void {
      child.kill();
    },
  };
}
