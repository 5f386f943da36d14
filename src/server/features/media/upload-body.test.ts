import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { signedInUser } from '../../../../test/factories';
import { multipartBody } from '../../../../test/helpers/images';
import { imagePart, multipart, pngOfSize } from '../../../../test/helpers/uploads';
import { REFUSED_BODY_DISCARD_BYTES } from './upload-body';

const MB = 1024 * 1024;
const IMAGE_TOO_LARGE = { message: 'The image must be at most 5 MB' };
const AD_TOO_LARGE = {
  message: 'File size must be ≤500KB. Please compress your image.',
  fieldErrors: { image: ['File size must be ≤500KB. Please compress your image.'] },
};

let t: TestApp;
let adminCookie: string;
let port: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  adminCookie = (await signedInUser(t.app, { isAdmin: true })).cookie;
  t.app.server.on('connection', (socket: Socket) => sockets.push(socket));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface Answer {
  status: number;
  body: unknown;
  ms: number;
  /** Body bytes the server read from this connection (headers included). */
  serverRead: number;
}

/**
 * Sends like a browser's fetch: no `Expect: 100-continue`, the whole body written before the answer
 * is read (a browser reads it once its upload is done, or once writing failed). `body` is followed
 * by filler bytes up to `total` when given. Rejects when no answer can be read.
 */
function send(options: {
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  total?: number;
  /** Reads the answer while still sending, as Firefox and Node's fetch do. */
  readWhileSending?: boolean;
}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const firstSocket = sockets.length;
    const socket = connect({ host: '127.0.0.1', port });
    const chunked = options.headers['transfer-encoding'] === 'chunked';
    const head = [
      `POST ${options.path} HTTP/1.1`,
      `host: 127.0.0.1:${port}`,
      `cookie: ${adminCookie}`,
      ...Object.entries(options.headers).map(([name, value]) => `${name}: ${value}`),
      '',
      '',
    ].join('\r\n');
    const frame = (chunk: Buffer) =>
      chunked
        ? Buffer.concat([
            Buffer.from(`${chunk.length.toString(16)}\r\n`),
            chunk,
            Buffer.from('\r\n'),
          ])
        : chunk;
    const received: Buffer[] = [];
    let reading = false;
    socket.pause();
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    const read = () => {
      if (reading) return;
      reading = true;
      socket.resume();
      const finish = () => {
        const text = Buffer.concat(received).toString();
        const match = /^HTTP\/1\.1 (\d{3})[^]*?\r\n\r\n([^]*)$/.exec(text);
        const ms = Date.now() - started;
        socket.destroy();
        if (!match) {
          reject(new Error(`no answer could be read (${text.length} bytes)`));
          return;
        }
        setTimeout(() => {
          const serverRead = sockets
            .slice(firstSocket)
            .reduce((sum, server) => sum + server.bytesRead, 0);
          resolve({ status: Number(match[1]), body: JSON.parse(match[2]!), ms, serverRead });
        }, 100);
      };
      // The answer is complete once its JSON body parses; the server may also close.
      const check = () => {
        const text = Buffer.concat(received).toString();
        const body = text.split('\r\n\r\n')[1];
        if (body && /}$/.test(body)) finish();
      };
      socket.on('data', check);
      socket.on('close', finish);
      check();
    };
    socket.on('error', read);
    if (options.readWhileSending) read();
    socket.write(head);
    socket.write(frame(options.body));
    const total = options.total ?? options.body.length;
    let sent = options.body.length;
    const filler = Buffer.alloc(256 * 1024, 0x61);
    const pump = () => {
      while (!socket.destroyed && sent < total && !(reading && !options.readWhileSending)) {
        const chunk = filler.subarray(0, Math.min(filler.length, total - sent));
        sent += chunk.length;
        if (!socket.write(frame(chunk))) {
          socket.once('drain', pump);
          return;
        }
      }
      if (sent >= total && !socket.destroyed) socket.write(chunked ? '0\r\n\r\n' : '', read);
    };
    pump();
  });
}

const adFields = {
  name: 'Spring kindness sale',
  category: 'HomepageBanner',
  redirectUrl: 'https://shop.example/spring',
  publishedAt: new Date().toISOString(),
  counties: '[]',
};

describe('U8 early 413', () => {
  it('U8 answers a 6 MB image upload sent like fetch with a readable 413 within 2 s', async () => {
    const body = multipart([imagePart(pngOfSize(6 * MB))]);
    const answer = await send({
      path: '/api/admin/inspirational-images/upload',
      headers: { ...body.headers, 'content-length': String(body.payload.length) },
      body: body.payload,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual(IMAGE_TOO_LARGE);
    expect(answer.ms).toBeLessThan(2000);
  });

  it('answers a 5.5 MB image inside a body within the declared length with a readable 413', async () => {
    const body = multipart([imagePart(pngOfSize(5.5 * MB))]);
    const answer = await send({
      path: '/api/admin/inspirational-images/upload',
      headers: { ...body.headers, 'content-length': String(body.payload.length) },
      body: body.payload,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual(IMAGE_TOO_LARGE);
    expect(answer.ms).toBeLessThan(2000);
  });

  it('U8 answers a 100 MB ad upload with a readable 413 within 2 s, reading a bounded part', async () => {
    const form = await multipartBody(adFields, { bytes: Buffer.alloc(64, 1) });
    const head = form.payload.subarray(0, form.payload.length - 100);
    const answer = await send({
      path: '/api/admin/ads',
      headers: { ...form.headers, 'content-length': String(100 * MB) },
      body: head,
      total: 100 * MB,
      readWhileSending: true,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual(AD_TOO_LARGE);
    expect(answer.ms).toBeLessThan(2000);
    expect(answer.serverRead).toBeLessThan(REFUSED_BODY_DISCARD_BYTES + 2 * MB);
  });

  it('U8 answers a 100 MB ad upload streamed without a length the same way', async () => {
    const form = await multipartBody(adFields, { bytes: Buffer.alloc(64, 1) });
    const head = form.payload.subarray(0, form.payload.length - 100);
    const answer = await send({
      path: '/api/admin/ads',
      headers: { ...form.headers, 'transfer-encoding': 'chunked' },
      body: head,
      total: 100 * MB,
      readWhileSending: true,
    });
    expect(answer.body).toEqual(AD_TOO_LARGE);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual(AD_TOO_LARGE);
    expect(answer.ms).toBeLessThan(2000);
    expect(answer.serverRead).toBeLessThan(REFUSED_BODY_DISCARD_BYTES + 2 * MB);
  });

  it('keeps serving on the same instance after the refusals', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/admin/ads',
      headers: { cookie: adminCookie },
    });
    expect(res.statusCode).toBe(200);
  });
});
