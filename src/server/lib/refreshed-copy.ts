// A copy of something read from the database, kept in memory for at most `maxAgeMs`: the hot reads
// (the active images, each ad category's ads, the promotions, DECISIONS 46) ask for it on every
// call, and one read serves all the calls of that time. Callers arriving while it is read share
// that one read; a failed read is not kept, so the next caller reads again. A change made
// through this instance drops the copy at once, and a read that began before the drop is not
// kept, so nothing older than the change is served afterwards.
export class RefreshedCopy<T> {
  private value: T | undefined;
  /** The clock's time when the kept value's read began: what it saw is at least that old. */
  private readAt = 0;
  private reading: Promise<T> | undefined;
  /** Bumped by every drop, so a read that started before it is not kept. */
  private generation = 0;

  /** @param clock milliseconds, from whichever clock the copy's age is judged by */
  constructor(
    private readonly read: () => Promise<T>,
    private readonly maxAgeMs: number,
    private readonly clock: () => number,
  ) {}

  /** The copy while it is fresh, or undefined when a caller would have to wait for a read. */
  fresh(): T | undefined {
    const now = this.clock();
    return now >= this.readAt && now - this.readAt < this.maxAgeMs ? this.value : undefined;
  }

  /** The copy, read first when it is missing or stale. */
  async get(): Promise<T> {
    const fresh = this.fresh();
    if (fresh !== undefined) return fresh;
    if (this.reading) return this.reading;
    const generation = this.generation;
    const readAt = this.clock();
    const reading = this.read().finally(() => {
      if (this.reading === reading) this.reading = undefined;
    });
    this.reading = reading;
    const value = await reading;
    if (this.generation === generation) {
      this.value = value;
      this.readAt = readAt;
    }
    return value;
  }

  /** The last copy read and kept, fresh or not: where a change is applied in place. */
  last(): T | undefined {
    return this.value;
  }

  /** Forgets the copy, and any read still running. */
  drop(): void {
    this.generation += 1;
    this.value = undefined;
    this.reading = undefined;
  }
}
