import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract/messages';
import { buildPlatformApp, type PlatformApp } from './platform-app';

// A word that must never come back: it stands for whatever a client put in the path.
const MARKER = 'echoed-marker';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes as they are (no client library would send these) and reads the whole answer. */
function rawRequest(port: number, text: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may close while a long request is still being written: what it answered counts.
    socket.on('error', (error) => {
      if (chunks.length === 0) reject(error);
    });
    socket.on('close', () => {
      const received = Buffer.concat(chunks).toString('latin1');
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

function expectAppAnswer(answer: Answer, status: number, message: string, label: string) {
  expect(answer.status, label).toBe(status);
  expect(JSON.parse(answer.body), label).toEqual({ message });
  expect(answer.headers['content-type'], label).toMatch(/^application\/json/);
  const csp = answer.headers['content-security-policy'] ?? '';
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(csp, label).toContain("object-src 'none'");
  expect(answer.headers['x-content-type-options'], label).toBe('nosniff');
  expect(answer.headers['referrer-policy'], label).toBe('no-referrer');
  expect(answer.headers['cache-control'], label).toBe('no-store');
  const everything = JSON.stringify(answer);
  expect(everything, label).not.toContain(MARKER);
  expect(everything, label).not.toMatch(/FST_|Bad Request|Client Error|statusCode/);
}

const toAnswer = (res: {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}): Answer => ({
  status: res.statusCode,
  headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
  body: res.body,
});

for (const production of [false, true]) {
  describe(`V8 framework errors (${production ? 'production' : 'development'} config)`, () => {
    let t: PlatformApp;
    let port: number;
    beforeAll(async () => {
      t = await buildPlatformApp({ config: { production } });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });
    afterAll(() => t.close());

    const expectHsts = (answer: Answer, label: string) => {
      if (production) expect(answer.headers['strict-transport-security'], label).toMatch(/max-age/);
      else expect(answer.headers['strict-transport-security'], label).toBeUndefined();
    };

    it('V8 a malformed percent-encoding in the path answers 400 {message} with our headers; the path is not echoed', async () => {
      for (const url of [`/${MARKER}%E0%A4%A`, `/api/${MARKER}/%E0%A4%A`, `/%E0%A4%A?${MARKER}`]) {
        const injected = toAnswer(await t.inject({ method: 'GET', url }));
        expectAppAnswer(injected, 400, MESSAGES.invalidRequest, url);
        expectHsts(injected, url);
        const wire = await rawRequest(
          port,
          `GET ${url} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
        );
        expectAppAnswer(wire, 400, MESSAGES.invalidRequest, `raw ${url}`);
        expectHsts(wire, `raw ${url}`);
      }
    });

    it('V8 a route parameter over 200 characters answers 414 {message} with our headers; the path is not echoed', async () => {
      const long = `${MARKER}${'a'.repeat(300)}`;
      for (const url of [`/api/badges/${long}`, `/media/${long}`]) {
        const res = await t.inject({ method: 'GET', url });
        const answer = toAnswer(res);
        expectAppAnswer(answer, 414, MESSAGES.invalidRequest, url);
        expectHsts(answer, url);
      }
      // A parameter at the limit still reaches the route.
      const atLimit = await t.inject({ method: 'GET', url: `/api/badges/${'a'.repeat(200)}` });
      expect(atLimit.statusCode).not.toBe(414);
    });

    it('V8 conflicting Transfer-Encoding and Content-Length (raw TCP) answer 400 {message} with our headers and close', async () => {
      const answer = await rawRequest(
        port,
        `POST /api/auth/login?${MARKER} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
          'Transfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n0\r\n\r\n',
      );
      expectAppAnswer(answer, 400, MESSAGES.invalidRequest, 'TE + CL');
      expect(answer.headers.connection).toBe('close');
      expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
      expectHsts(answer, 'TE + CL');
    });

    it('V8 headers past the parser limit (16 KB) answer 431 {message} with our headers', async () => {
      const answer = await rawRequest(
        port,
        `GET /${MARKER} HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'f'.repeat(20_000)}\r\n\r\n`,
      );
      expectAppAnswer(answer, 431, MESSAGES.payloadTooLarge, 'header overflow');
    });

    it('V8 a request line the HTTP parser refuses answers 400 {message} with our headers', async () => {
      const answer = await rawRequest(port, `GET /${MARKER} HTTP/9.9\r\nHost: localhost\r\n\r\n`);
      expectAppAnswer(answer, 400, MESSAGES.invalidRequest, 'bad version');
      // The server keeps answering afterwards.
      const ok = await rawRequest(
        port,
        'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      );
      expect(ok.status).toBe(200);
    });
  });
}
