// Code a page fetches at a visitor's first sign of needing it (a click on Get a Compliment), then
// draws directly. A component from lazy() suspends on its first render even when its code is in,
// and the frame that flashes meanwhile would take the focus a keyboard user's click moved on.
import { useSyncExternalStore } from 'react';

export interface OnDemand<T> {
  /** Starts the download; later calls share it, and a call after a failed one tries again. */
  preload(): Promise<void>;
  /** The module once it is in. */
  loaded(): T | undefined;
  /** True once a download has ended, well or not; the component re-renders then. */
  useSettled(): boolean;
}

export function onDemand<T>(load: () => Promise<T>, what: string): OnDemand<T> {
  let pending: Promise<void> | undefined;
  let module: T | undefined;
  let settled = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const isSettled = () => settled;
  return {
    preload() {
      pending ??= load()
        .then(
          (loaded) => {
            module = loaded;
          },
          (error: unknown) => {
            pending = undefined;
            console.debug(`[${what}] code did not load`, error);
          },
        )
        .finally(() => {
          settled = true;
          for (const listener of listeners) listener();
        });
      return pending;
    },
    loaded: () => module,
    useSettled: () => useSyncExternalStore(subscribe, isSettled, isSettled),
  };
}
