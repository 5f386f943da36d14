// The "Sponsored" pill every placement shows beside its ad.
import { cn } from '../../../lib/cn';

export function SponsoredTag({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase',
        className,
      )}
    >
      Sponsored
    </span>
  );
}
