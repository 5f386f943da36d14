// SECURITY L7 on the production bundle, run as its own process: a burst of first requests for
// share cards, as chat apps send when a link is posted (twenty for one new card, one each for
// twelve others), while /healthz is asked in turn. Every answer is a card or the site's default
// picture and comes within 5 s, the twenty within 3 s; the health checks stay quick, since cards
// are drawn on a thread of their own; and no card is drawn twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../helpers/until';
import { testDbKind } from '../test-db';
import { send, type HttpOutcome } from './http-client';
import { startBundledServer, type BundledServer, type ServerProcess } from './server-process';

const SAME_CARD_REQUESTS = 20;
const OTHER_CARDS = 12;
const EVERY_ANSWER_MS = 5000;
const SAME_CARD_MS = 3000;
const HEALTH_P50_MS = 100;

let running: BundledServer | undefined;
let server: ServerProcess;

beforeAll(async () => {
  running = await startBundledServer({
    entry: 'src/server/main.ts',
    name: 'card-burst',
    env: { DEMO_CONTENT: 'on' },
  });
  server = running.server;
}, 120_000);

afterAll(() => running?.stop());

/** Public ids of distinct demo compliments, as guests' random picks hand them out. */
async function publicIds(count: number): Promise<string[]> {
  const ids = new Set<string>();
  for (let call = 0; ids.size < count; call += 1) {
    if (call > 50 * count) throw new Error(`only ${ids.size} distinct compliments were picked`);
    const answer = await fetch(`${server.baseUrl}/api/compliments/random`);
    ids.add(((await answer.json()) as { publicId: string }).publicId);
  }
  return [...ids];
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function cardOutcome(outcome: HttpOutcome) {
  if (outcome.kind !== 'answer') return { status: outcome.code, ms: outcome.ms };
  const standIn = outcome.headers['cache-control'] === 'no-store';
  return {
    status: outcome.status,
    type: outcome.headers['content-type'],
    kind: standIn ? 'default picture' : 'card',
    ms: outcome.ms,
  };
}

describe(`L7 a burst of first share card requests (real server process, ${testDbKind()})`, () => {
  it('L7 twenty requests for one new card and one each for twelve more: all answered in time, health checks quick, no card drawn twice', async () => {
    const [shared, ...others] = await publicIds(1 + OTHER_CARDS);
    // A link previewer reads the page before its picture; the page readies the drawing thread.
    expect((await fetch(`${server.baseUrl}/c/${shared}`)).status).toBe(200);
    await until(
      () => server.logs.some((line) => line.msg === 'share card drawing thread ready'),
      'the drawing thread',
    );
    const card = (publicId: string) =>
      send(server.baseUrl, { method: 'GET', path: `/c/${publicId}/card.png` }, { agent: false });

    let bursting = true;
    const health: number[] = [];
    const probing = (async () => {
      while (bursting) {
        const probe = await send(server.baseUrl, { method: 'GET', path: '/healthz' });
        expect(probe.kind === 'answer' && probe.status).toBe(200);
        health.push(probe.ms);
      }
    })();
    const same = Array.from({ length: SAME_CARD_REQUESTS }, () => card(shared!));
    const rest = others.map((publicId) => card(publicId));
    const answers = await Promise.all([...same, ...rest]);
    bursting = false;
    await probing;

    const outcomes = answers.map(cardOutcome);
    for (const outcome of outcomes) {
      expect(outcome).toMatchObject({ status: 200, type: 'image/png' });
      expect(outcome.ms, JSON.stringify(outcomes)).toBeLessThan(EVERY_ANSWER_MS);
    }
    for (const outcome of outcomes.slice(0, SAME_CARD_REQUESTS)) {
      expect(outcome.ms, JSON.stringify(outcomes)).toBeLessThan(SAME_CARD_MS);
    }
    expect(health.length).toBeGreaterThan(0);
    expect(median(health), JSON.stringify(health)).toBeLessThanOrEqual(HEALTH_P50_MS);

    // The drawings under way finish after the burst has been answered; none was made twice.
    const drawn = () =>
      server.logs
        .filter((line) => line.msg === 'share card drawn')
        .map((line) => line.complimentId as number);
    await until(() => drawn().length > 0, 'a card to be drawn');
    expect(new Set(drawn()).size).toBe(drawn().length);
    expect(drawn().length).toBeLessThanOrEqual(1 + OTHER_CARDS);
    // Every request that got the default picture is counted in a warning with the queue's length.
    const standIns = outcomes.filter((outcome) => outcome.kind === 'default picture').length;
    const reported = () =>
      server.logs
        .filter((line) => line.msg === 'share cards answered with the default picture')
        .reduce((sum, line) => sum + (line.shed as number), 0);
    await until(() => reported() >= standIns, 'the warnings to count every default picture');
    expect(reported()).toBe(standIns);
  });
});
