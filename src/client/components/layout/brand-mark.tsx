// Kindly's logo: a heart in a rose circle beside the site name, the same in the nav and on auth pages.
import { Heart } from 'lucide-react';
import { site } from '../../config/site';
import { cn } from '../../lib/cn';

export function BrandMark({
  className,
  compact = false,
  collapseText = false,
}: {
  className?: string;
  compact?: boolean;
  /** Below 400px keep only the heart visible, for a crowded nav bar on small phones. */
  collapseText?: boolean;
}) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <span
        className="inline-flex size-8 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-soft"
        aria-hidden="true"
      >
        <Heart className="size-4 fill-current" />
      </span>
      <span
        className={cn(
          'font-display font-extrabold tracking-tight text-foreground',
          compact ? 'text-lg' : 'text-xl',
          collapseText && 'max-[399px]:sr-only',
        )}
      >
        {site.name}
      </span>
    </span>
  );
}
