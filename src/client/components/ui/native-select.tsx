// A styled native <select>: phones show their own picker, and keyboards and screen readers just work.
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative min-w-0">
      <select
        data-slot="native-select"
        className={cn(
          'flex h-11 w-full min-w-0 cursor-pointer appearance-none rounded-xl border border-input bg-card py-2 ps-3.5 pe-10 text-base text-foreground shadow-xs transition-[border-color,box-shadow] outline-none sm:text-sm',
          'focus-visible:border-ring focus-visible:ring-4 focus-visible:ring-ring/20',
          'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20',
          'disabled:cursor-not-allowed disabled:opacity-60',
          className,
        )}
        {...props}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute end-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

/** One option for each value, shown by its label. */
export function LabelledOptions<Value extends string>({
  values,
  labels,
}: {
  values: readonly Value[];
  labels: Record<Value, string>;
}) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {labels[value]}
        </option>
      ))}
    </>
  );
}
