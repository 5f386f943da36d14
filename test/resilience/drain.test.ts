// SECURITY F5 at the socket level, on both databases: what a client sees on connections that are
// open while the app closes. The burst against the real process is sigterm-drain.postgres.test.ts.
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract/messages';
import { createUser } from '../factories';
import { buildPlatformApp, timed, type PlatformApp } from '../platform/platform-app';

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function parseResponse(raw: string): RawResponse {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/** A raw connection: the test decides when each byte of the request goes out. */
async function openConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  await new Promise((resolve) => socket.once('connect', resolve));
  return { socket, closed };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: PlatformApp | undefined;
afterEach(async () => {
  // The tests close the app themselves; this only drops the database.
  if (t?.testDb) await t.testDb.drop();
  t = undefined;
});

async function listening(): Promise<{ app: PlatformApp; port: number }> {
  t = await buildPlatformApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { app: t, port: Number(new URL(address).port) };
}

describe('F5 connections open while the app drains', () => {
  it('F5 a request whose headers end after close began gets the app’s own 503, headers and all', async () => {
    const { app, port } = await listening();
    const { socket, closed } = await openConnection(port);
    socket.write('GET /api/auth/me HTTP/1.1\r\nHost: loc');
    await pause(100);
    const closing = app.app.close();
    await pause(100);
    socket.write('alhost\r\n\r\n');
    const res = parseResponse(await closed);
    await closing;

    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.headers.connection).toBe('close');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(JSON.parse(res.body)).toEqual({ message: MESSAGES.serviceUnavailable });
  });

  it('F5 a request in flight when close began is answered as usual, and its connection is closed', async () => {
    const { app, port } = await listening();
    const user = await createUser(app.app);
    const body = JSON.stringify({ username: user.username, password: user.password });
    const { socket, closed } = await openConnection(port);
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body[0]}`,
    );
    await pause(100);
    const closing = timed(() => app.app.close());
    await pause(100);
    socket.write(body.slice(1));
    const res = parseResponse(await closed);
    const { ms } = await closing;

    expect(res.status, res.body).toBe(200);
    expect(res.headers['set-cookie']).toMatch(/^kindly_session=/);
    expect(JSON.parse(res.body)).toMatchObject({ email: user.email });
    // The client asked for keep-alive; the drain answers close, so it does not wait on the socket
    // for keepAliveTimeout (5 s).
    expect(res.headers.connection).toBe('close');
    expect(ms).toBeLessThan(3000);
  });
});
