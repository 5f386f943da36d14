// The nearest next badge as a progress bar (PRODUCT 15.1), on the profile header and the member's
// home; nothing once every badge is earned.
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { t, useMessages } from '../../../lib/i18n';
import { useBadgeProgress } from '../api/get-badge-progress';
import { BadgeArt } from './badge-art';
import { badgesCatalog } from '../badges-messages';
import { useBadgeNames } from '../use-badge-names';
import { BadgeProgressBar } from './badge-progress-bar';

export function NextBadgeProgress({ className }: { className?: string }) {
  const m = useMessages(badgesCatalog);
  const names = useBadgeNames();
  const progress = useBadgeProgress();
  // As tall as the card below usually is (its two lines of text wrap to three on a phone), so
  // nothing under it moves when the answer comes (layout shift).
  if (progress.isPending)
    return <Skeleton className={cn('h-24 w-full max-w-sm rounded-2xl sm:h-19', className)} />;
  // The bar is a bonus on screens that stand without it: a failed read leaves it out.
  const next = progress.data?.next;
  if (!next) return null;
  return (
    <div
      className={cn(
        'flex w-full max-w-sm items-center gap-3 rounded-2xl bg-card/80 px-3 py-2.5 shadow-xs',
        className,
      )}
    >
      <BadgeArt type={next.type} level={next.level} locked className="size-10" />
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="text-sm font-semibold">
          {t(m.nextBadge, { name: names.text(next.type, next.threshold).name })}{' '}
          <span className="text-muted-foreground">
            {t(m.nextTier, { tier: names.tier(next.tier) })}
          </span>
        </p>
        <BadgeProgressBar next={next} />
      </div>
    </div>
  );
}
