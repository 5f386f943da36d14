// The daily row's push service (DECISIONS 77), in a process of its own: an https server on
// 127.0.0.1 that answers every push 201 at once and counts them, so the row measures the app's
// sending, not the service. It checks the first push's VAPID signature as the tests' stand-in checks
// every one, and notes its encoding and size, to show the row's pushes are the real thing. Talks to
// the bench over IPC: { ready, host, caFile } when listening; { expect: n } asks for { reached }
// once n arrived.
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { checkVapid, makeCertificate } from '../test/helpers/push-service';

const send = (message: object) => process.send?.(message);

const { dir, certFile, keyFile } = makeCertificate();

let count = 0;
let firstAt = 0;
let lastAt = 0;
let duplicates = 0;
let sample: unknown = null;
const endpoints = new Set<string>();
let expected = Infinity;
let origin = '';

function tell(): void {
  if (count < expected) return;
  send({ reached: { count, firstAt, lastAt, duplicates, sample } });
  expected = Infinity;
}

const server = createServer(
  { cert: readFileSync(certFile), key: readFileSync(keyFile), keepAlive: true },
  (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const now = Date.now();
      if (count === 0) {
        firstAt = now;
        try {
          const { claims } = checkVapid(request.headers.authorization, origin);
          sample = {
            vapid: `signed for ${claims.aud}`,
            encoding: request.headers['content-encoding'],
            bytes: Buffer.concat(chunks).length,
          };
        } catch (error) {
          sample = { error: (error as Error).message };
        }
      }
      count += 1;
      lastAt = now;
      const url = request.url ?? '';
      if (endpoints.has(url)) duplicates += 1;
      else endpoints.add(url);
      response.writeHead(201).end();
      tell();
    });
  },
);

process.on('message', (message: { expect?: number }) => {
  if (typeof message.expect === 'number') {
    expected = message.expect;
    tell();
  }
});
process.on('disconnect', () => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  origin = `https://127.0.0.1:${port}`;
  send({ ready: true, host: `127.0.0.1:${port}`, caFile: certFile });
});
