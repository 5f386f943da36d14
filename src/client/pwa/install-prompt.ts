// The browser's offer to install the app (PRODUCT 30, DECISIONS 75), kept for a kind moment: never
// on a first visit, only after the member thanks someone or celebrates a badge, and not again for
// a while once declined. Settings offers it too, whenever the browser does.
import { useSyncExternalStore } from 'react';

/** Chromium's event; not in TypeScript's DOM types. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const VISITS_KEY = 'kindly-visits';
const COUNTED_KEY = 'kindly-visit-counted';
const DECLINED_KEY = 'kindly-install-declined';
/** After "Not now", the invitation waits this long before it comes back. */
const QUIET_AFTER_DECLINE_MS = 30 * 24 * 60 * 60 * 1000;

let offer: BeforeInstallPromptEvent | null = null;
let offeredThisVisit = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function readNumber(storage: Storage, key: string): number {
  try {
    return Number(storage.getItem(key)) || 0;
  } catch {
    return 0;
  }
}

/** Counts this visit once (a visit is a browsing session), so the first one can be told apart. */
export function countVisit(): void {
  try {
    if (sessionStorage.getItem(COUNTED_KEY)) return;
    sessionStorage.setItem(COUNTED_KEY, '1');
    localStorage.setItem(VISITS_KEY, String(readNumber(localStorage, VISITS_KEY) + 1));
  } catch {
    // Storage refused: every visit looks like the first, and the invitation never comes.
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own banner would come at a moment of its choosing, the first visit included.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    notify();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const available = () => offer !== null;

/** Whether the browser can install the app now (settings shows its line then). */
export function useInstallAvailable(): boolean {
  return useSyncExternalStore(subscribe, available, available);
}

/** Whether a kind moment may bring the invitation: not the first visit, not after a recent no. */
export function mayInvite(): boolean {
  if (!offer || offeredThisVisit || readNumber(localStorage, VISITS_KEY) < 2) return false;
  return Date.now() - readNumber(localStorage, DECLINED_KEY) > QUIET_AFTER_DECLINE_MS;
}

export function markInvited(): void {
  offeredThisVisit = true;
}

export function declineInvitation(): void {
  try {
    localStorage.setItem(DECLINED_KEY, String(Date.now()));
  } catch {
    // Not kept: the invitation may come back at the next visit.
  }
}

/** Shows the browser's install dialog; the offer is spent either way. */
export async function install(): Promise<boolean> {
  const current = offer;
  if (!current) return false;
  offer = null;
  notify();
  await current.prompt();
  const { outcome } = await current.userChoice;
  return outcome === 'accepted';
}
