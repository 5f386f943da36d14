// A progress bar towards a badge level, with the line that says it ("7 of 10 thanks given to
// Silver"); assistive technology reads the same line as the bar's value.
import type { NextBadge } from '../../../../contract/badge-progress';
import { cn } from '../../../lib/cn';
import { t, useMessages } from '../../../lib/i18n';
import { badgesCatalog } from '../badges-messages';
import { useBadgeNames } from '../use-badge-names';

export function BadgeProgressBar({
  next,
  label,
  className,
}: {
  next: NextBadge;
  /** The bar's accessible name, e.g. "Progress to Grateful Heart Silver". */
  label?: string;
  className?: string;
}) {
  const m = useMessages(badgesCatalog);
  const names = useBadgeNames();
  const percent = Math.round((Math.min(next.count, next.threshold) / next.threshold) * 100);
  const text = names.progress(next);
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div
        role="progressbar"
        aria-label={
          label ??
          t(m.progressTo, {
            name: names.text(next.type, next.threshold).name,
            tier: names.tier(next.tier),
          })
        }
        aria-valuemin={0}
        aria-valuemax={next.threshold}
        aria-valuenow={next.count}
        aria-valuetext={text}
        className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs font-medium text-muted-foreground tabular-nums">{text}</p>
    </div>
  );
}
