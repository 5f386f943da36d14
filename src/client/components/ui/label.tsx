// Form labels through Radix, so clicking a label focuses its control.
import type { ComponentProps } from 'react';
import { Label as LabelPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        'text-sm leading-none font-semibold text-foreground select-none peer-disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
