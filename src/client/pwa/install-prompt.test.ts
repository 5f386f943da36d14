// When the invitation to install may come (DECISIONS 75): never on a first visit, at most once a
// visit, not for a while after "Not now", and only while the browser offers installing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as InstallPromptModule from './install-prompt';

type InstallPrompt = typeof InstallPromptModule;

const storage = () => {
  const store = new Map<string, string>();
  return {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  };
};

let listeners: Map<string, (event: Event) => void>;
let local: ReturnType<typeof storage>;

/** A fresh page of the same browser: a new tab is a new visit, its storage the same. */
async function openPage(): Promise<InstallPrompt> {
  listeners = new Map();
  vi.stubGlobal('window', {
    addEventListener: (type: string, listener: (event: Event) => void) =>
      listeners.set(type, listener),
  });
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', storage());
  vi.resetModules();
  const page = await import('./install-prompt');
  page.countVisit();
  return page;
}

/** The browser offers installing, as Chromium's beforeinstallprompt does. */
function offer() {
  const event = {
    preventDefault: vi.fn(),
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  };
  listeners.get('beforeinstallprompt')?.(event as unknown as Event);
  return event;
}

beforeEach(() => {
  local = storage();
});
afterEach(() => vi.unstubAllGlobals());

describe('the invitation to install', () => {
  it('never comes on the first visit, nor before the browser offers installing', async () => {
    const first = await openPage();
    const event = offer();
    expect(event.preventDefault).toHaveBeenCalled();
    expect(first.mayInvite()).toBe(false);

    const second = await openPage();
    expect(second.mayInvite()).toBe(false);
    offer();
    expect(second.mayInvite()).toBe(true);
  });

  it('comes at most once a visit, and not for a month after Not now', async () => {
    await openPage();
    const page = await openPage();
    offer();
    page.markInvited();
    expect(page.mayInvite()).toBe(false);

    const next = await openPage();
    offer();
    expect(next.mayInvite()).toBe(true);
    next.declineInvitation();
    const after = await openPage();
    offer();
    expect(after.mayInvite()).toBe(false);
  });

  it("asks for the browser's dialog once, and the offer is then spent", async () => {
    await openPage();
    const page = await openPage();
    const event = offer();
    expect(await page.install()).toBe(true);
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(page.mayInvite()).toBe(false);
    expect(await page.install()).toBe(false);
  });
});
