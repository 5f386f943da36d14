import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_LIMITS } from '../../src/server/server-options';
import { buildPlatformApp, type PlatformApp } from './platform-app';

// The same mechanism as production, with limits small enough for a short test.
const LIMITS = { headersTimeout: 500, requestTimeout: 2500, connectionsCheckingInterval: 100 };

let t: PlatformApp;
let port: number;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await buildPlatformApp({ serverLimits: LIMITS });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await t.close();
});

interface SlowClient {
  /** Resolves when the server closes the connection: what it sent back and after how long. */
  closed: Promise<{ ms: number; received: string }>;
}

/** Sends `head` at once, then `drip` one byte a second until the server hangs up. */
function slowClient(head: string, drip: string): SlowClient {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  const started = performance.now();
  let received = '';
  let sent = 0;
  let timer: NodeJS.Timeout | undefined;
  socket.on('connect', () => {
    socket.write(head);
    const sendOne = () => {
      if (socket.destroyed || sent >= drip.length) return;
      socket.write(drip[sent++]!);
      timer = setTimeout(sendOne, 1000);
    };
    sendOne();
  });
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => {});
  const closed = new Promise<{ ms: number; received: string }>((resolve) =>
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ ms: performance.now() - started, received });
    }),
  );
  return { closed };
}

const expectCutOff = (result: { received: string }) =>
  expect(result.received === '' || result.received.startsWith('HTTP/1.1 408')).toBe(true);

describe('L2 slow clients', () => {
  it('L2 the production limits close a header drip within 15 s', () => {
    expect(SERVER_LIMITS.headersTimeout).toBeLessThanOrEqual(SERVER_LIMITS.requestTimeout);
    expect(
      SERVER_LIMITS.headersTimeout + SERVER_LIMITS.connectionsCheckingInterval,
    ).toBeLessThanOrEqual(15_000);
  });

  it('L2 clients sending headers at 1 byte/s are closed, and others are served meanwhile', async () => {
    const slow = Array.from({ length: 30 }, () =>
      slowClient('', 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n\r\n'),
    );
    for (let round = 0; round < 5; round++) {
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}/api/auth/me`);
      expect(res.status).toBe(401);
      expect(performance.now() - started).toBeLessThan(500);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const results = await Promise.all(slow.map((client) => client.closed));
    for (const result of results) {
      expectCutOff(result);
      // Closed by headersTimeout, well before the request timeout would have done it.
      expect(result.ms).toBeLessThan(LIMITS.requestTimeout);
    }
    expect(results.some((result) => result.received.startsWith('HTTP/1.1 408'))).toBe(true);
  });

  it('L2 a body sent at 1 byte/s is closed by the request timeout', async () => {
    const body = JSON.stringify({ username: 'slow@example.com', password: 'dripping-slowly' });
    const client = slowClient(
      `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    const result = await client.closed;
    expectCutOff(result);
    expect(result.ms).toBeLessThan(LIMITS.requestTimeout + 1500);
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
  });
});
