import { describe, expect, it } from 'vitest';
import { RefreshedCopy } from './refreshed-copy';

/** A copy over a read the test ends by hand, on a clock the test moves. */
function copyOf(maxAgeMs = 1000) {
  let now = 0;
  let reads = 0;
  const pending: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  const copy = new RefreshedCopy<number>(
    () => {
      reads += 1;
      return new Promise((resolve, reject) => pending.push({ resolve, reject }));
    },
    maxAgeMs,
    () => now,
  );
  return {
    copy,
    reads: () => reads,
    advance: (ms: number) => {
      now += ms;
    },
    end: (value: number) => pending.shift()!.resolve(value),
    fail: () => pending.shift()!.reject(new Error('database away')),
  };
}

describe('RefreshedCopy', () => {
  it('serves one read to every caller until it is maxAgeMs old', async () => {
    const t = copyOf();
    expect(t.copy.fresh()).toBeUndefined();
    const first = t.copy.get();
    const second = t.copy.get();
    t.end(1);
    expect([await first, await second]).toEqual([1, 1]);
    t.advance(999);
    expect(t.copy.fresh()).toBe(1);
    expect(await t.copy.get()).toBe(1);
    expect(t.reads()).toBe(1);

    t.advance(1);
    expect(t.copy.fresh()).toBeUndefined();
    const again = t.copy.get();
    expect(t.reads()).toBe(2);
    t.end(2);
    expect(await again).toBe(2);
  });

  it('judges the age from when the read began, and not at all on a clock gone back', async () => {
    const t = copyOf();
    const read = t.copy.get();
    t.advance(600);
    t.end(1);
    await read;
    t.advance(399);
    expect(t.copy.fresh()).toBe(1);
    t.advance(1);
    expect(t.copy.fresh()).toBeUndefined();
    t.advance(-2000);
    expect(t.copy.fresh()).toBeUndefined();
  });

  it('keeps no failed read: the next caller reads again, and the stale copy is not served', async () => {
    const t = copyOf();
    const first = t.copy.get();
    t.end(1);
    await first;
    t.advance(1000);
    const failing = t.copy.get();
    t.fail();
    await expect(failing).rejects.toThrow('database away');
    expect(t.copy.fresh()).toBeUndefined();
    expect(t.copy.last()).toBe(1);
    const retry = t.copy.get();
    expect(t.reads()).toBe(3);
    t.end(3);
    expect(await retry).toBe(3);
  });

  it('drops the copy at once, and keeps nothing of a read that began before the drop', async () => {
    const t = copyOf();
    const first = t.copy.get();
    t.end(1);
    await first;
    t.advance(1000);
    const older = t.copy.get();
    t.copy.drop();
    expect(t.copy.last()).toBeUndefined();
    const newer = t.copy.get();
    expect(t.reads()).toBe(3);
    t.end(2);
    expect(await older).toBe(2);
    expect(t.copy.fresh()).toBeUndefined();
    t.end(3);
    expect(await newer).toBe(3);
    expect(t.copy.fresh()).toBe(3);
    expect(t.copy.last()).toBe(3);
  });
});
