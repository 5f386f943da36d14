// A tiny toast store shared by the whole app, so any code (a mutation callback too) can show a message.
import { useSyncExternalStore, type ReactNode } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../../contract/constants';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; the Toaster's default applies when absent. */
  duration?: number;
}

export interface ToastEntry extends ToastOptions {
  id: string;
  open: boolean;
  /** When it was shown (Date.now()), so a page change can tell stale toasts from fresh ones. */
  shownAt: number;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
}

let toasts: ToastEntry[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: ToastEntry[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function clearRemoval(id: string) {
  const timer = removalTimers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  removalTimers.delete(id);
}

// A closed toast stays in the store for a while so its exit animation and focus return can finish.
function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((entry) => entry.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast, or all of them when no id is given. */
export function dismissToast(id?: string): void {
  for (const entry of toasts) {
    if (id === undefined || entry.id === id) scheduleRemoval(entry.id);
  }
  publish(
    toasts.map((entry) =>
      id === undefined || entry.id === id ? { ...entry, open: false } : entry,
    ),
  );
}

/**
 * How long a toast counts as announcing the page change that follows it ("Welcome back!" before
 * /profile, "Access Denied" before its redirect): those stay when the page changes, older ones go.
 */
export const TOAST_NAVIGATION_GRACE_MS = 2000;

/** Closes the open toasts shown more than TOAST_NAVIGATION_GRACE_MS ago (DECISIONS 37). */
export function dismissToastsOnNavigation(): void {
  const staleBefore = Date.now() - TOAST_NAVIGATION_GRACE_MS;
  for (const entry of toasts) {
    if (entry.open && entry.shownAt < staleBefore) dismissToast(entry.id);
  }
}

/** Shows a toast; the newest replaces older ones beyond TOAST_LIMIT. */
export function toast(options: ToastOptions): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const next = [{ ...options, id, open: true, shownAt: Date.now() }, ...toasts];
  for (const dropped of next.slice(TOAST_LIMIT)) clearRemoval(dropped.id);
  publish(next.slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (changes) =>
      publish(toasts.map((entry) => (entry.id === id ? { ...entry, ...changes } : entry))),
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The toasts in the store now, newest first. */
export const getToasts = (): readonly ToastEntry[] => toasts;

export function useToast() {
  const current = useSyncExternalStore(subscribe, getToasts, getToasts);
  return { toasts: current, toast, dismiss: dismissToast };
}
