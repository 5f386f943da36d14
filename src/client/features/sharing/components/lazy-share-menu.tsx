// The Share menu as its own chunk: a compliment's page loads it while the compliment is fetched, so
// it is ready before the first click, and the first screen never waits for the dropdown code.
import { ChevronDown, Share2 } from 'lucide-react';
import { useEffect, useSyncExternalStore, type ComponentProps } from 'react';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { ShareMenu } from './share-menu';

type ShareMenuProps = ComponentProps<typeof ShareMenu>;

let pending: Promise<unknown> | undefined;
/** The menu once its code has arrived; rendered directly, so nothing suspends or flashes. */
let LoadedShareMenu: typeof ShareMenu | undefined;
/** Whether the download has finished, well or not (a failure leaves the inert button). */
let settled = false;
const listeners = new Set<() => void>();

/** Starts loading the menu's code; later calls reuse the same download. */
export function preloadShareMenu(): Promise<unknown> {
  pending ??= import('./share-menu')
    .then((module) => {
      LoadedShareMenu = module.ShareMenu;
    })
    .catch((error: unknown) => console.debug('[share] menu code did not load', error))
    .finally(() => {
      settled = true;
      for (const listener of listeners) listener();
    });
  return pending;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * True once the menu's code has arrived. A page holds its compliment back until then, so the
 * Share button it shows always works.
 */
export function useShareMenuReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => settled,
    () => settled,
  );
}

export function LazyShareMenu(props: ShareMenuProps) {
  const ready = useShareMenuReady();
  useEffect(() => {
    if (!ready) void preloadShareMenu();
  }, [ready]);
  if (LoadedShareMenu) return <LoadedShareMenu {...props} />;
  const { label = 'Share', variant = 'outline', className } = props;
  // The same button, inert while the code is still on its way (or could not be loaded).
  return (
    <button
      type="button"
      aria-disabled="true"
      className={cn(buttonVariants({ variant }), className)}
    >
      <Share2 aria-hidden="true" />
      {label}
      <ChevronDown className="-mr-1 opacity-70" aria-hidden="true" />
    </button>
  );
}
