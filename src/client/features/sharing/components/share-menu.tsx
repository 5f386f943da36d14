// The Share button of a compliment (PRODUCT 5): the device's share sheet or the clipboard, then every
// network. It never covers the quote it shares (PRODUCT 5.1): below the button on wider screens, and
// a bottom sheet under 640 px (styles.css, .share-sheet), with the page scrolled so the quote stays
// above it.
import { ChevronDown, Copy, Share2 } from 'lucide-react';
import { useRef, type RefObject } from 'react';
import { DropdownMenu } from 'radix-ui';
import { buttonVariants, type ButtonProps } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useMessages } from '../../../lib/i18n';
import { SHARE_TARGETS } from '../share-links';
import {
  hasDeviceShare,
  shareFromDevice,
  shareToTarget,
  type ShareFlowOptions,
} from '../share-flow';
import { sharingCatalog } from '../sharing-messages';
import { ShareTargetIcon } from './share-target-icon';

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-xl px-2.5 py-2 text-sm font-medium outline-none select-none data-[highlighted]:bg-secondary data-[highlighted]:text-secondary-foreground';

export function ShareMenu({
  label,
  variant = 'outline',
  className,
  ...options
}: ShareFlowOptions & {
  label?: string;
  variant?: ButtonProps['variant'];
  className?: string;
}) {
  const text = useMessages(sharingCatalog);
  const device = hasDeviceShare();
  const trigger = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLDivElement>(null);
  // The bottom sheet opens under the finger that pressed Share: the release of that same press
  // must not choose the item that appeared beneath it, only a press on the sheet may (DECISIONS 39).
  const openedByPress = useRef(false);
  const select = (action: () => Promise<void>) => (event: Event) => {
    if (openedByPress.current) {
      event.preventDefault();
      return;
    }
    void action();
  };
  const pressedWithin = () => {
    openedByPress.current = false;
  };
  return (
    <DropdownMenu.Root
      modal={false}
      onOpenChange={(open) => {
        if (open) keepQuoteAboveSheet(trigger, content);
      }}
    >
      <DropdownMenu.Trigger
        ref={trigger}
        onPointerDown={() => {
          openedByPress.current = window.matchMedia(SHEET_QUERY).matches;
        }}
        className={cn(buttonVariants({ variant }), className)}
      >
        <Share2 aria-hidden="true" />
        {label ?? text.share}
        <ChevronDown className="-me-1 opacity-70" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          ref={content}
          onPointerDown={pressedWithin}
          onKeyDown={pressedWithin}
          side="bottom"
          align="center"
          sideOffset={8}
          collisionPadding={12}
          // Flipping above the button would cover the quote: the menu stays below it.
          avoidCollisions={false}
          className="share-sheet z-50 grid w-72 gap-0.5 rounded-2xl border border-border bg-popover p-1.5 text-popover-foreground shadow-lifted data-[state=open]:animate-pop-in max-sm:max-h-[70dvh] max-sm:w-full max-sm:overflow-y-auto max-sm:rounded-b-none max-sm:px-3 max-sm:pt-3 max-sm:pb-[max(0.75rem,env(safe-area-inset-bottom))]"
        >
          <DropdownMenu.Item
            className={itemClass}
            onSelect={select(() => shareFromDevice(options))}
          >
            <span
              aria-hidden="true"
              className="inline-flex size-6 items-center justify-center rounded-md bg-muted text-foreground"
            >
              {device ? <Share2 className="size-3.5" /> : <Copy className="size-3.5" />}
            </span>
            {device ? text.shareViaDevice : text.copyQuote}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="mx-2 my-1 h-px bg-border" />
          <DropdownMenu.Label className="px-3 pt-1 pb-0.5 text-xs font-semibold text-muted-foreground">
            {text.shareOn}
          </DropdownMenu.Label>
          <DropdownMenu.Group className="grid grid-cols-2 gap-0.5">
            {SHARE_TARGETS.map((target) => (
              <DropdownMenu.Item
                key={target.id}
                className={itemClass}
                onSelect={select(() => shareToTarget(target.id, options))}
              >
                <ShareTargetIcon target={target.id} />
                {target.name}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Group>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** Below this width the menu is a bottom sheet (the `sm` breakpoint). */
const SHEET_QUERY = '(max-width: 639.98px)';

/**
 * Once the bottom sheet is laid out, scrolls the page just enough that the quote of the card the
 * button belongs to ends above the sheet's top edge; where the page cannot scroll that far, the
 * sheet gets shorter instead and scrolls within itself.
 */
function keepQuoteAboveSheet(
  trigger: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
) {
  if (!window.matchMedia(SHEET_QUERY).matches) return;
  const quote = () => trigger.current?.closest('article')?.querySelector('blockquote');
  const overlap = (sheet: HTMLElement, shown: Element) =>
    shown.getBoundingClientRect().bottom - sheet.getBoundingClientRect().top + 12;
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const sheet = content.current;
      const shown = quote();
      if (!sheet || !shown || overlap(sheet, shown) <= 0) return;
      window.scrollBy({ top: overlap(sheet, shown), behavior: 'instant' });
      requestAnimationFrame(() => {
        if (overlap(sheet, shown) <= 0) return;
        const room = window.innerHeight - shown.getBoundingClientRect().bottom - 12;
        sheet.style.maxHeight = `${Math.max(160, room)}px`;
      });
    }),
  );
}
