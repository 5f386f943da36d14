// The Share menu as its own chunk: a compliment's page loads it while the compliment is fetched, so
// it is ready before the first click, and the first screen never waits for the dropdown code.
import { ChevronDown, Share2 } from 'lucide-react';
import { useEffect, type ComponentProps } from 'react';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { preloadMessages, useMessages } from '../../../lib/i18n';
import { onDemand } from '../../../lib/on-demand';
import { sharingCatalog } from '../sharing-messages';
import type { ShareMenu } from './share-menu';

type ShareMenuProps = ComponentProps<typeof ShareMenu>;

// The menu's texts come with its code, so it draws at once when it is in.
const menu = onDemand(
  () =>
    Promise.all([import('./share-menu'), preloadMessages(sharingCatalog)]).then(
      ([module]) => module,
    ),
  'share',
);

/** Starts loading the menu's code; later calls reuse the same download. */
export const preloadShareMenu = menu.preload;

/**
 * True once the menu's code has arrived (or could not be loaded). A page holds its compliment back
 * until then, so the Share button it shows always works.
 */
export const useShareMenuReady = menu.useSettled;

export function LazyShareMenu(props: ShareMenuProps) {
  const text = useMessages(sharingCatalog);
  const ready = useShareMenuReady();
  useEffect(() => {
    if (!ready) void preloadShareMenu();
  }, [ready]);
  const LoadedShareMenu = menu.loaded()?.ShareMenu;
  if (LoadedShareMenu) return <LoadedShareMenu {...props} />;
  const { label = text.share, variant = 'outline', className } = props;
  // The same button, inert while the code is still on its way (or could not be loaded).
  return (
    <button
      type="button"
      aria-disabled="true"
      className={cn(buttonVariants({ variant }), className)}
    >
      <Share2 aria-hidden="true" />
      {label}
      <ChevronDown className="-me-1 opacity-70" aria-hidden="true" />
    </button>
  );
}
