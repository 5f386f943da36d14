// Tabs on Radix: arrow-key navigation and the tab/tabpanel roles come with it.
import type { ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn('flex flex-col gap-4', className)} {...props} />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'inline-flex w-full max-w-full items-center gap-1 overflow-x-auto rounded-full bg-muted p-1 text-muted-foreground sm:w-fit',
        className,
      )}
      {...props}
    />
  );
}

// In the dark scheme a card is darker than the tab rail, so the active tab takes the lighter
// border tone there to still stand out.
// A row wider than the screen scrolls sideways: the tab the arrow keys reach is brought into view.
export function TabsTrigger({
  className,
  onFocus,
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      onFocus={(event) => {
        event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        onFocus?.(event);
      }}
      className={cn(
        'inline-flex h-9 flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors hover:text-foreground disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:text-foreground dark:data-[state=active]:bg-border data-[state=active]:shadow-soft sm:flex-none',
        className,
      )}
      {...props}
    />
  );
}

/** The panel takes focus on Tab from its tab (Radix sets tabindex 0), so it shows the focus ring. */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn(
        'rounded-card focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}
