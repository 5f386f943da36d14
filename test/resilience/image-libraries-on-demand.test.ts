// The image libraries (sharp with libvips, satori, resvg) load with the first image a server
// decodes or draws: a server that only hands out compliments and pages never maps them, which
// keeps about 40 MB out of every instance (DECISIONS 44).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../helpers/until';
import { testDbKind } from '../test-db';
import {
  serverDatabase,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from './server-process';

let database: ServerDatabase | undefined;
let server: ServerProcess;

beforeAll(async () => {
  database = await serverDatabase('image-libraries');
  server = await startServerProcess({ env: { ...database.env, DEMO_CONTENT: 'on' } });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await database?.remove();
});

/** The shared libraries and native addons the server process has mapped, by file name. */
function mappedFiles(): string[] {
  const maps = readFileSync(`/proc/${server.child.pid}/maps`, 'utf8');
  const files = maps
    .split('\n')
    .map((line) => line.split(/\s+/)[5] ?? '')
    .filter((file) => file.endsWith('.node') || /\.so(\.|$)/.test(file));
  return [...new Set(files.map((file) => path.basename(file)))];
}

const imageLibraries = () => mappedFiles().filter((file) => /libvips|sharp-|resvg/.test(file));

describe(`image libraries on demand (${testDbKind()})`, () => {
  it('maps no image library while serving pages and picks, and loads them for the first card', async () => {
    for (const pathname of ['/healthz', '/', '/login', '/api/ads?placement=homepage']) {
      expect((await fetch(`${server.baseUrl}${pathname}`)).status).toBeLessThan(300);
    }
    const random = await fetch(`${server.baseUrl}/api/compliments/random`);
    expect(random.status).toBe(200);
    const { publicId } = (await random.json()) as { publicId: string };
    expect(imageLibraries()).toEqual([]);

    const card = await fetch(`${server.baseUrl}/c/${publicId}/card.png`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await card.arrayBuffer());
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // On a busy machine the first drawing (its worker, fonts and libraries) can outlast the
    // request's wait, which then gets the default picture while the drawing goes on.
    const loads = (name: string) => () => imageLibraries().some((file) => file.includes(name));
    await until(loads('libvips'), 'libvips to be mapped');
    await until(loads('resvg'), 'resvg to be mapped');
  });
});
