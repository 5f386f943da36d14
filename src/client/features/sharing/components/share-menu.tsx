// The Share button of a compliment (PRODUCT 5): the device's share sheet or the clipboard, then every network.
import { ChevronDown, Copy, Share2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { buttonVariants, type ButtonProps } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { SHARE_TARGETS } from '../share-links';
import {
  hasDeviceShare,
  shareFromDevice,
  shareToTarget,
  type ShareFlowOptions,
} from '../share-flow';
import { ShareTargetIcon } from './share-target-icon';

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-xl px-2.5 py-2 text-sm font-medium outline-none select-none data-[highlighted]:bg-secondary data-[highlighted]:text-secondary-foreground';

export function ShareMenu({
  label = 'Share',
  variant = 'outline',
  className,
  ...options
}: ShareFlowOptions & {
  label?: string;
  variant?: ButtonProps['variant'];
  className?: string;
}) {
  const device = hasDeviceShare();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={cn(buttonVariants({ variant }), className)}>
        <Share2 aria-hidden="true" />
        {label}
        <ChevronDown className="-mr-1 opacity-70" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="center"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 grid max-h-[var(--radix-dropdown-menu-content-available-height)] w-72 gap-0.5 overflow-y-auto rounded-2xl border border-border bg-popover p-1.5 text-popover-foreground shadow-lifted data-[state=open]:animate-pop-in"
        >
          <DropdownMenu.Item className={itemClass} onSelect={() => void shareFromDevice(options)}>
            <span
              aria-hidden="true"
              className="inline-flex size-6 items-center justify-center rounded-md bg-muted text-foreground"
            >
              {device ? <Share2 className="size-3.5" /> : <Copy className="size-3.5" />}
            </span>
            {device ? 'Share via device…' : 'Copy quote'}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="mx-2 my-1 h-px bg-border" />
          <DropdownMenu.Label className="px-3 pt-1 pb-0.5 text-xs font-semibold text-muted-foreground">
            Share on
          </DropdownMenu.Label>
          <DropdownMenu.Group className="grid grid-cols-2 gap-0.5">
            {SHARE_TARGETS.map((target) => (
              <DropdownMenu.Item
                key={target.id}
                className={itemClass}
                onSelect={() => void shareToTarget(target.id, options)}
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
