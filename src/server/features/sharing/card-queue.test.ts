// SECURITY L7: share cards under a burst of first requests, as chat apps send when a link is
// posted. The requests for one card share its one drawing; a request that finds the queue full,
// whose card does not start in time, or whose card's drawing runs long, gets the site's default
// picture at once, uncached; a card whose requests have all gone is not drawn. Drawings are
// counted by the server's "share card drawn" log lines, and held at their start where a test
// needs a busy queue.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { addCompliment, rows } from '../../../../test/helpers/compliments';
import { until } from '../../../../test/helpers/until';
import type { LogLine } from '../../../../test/platform/platform-app';
import { packageRoot } from '../../package-root';
import type { CardQueueLimits } from '../../config-limits';

const DEFAULT_PICTURE = readFileSync(path.join(packageRoot(), 'public', 'og-image.png'));
const DRAWN = 'share card drawn';
const SHED = 'share cards answered with the default picture';

/** Holds every drawing at its start while closed; opening lets the held ones and later ones go. */
class DrawingGate {
  private closed = false;
  private readonly held: (() => void)[] = [];
  private readonly arrived = new Set<number>();
  private readonly watchers: { id: number; resolve: () => void }[] = [];

  readonly hold = async (complimentId: number): Promise<void> => {
    this.arrived.add(complimentId);
    for (const watcher of this.watchers.filter((w) => w.id === complimentId)) watcher.resolve();
    if (this.closed) await new Promise<void>((resolve) => this.held.push(resolve));
  };

  close() {
    this.closed = true;
  }

  open() {
    this.closed = false;
    for (const release of this.held.splice(0)) release();
  }

  /** Resolves once the drawing of this compliment's card has started. */
  reached(complimentId: number): Promise<void> {
    if (this.arrived.has(complimentId)) return Promise.resolve();
    return new Promise((resolve) => this.watchers.push({ id: complimentId, resolve }));
  }
}

interface CardApp {
  t: TestApp;
  gate: DrawingGate;
  logs: LogLine[];
}

/** An app with its log lines, its drawings behind a gate and these queue limits. */
async function cardApp(limits: CardQueueLimits): Promise<CardApp> {
  const logs: LogLine[] = [];
  const logStream = new Writable({
    write: (chunk: Buffer | string, _encoding, done) => {
      for (const line of String(chunk).split('\n')) {
        if (line.trim()) logs.push(JSON.parse(line) as LogLine);
      }
      done();
    },
  });
  const gate = new DrawingGate();
  // No built client: the default picture is public/og-image.png. A busy test machine is not an
  // overloaded server: the listening app sheds nothing.
  const t = await buildTestApp(
    { logLevel: 'info', cardQueue: limits, clientDir: '/nonexistent/kindly-client' },
    {
      logStream,
      faults: { beforeCardDrawing: gate.hold },
      serverLimits: { maxEventLoopDelay: 0 },
    },
  );
  return { t, gate, logs };
}

/** A new visible compliment, its id and its card's address. */
async function newCard(t: TestApp): Promise<{ id: number; url: string }> {
  const id = await addCompliment(t);
  const [row] = await rows<{ public_id: string }>(
    t,
    sql`select public_id from compliments where id = ${id}::int`,
  );
  return { id, url: `/c/${row!.public_id}/card.png` };
}

const drawnIds = (logs: LogLine[]) =>
  logs.filter((line) => line.msg === DRAWN).map((line) => line.complimentId as number);

async function keptCards(t: TestApp, ids: number[]): Promise<number[]> {
  const found = await rows<{ compliment_id: number }>(
    t,
    sql`select compliment_id from compliment_cards
        where compliment_id in (${sql.join(
          ids.map((id) => sql`${id}::int`),
          sql`, `,
        )})`,
  );
  return found.map((row) => Number(row.compliment_id)).sort((a, b) => a - b);
}

function expectCard(answer: LightMyRequestResponse) {
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('image/png');
  expect(answer.headers['cache-control']).toMatch(/max-age=\d{5,}/);
  expect(answer.rawPayload.equals(DEFAULT_PICTURE)).toBe(false);
}

function expectStandIn(answer: LightMyRequestResponse) {
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('image/png');
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.rawPayload.equals(DEFAULT_PICTURE)).toBe(true);
}

/** Resolves with the answers in the order they come, once `count` of them have come. */
function firstAnswers<T>(pending: Promise<T>[], count: number): Promise<T[]> {
  const arrived: T[] = [];
  return new Promise((resolve, reject) => {
    for (const answer of pending) {
      answer.then((value) => {
        arrived.push(value);
        if (arrived.length === count) resolve([...arrived]);
      }, reject);
    }
  });
}

