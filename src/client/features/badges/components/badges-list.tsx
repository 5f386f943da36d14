// The profile's Badges tab (PRODUCT 6): every level earned, when, how often shared, and a Share button.
import { Award, CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { BADGE_MESSAGES } from '../../../../contract/badge-messages';
import type { Badge } from '../../../../contract/badges';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format-date';
import { useBadges } from '../api/get-badges';
import { BadgeLevelPill } from './badge-level-pill';
import { BadgeMedal } from './badge-medal';
import { BadgeShareDialog, type BadgeShareTargetsProps } from './badge-share-dialog';
import { SharedCount } from './shared-count';

type RenderShareTargets = (props: BadgeShareTargetsProps) => ReactNode;

function BadgeItem({
  badge,
  renderShareTargets,
}: {
  badge: Badge;
  renderShareTargets: RenderShareTargets;
}) {
  return (
    // Medal, text and Share in a grid: on phones the button sits under the text, beside it from sm up.
    <li className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-4 gap-y-3 rounded-2xl border border-border bg-card p-4 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-center sm:p-5">
      <BadgeMedal level={badge.level} className="row-span-2 sm:row-span-1" />
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-display text-base font-bold">{badge.info.name}</h3>
          <BadgeLevelPill level={badge.level} tier={badge.info.tier} />
        </div>
        <p className="text-sm text-foreground">{badge.info.description}</p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <p className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
            <CalendarDays className="size-3.5" aria-hidden="true" />
            <span>
              Earned <time dateTime={badge.earnedAt}>{formatDate(badge.earnedAt)}</time>
            </span>
          </p>
          {badge.sharedCount > 0 ? <SharedCount count={badge.sharedCount} /> : null}
        </div>
      </div>
      <div className="col-start-2 sm:col-start-3">
        <BadgeShareDialog badge={badge} renderShareTargets={renderShareTargets} />
      </div>
    </li>
  );
}

export function BadgesList({ renderShareTargets }: { renderShareTargets: RenderShareTargets }) {
  const badges = useBadges();

  if (badges.isPending) {
    return (
      <div className="grid gap-3" role="status">
        <span className="sr-only">Loading badges…</span>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-24 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  if (badges.isError) {
    return (
      <ErrorPanel
        title="Error loading badges"
        text={badges.error.message}
        onRetry={() => void badges.refetch()}
        retrying={badges.isFetching}
      />
    );
  }
  if (badges.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border px-6 py-10 text-center text-muted-foreground">
        <Award className="size-8" aria-hidden="true" />
        <p>{BADGE_MESSAGES.emptyList}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-3" aria-label="Badges">
      {badges.data.map((badge) => (
        <BadgeItem key={badge.id} badge={badge} renderShareTargets={renderShareTargets} />
      ))}
    </ul>
  );
}
