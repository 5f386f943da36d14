// The language button of the page's chrome (PRODUCT 29): a globe that opens the language menu. The
// menu's code (Radix's dropdown, language-menu-dropdown.tsx) is fetched when a pointer comes near
// or the button is pressed, so it weighs nothing on the first screen; a press before it arrives
// opens the menu once it is in.
import { Globe } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { useMessages } from '../../lib/i18n';
import { onDemand } from '../../lib/on-demand';
import { buttonVariants } from '../ui/button';
import { layoutCatalog } from './layout-messages';

const dropdown = onDemand(() => import('./language-menu-dropdown'), 'language menu');

export function LanguageMenu({ className }: { className?: string }) {
  const text = useMessages(layoutCatalog);
  // Re-renders once the code has arrived (or could not be loaded).
  dropdown.useSettled();
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const triggerClassName = cn(
    buttonVariants({ variant: 'ghost', size: 'icon' }),
    'size-9 shrink-0',
    className,
  );
  const openWhenLoaded = () => {
    setOpenOnArrival(true);
    void dropdown.preload();
  };
  const Loaded = dropdown.loaded()?.LanguageMenuDropdown;
  if (Loaded) {
    return (
      <Loaded
        label={text.language}
        triggerClassName={triggerClassName}
        defaultOpen={openOnArrival}
      />
    );
  }
  return (
    <button
      type="button"
      aria-label={text.language}
      title={text.language}
      aria-haspopup="menu"
      aria-expanded={false}
      className={triggerClassName}
      onPointerEnter={() => void dropdown.preload()}
      onPointerDown={openWhenLoaded}
      onClick={openWhenLoaded}
    >
      <Globe aria-hidden="true" />
    </button>
  );
}
