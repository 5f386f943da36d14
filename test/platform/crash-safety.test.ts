import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract/messages';
import { buildPlatformApp, type LogLine, type PlatformApp } from './platform-app';

const here = path.dirname(fileURLToPath(import.meta.url));

let t: PlatformApp;
let base: string;
beforeAll(async () => {
  t = await buildPlatformApp({
    beforeReady: (app: FastifyInstance) => {
      app.get('/api/test-crash/async', async () => {
        throw new Error('async handler failed at /srv/kindly/secret.ts');
      });
      app.get('/api/test-crash/sync', () => {
        throw new TypeError("Cannot read properties of undefined (reading 'id')");
      });
      app.get('/api/test-crash/send', (_request, reply) => {
        void reply.send(new RangeError('sent an error object'));
      });
    },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('F7 crash safety', () => {
  it('F7 a throwing handler answers 500 with the generic message; the process keeps serving', async () => {
    for (const kind of ['async', 'sync', 'send']) {
      const res = await fetch(`${base}/api/test-crash/${kind}`);
      expect(res.status, kind).toBe(500);
      const body = await res.text();
      expect(JSON.parse(body), kind).toEqual({ message: MESSAGES.serverError });
      expect(body).not.toMatch(/secret|undefined|RangeError|at /);
      const health = await fetch(`${base}/healthz`);
      expect(health.status).toBe(200);
    }
    const logged = t.logs.withMessage('unhandled error');
    expect(logged).toHaveLength(3);
    for (const line of logged) {
      expect(line.reqId).toMatch(/^[0-9a-f-]{36}$/);
      expect(typeof line.err === 'object' && line.err.stack).toMatch(/crash-safety\.test\.ts/);
    }
  });

  it('F7 an unhandled rejection in a timer is logged by main.ts’s handler and the process lives on', async () => {
    const fixture = path.join(here, 'fixtures', 'timer-rejection.ts');
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', fixture], {
      cwd: path.resolve(here, '..', '..'),
      timeout: 50_000,
    });
    const lines = stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
    const rejections = lines.filter((line) => line.msg === 'unhandled rejection');
    expect(rejections.map((line) => line.level)).toEqual([50, 50]);
    const [thrown, plain] = rejections;
    expect(thrown?.err).toMatchObject({ message: 'lost in a timer' });
    expect(typeof thrown?.err === 'object' && thrown.err.stack).toMatch(/timer-rejection\.ts/);
    expect(plain?.err).toMatchObject({ message: 'a reason that is not an Error' });
    // The app still answered afterwards, and execFile resolving means the exit code was 0.
    expect(lines.find((line) => line.msg === 'still serving')).toMatchObject({ status: 200 });
  }, 60_000);
});
