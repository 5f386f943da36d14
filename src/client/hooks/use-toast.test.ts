import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The store is module state: each test imports a fresh copy.
async function freshStore() {
  vi.resetModules();
  return import('./use-toast');
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toast store (PRODUCT 10)', () => {
  it('shows one toast at a time: the newest replaces the last', async () => {
    const { toast, getToasts } = await freshStore();
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive', description: 'Details' });
    expect(getToasts()).toMatchObject([
      { title: 'Second', variant: 'destructive', description: 'Details', open: true },
    ]);
  });

  it('closes a dismissed toast at once and forgets it 1,000,000 ms later', async () => {
    const { toast, getToasts } = await freshStore();
    const handle = toast({ title: 'Check your email.' });
    handle.dismiss();
    expect(getToasts()).toMatchObject([{ id: handle.id, open: false }]);
    vi.advanceTimersByTime(999_999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('dismissing without an id closes every toast', async () => {
    const { toast, dismissToast, getToasts } = await freshStore();
    toast({ title: 'One' });
    dismissToast();
    expect(getToasts().every((entry) => !entry.open)).toBe(true);
  });

  it('updates a shown toast in place', async () => {
    const { toast, getToasts } = await freshStore();
    const handle = toast({ title: 'Saving' });
    handle.update({ title: 'Saved' });
    expect(getToasts()).toMatchObject([{ id: handle.id, title: 'Saved', open: true }]);
  });

  it('a page change closes toasts older than the grace period and keeps the one announcing it', async () => {
    const { toast, getToasts, dismissToastsOnNavigation, TOAST_NAVIGATION_GRACE_MS } =
      await freshStore();
    const old = toast({ title: 'Image deleted successfully' });
    vi.advanceTimersByTime(TOAST_NAVIGATION_GRACE_MS + 1);
    dismissToastsOnNavigation();
    expect(getToasts()).toMatchObject([{ id: old.id, open: false }]);

    const fresh = toast({ title: 'Welcome back!' });
    vi.advanceTimersByTime(TOAST_NAVIGATION_GRACE_MS - 1);
    dismissToastsOnNavigation();
    expect(getToasts()).toMatchObject([{ id: fresh.id, open: true }]);
  });
});
