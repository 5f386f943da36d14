// The profile's Badges tab (PRODUCT 6, 15.1): every family with its three levels. An earned level
// shows its artwork in its level colour, its description, when it was earned, how often shared and
// a Share button; a locked one is greyed, and the next one shows how far the member has come.
import { CalendarDays, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { badgeCatalog } from '../../../../contract/badge-messages';
import { badgeNamesCatalog } from '../../../../contract/badge-names-messages';
import type { BadgeFamilyProgress, BadgeLevelState } from '../../../../contract/badge-progress';
import type { Badge } from '../../../../contract/badges';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format-date';
import { localize, preloadMessages, t, useMessages } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';
import { useBadgeProgress } from '../api/get-badge-progress';
import { useBadges } from '../api/get-badges';
import { badgesCatalog } from '../badges-messages';
import { useBadgeNames } from '../use-badge-names';
import { BadgeArt } from './badge-art';
import { BadgeLevelPill } from './badge-level-pill';
import { BadgeProgressBar } from './badge-progress-bar';
import { BadgeShareDialog, type BadgeShareTargetsProps } from './badge-share-dialog';
import { SharedCount } from './shared-count';

type RenderShareTargets = (props: BadgeShareTargetsProps) => ReactNode;

// The tab's three catalogs at once, as its chunk arrives, rather than one after another.
void preloadMessages(badgesCatalog, badgeNamesCatalog, badgeCatalog);

function EarnedLevel({
  family,
  level,
  badge,
  renderShareTargets,
}: {
  family: BadgeFamilyProgress;
  level: BadgeLevelState;
  badge: Badge | undefined;
  renderShareTargets: RenderShareTargets;
}) {
  const m = useMessages(badgesCatalog);
  const names = useBadgeNames();
  return (
    // Art, text and Share in a grid: on phones the button sits under the text, beside it from sm up.
    <li
      data-earned=""
      className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-2 py-3 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-center"
    >
      <BadgeArt type={family.type} level={level.level} className="row-span-2 sm:row-span-1" />
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <BadgeLevelPill level={level.level} tier={names.tier(level.tier)} />
          <p className="text-sm text-foreground">
            {names.text(family.type, level.threshold).description}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          {level.earnedAt ? (
            <p className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
              <CalendarDays className="size-3.5" aria-hidden="true" />
              <span>
                {richText(m.earned, {
                  date: <time dateTime={level.earnedAt}>{formatDate(level.earnedAt)}</time>,
                })}
              </span>
            </p>
          ) : null}
          {badge && badge.sharedCount > 0 ? <SharedCount count={badge.sharedCount} /> : null}
        </div>
      </div>
      {badge ? (
        <div className="col-start-2 sm:col-start-3">
          <BadgeShareDialog badge={badge} renderShareTargets={renderShareTargets} />
        </div>
      ) : null}
    </li>
  );
}

function LockedLevel({ family, level }: { family: BadgeFamilyProgress; level: BadgeLevelState }) {
  const m = useMessages(badgesCatalog);
  const names = useBadgeNames();
  const next = family.next?.level === level.level ? family.next : null;
  const { name, description } = names.text(family.type, level.threshold);
  const tier = names.tier(level.tier);
  return (
    <li data-locked="" className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 py-3">
      <BadgeArt type={family.type} level={level.level} locked />
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center gap-1 rounded-full border border-border px-2.5 py-0.5 text-xs font-semibold text-muted-foreground">
            <Lock className="size-3" aria-hidden="true" />
            {tier}
            <span className="sr-only"> {m.locked}</span>
          </span>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        {next ? (
          <BadgeProgressBar
            next={next}
            label={t(m.progressTo, { name, tier })}
            className="max-w-sm"
          />
        ) : null}
      </div>
    </li>
  );
}

function FamilyCard({
  family,
  badges,
  renderShareTargets,
}: {
  family: BadgeFamilyProgress;
  badges: Map<string, Badge>;
  renderShareTargets: RenderShareTargets;
}) {
  const m = useMessages(badgesCatalog);
  const names = useBadgeNames();
  const headingId = `badge-family-${family.type}`;
  const name = names.text(family.type, 0).name;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-border bg-card px-4 pt-3 pb-1 sm:px-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 id={headingId} className="font-display text-base font-bold">
          {name}
        </h3>
        <p className="text-xs text-muted-foreground tabular-nums">
          {names.count(family.type, family.count)}
        </p>
      </div>
      <ul className="divide-y divide-border" aria-label={t(m.levels, { name })}>
        {family.levels.map((level) =>
          level.badgeId ? (
            <EarnedLevel
              key={level.level}
              family={family}
              level={level}
              badge={badges.get(level.badgeId)}
              renderShareTargets={renderShareTargets}
            />
          ) : (
            <LockedLevel key={level.level} family={family} level={level} />
          ),
        )}
      </ul>
    </section>
  );
}

export function BadgesList({ renderShareTargets }: { renderShareTargets: RenderShareTargets }) {
  const badges = useBadges();
  const progress = useBadgeProgress();
  const m = useMessages(badgesCatalog);
  const { emptyList } = useMessages(badgeCatalog);

  if (badges.isPending || progress.isPending) {
    return (
      <div className="grid gap-3" role="status">
        <span className="sr-only">{m.loadingBadges}</span>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-24 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  const failed = badges.isError ? badges : progress.isError ? progress : null;
  if (failed) {
    return (
      <ErrorPanel
        title={m.loadFailed}
        text={localize(failed.error?.message ?? '')}
        onRetry={() => {
          void badges.refetch();
          void progress.refetch();
        }}
        retrying={badges.isFetching || progress.isFetching}
      />
    );
  }
  const byId = new Map((badges.data ?? []).map((badge) => [badge.id, badge]));
  return (
    <div className="grid gap-3">
      {byId.size === 0 ? (
        <p className="rounded-2xl border border-dashed border-border px-4 py-3 text-center text-sm text-muted-foreground">
          {emptyList}
        </p>
      ) : null}
      {(progress.data?.families ?? []).map((family) => (
        <FamilyCard
          key={family.type}
          family={family}
          badges={byId}
          renderShareTargets={renderShareTargets}
        />
      ))}
    </div>
  );
}
