// The offline answers (DECISIONS 75): the kept compliments, and the message a write gets.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RandomCompliment } from '../../contract/compliments';
import { ApiError } from '../lib/api-client';
import { forgetMemberCaches, isShownOffline, offlineResponse, rememberCompliment } from './offline';

const compliment = (id: number): RandomCompliment => ({
  id,
  publicId: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  text: `Kind words number ${id}.`,
  language: 'en',
  thankedAt: '2026-11-28T10:00:00.000Z',
  image: { id: 1, imageUrl: '/images/demo/calm-sea.svg', title: 'Calm sea' },
});

const offline = () => new TypeError('Failed to fetch');

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
  vi.stubGlobal('navigator', { onLine: false });
  vi.stubGlobal('window', {});
});
afterEach(() => vi.unstubAllGlobals());

describe('the compliments kept for offline', () => {
  it('keeps the ten last shown, newest first, without the viewer’s own thank', async () => {
    for (let id = 1; id <= 12; id++) rememberCompliment(compliment(id));
    rememberCompliment(compliment(5));
    const kept = JSON.parse(
      localStorage.getItem('kindly-remembered-compliments') ?? '[]',
    ) as RandomCompliment[];
    expect(kept.map((item) => item.id)).toEqual([5, 12, 11, 10, 9, 8, 7, 6, 4, 3]);
    expect(kept.every((item) => item.thankedAt === null)).toBe(true);

    const answer = await offlineResponse('/api/compliments/random', 'GET', offline());
    expect(answer.status).toBe(200);
    const given = (await answer.json()) as RandomCompliment;
    expect(kept.map((item) => item.id)).toContain(given.id);
    expect(isShownOffline(given)).toBe(true);
    // The next one offline is another of them.
    const next = (await (
      await offlineResponse('/api/compliments/random', 'GET', offline())
    ).json()) as RandomCompliment;
    expect(next.id).not.toBe(given.id);
  });

  it('has none to give after a sign-out', async () => {
    rememberCompliment(compliment(1));
    await forgetMemberCaches();
    const failure = offline();
    await expect(offlineResponse('/api/compliments/random', 'GET', failure)).rejects.toMatchObject({
      status: 0,
    });
  });
});

describe('a request that could not be sent', () => {
  it('says plainly that nothing was sent, as an answer that is not tried again', async () => {
    const error = await offlineResponse('/api/compliments/7/thank', 'POST', offline()).catch(
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      serverMessage: "You're offline. Nothing was sent; try again when you're back online.",
      message: "You're offline. Nothing was sent; try again when you're back online.",
    });
  });

  it('leaves any other failure as it was, and any failure while the browser is online', async () => {
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    await expect(offlineResponse('/api/auth/me', 'GET', aborted)).rejects.toBe(aborted);
    vi.stubGlobal('navigator', { onLine: true });
    const unreachable = offline();
    await expect(offlineResponse('/api/compliments/7/thank', 'POST', unreachable)).rejects.toBe(
      unreachable,
    );
  });
});