describe('L7 share cards in a burst: two may wait, for a minute', () => {
  let app: CardApp;
  let baseUrl: string;
  beforeAll(async () => {
    app = await cardApp({ queue: 2, turnWaitMs: 60_000, drawingWaitMs: 60_000 });
    await app.t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app?.t.close());

  it('L7 twenty first requests for one card share its one drawing', async () => {
    const { t, logs } = app;
    const card = await newCard(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.inject({ method: 'GET', url: card.url })),
    );
    for (const answer of answers) expectCard(answer);
    expect(new Set(answers.map((answer) => answer.rawPayload.toString('base64'))).size).toBe(1);
    expect(drawnIds(logs).filter((id) => id === card.id)).toEqual([card.id]);
  });

  it('L7 a full queue answers at once with the default picture, uncached, and the card is drawn on a later request', async () => {
    const { t, gate, logs } = app;
    gate.close();
    const first = await newCard(t);
    const firstAnswer = t.inject({ method: 'GET', url: first.url });
    await gate.reached(first.id);
    // One card is being drawn and four more are asked for: two wait, two are turned away.
    const others = await Promise.all(Array.from({ length: 4 }, () => newCard(t)));
    const pending = others.map((card) => t.inject({ method: 'GET', url: card.url }));
    const turnedAway = await firstAnswers(pending, 2);
    for (const answer of turnedAway) expectStandIn(answer);
    const shedLine = logs.find((line) => line.msg === SHED);
    expect(shedLine).toMatchObject({ level: 40, queued: 2 });

    gate.open();
    expectCard(await firstAnswer);
    const all = await Promise.all(pending);
    expect(all.filter((answer) => answer.headers['cache-control'] === 'no-store')).toHaveLength(2);
    const waited = others.filter((_card, i) => all[i]!.headers['cache-control'] !== 'no-store');
    for (const [i, card] of others.entries()) {
      if (waited.includes(card)) expectCard(all[i]!);
    }
    const shed = others.filter((card) => !waited.includes(card));
    expect(
      await keptCards(
        t,
        shed.map((card) => card.id),
      ),
    ).toEqual([]);
    // The default picture was not kept as the card: the next request gets the card itself.
    expectCard(await t.inject({ method: 'GET', url: shed[0]!.url }));
  });

  it('L7 a card whose client closed the connection before its turn is not drawn', async () => {
    const { t, gate, logs } = app;
    gate.close();
    const [first, left, later] = [await newCard(t), await newCard(t), await newCard(t)];
    const firstAnswer = fetch(`${baseUrl}${first.url}`);
    await gate.reached(first.id);
    const request = http.get(`${baseUrl}${left.url}`);
    let answered: number | undefined;
    request.on('response', (response) => (answered = response.statusCode));
    request.on('error', () => undefined);
    // The request waits in the queue behind the drawing, then its client gives up.
    await until(() => t.app.cardQueue.queued === 1 || answered !== undefined, 'a queued card');
    expect(answered).toBeUndefined();
    request.destroy();
    await until(() => t.app.cardQueue.queued === 0, 'the card to leave the queue');

    // A card asked for after it is drawn next: the one nobody waits for was taken out.
    const laterAnswer = fetch(`${baseUrl}${later.url}`);
    gate.open();
    for (const answer of [await firstAnswer, await laterAnswer]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toMatch(/max-age=\d{5,}/);
      await answer.arrayBuffer();
    }
    expect(drawnIds(logs)).toEqual(expect.arrayContaining([first.id, later.id]));
    expect(drawnIds(logs)).not.toContain(left.id);
    expect(await keptCards(t, [left.id])).toEqual([]);
  });
});

describe('L7 share cards in a burst: short waits', () => {
  let app: CardApp;
  beforeAll(async () => {
    app = await cardApp({ queue: 8, turnWaitMs: 200, drawingWaitMs: 400 });
  });
  afterAll(() => app?.t.close());

  it('L7 a request waits a bounded time for its card to start, then to be drawn; a started drawing is kept, a card never started is not drawn', async () => {
    const { t, gate, logs } = app;
    gate.close();
    const [first, waiting, later] = [await newCard(t), await newCard(t), await newCard(t)];
    const firstAnswer = t.inject({ method: 'GET', url: first.url });
    await gate.reached(first.id);
    // The drawing under way is held: the request behind it gives up after 200 ms, the request
    // for the held card after 400 ms, and a new request for that card at once.
    expectStandIn(await t.inject({ method: 'GET', url: waiting.url }));
    expectStandIn(await firstAnswer);
    expectStandIn(await t.inject({ method: 'GET', url: first.url }));
    expect(logs.find((line) => line.msg === SHED)).toMatchObject({
      level: 40,
      shed: expect.any(Number),
      queued: expect.any(Number),
    });

    gate.open();
    await until(() => drawnIds(logs).includes(first.id), 'the held card to be drawn');
    expectCard(await t.inject({ method: 'GET', url: first.url }));
    // Asked for once the queue is free, the later card is drawn next: the card whose request
    // gave up was taken out of the queue, neither drawn before it nor after.
    await t.inject({ method: 'GET', url: later.url });
    await until(() => drawnIds(logs).includes(later.id), 'the later card to be drawn');
    expect(drawnIds(logs)).not.toContain(waiting.id);
    expect(await keptCards(t, [waiting.id])).toEqual([]);
  });
});
