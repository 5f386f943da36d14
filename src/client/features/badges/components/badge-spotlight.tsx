// The card a badge link (/?badge={id}) opens at the top of home: who earned what and when, and an invitation.
import { CalendarDays, SearchX, Sparkles } from 'lucide-react';
import { Suspense } from 'react';
import { badgeNamesCatalog } from '../../../../contract/badge-names-messages';
import { Button } from '../../../components/ui/button';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { statusOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { localize, preloadMessages, useMessages } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';
import { usePublicBadge } from '../api/get-public-badge';
import { badgesCatalog } from '../badges-messages';
import { useBadgeNames } from '../use-badge-names';
import { BadgeLevelPill } from './badge-level-pill';
import { BadgeArt } from './badge-art';

interface Invitation {
  onGetCompliment: () => void;
  busy?: boolean;
}

// Both catalogs at once, as the chunk arrives, rather than one after the other as each suspends.
void preloadMessages(badgesCatalog, badgeNamesCatalog);

function GetComplimentButton({ onGetCompliment, busy = false }: Invitation) {
  const m = useMessages(badgesCatalog);
  return (
    <Button onClick={onGetCompliment} disabled={busy} className="w-full sm:w-auto">
      {busy ? <Spinner /> : <Sparkles aria-hidden="true" />}
      {m.getCompliment}
    </Button>
  );
}

function Loading({ label }: { label?: string }) {
  return (
    <div
      className="flex items-center gap-5 rounded-card border border-border bg-card p-6 shadow-soft"
      role="status"
    >
      {label ? <span className="sr-only">{label}</span> : null}
      <Skeleton className="size-16 shrink-0 rounded-full" />
      <div className="grid flex-1 gap-2">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    </div>
  );
}

/**
 * Home draws this as soon as its code is in, outside any Suspense boundary: until the page's
 * language has its texts the card keeps the place it will take.
 */
export function BadgeSpotlight(props: { badgeId: string } & Invitation) {
  return (
    <Suspense fallback={<Loading />}>
      <Spotlight {...props} />
    </Suspense>
  );
}

function Spotlight({ badgeId, ...invitation }: { badgeId: string } & Invitation) {
  // Asked before the texts, which may suspend, so that the two arrive together.
  const badge = usePublicBadge(badgeId);
  const m = useMessages(badgesCatalog);
  const names = useBadgeNames();

  if (badge.isPending) return <Loading label={m.loadingBadge} />;

  if (badge.isError) {
    const status = statusOf(badge.error);
    // An unknown or malformed id: a gentle note, and the way on to a compliment.
    if (status === 404 || status === 400) {
      return (
        <section
          aria-labelledby="badge-missing-heading"
          className="flex flex-col items-center gap-4 rounded-card border border-dashed border-border bg-card/70 px-6 py-6 text-center sm:flex-row sm:text-start"
        >
          <SearchX className="size-8 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div className="grid flex-1 gap-1">
            <h2 id="badge-missing-heading" className="font-display text-lg font-bold">
              {m.missingTitle}
            </h2>
            <p className="text-sm text-muted-foreground">{m.missingText}</p>
          </div>
          <GetComplimentButton {...invitation} />
        </section>
      );
    }
    return (
      <ErrorPanel
        title={m.badgeLoadFailed}
        text={localize(badge.error.message)}
        onRetry={() => void badge.refetch()}
        retrying={badge.isFetching}
      />
    );
  }

  const { earnedBy, level, earnedAt, type } = badge.data;
  const info = names.level(type, level);
  return (
    <section
      aria-labelledby="badge-spotlight-heading"
      className="relative overflow-hidden rounded-card border border-border bg-card p-6 shadow-soft sm:p-8"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,var(--glow),transparent_55%)] rtl:bg-[radial-gradient(ellipse_at_top_right,var(--glow),transparent_55%)]"
      />
      <div className="relative flex flex-col items-center gap-5 text-center sm:flex-row sm:items-center sm:text-start">
        <BadgeArt type={type} level={level} className="size-20" />
        <div className="grid min-w-0 flex-1 gap-2">
          <p className="text-sm font-semibold text-primary">{m.sharedWithYou}</p>
          <h2
            id="badge-spotlight-heading"
            className="font-display text-xl leading-tight font-extrabold break-words sm:text-2xl"
          >
            {richText(
              m.earnedBy,
              { member: <bdi translate="no">{localize(earnedBy)}</bdi> },
              { badge: info.name },
            )}
          </h2>
          <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-2 sm:justify-start">
            <BadgeLevelPill level={level} tier={info.tier} />
            <p className="text-sm text-foreground">{info.description}</p>
          </div>
          <p className="inline-flex items-center justify-center gap-1.5 text-xs text-muted-foreground sm:justify-start">
            <CalendarDays className="size-3.5" aria-hidden="true" />
            <span>
              {richText(m.earnedOn, {
                date: <time dateTime={earnedAt}>{formatDate(earnedAt)}</time>,
              })}
            </span>
          </p>
        </div>
        <div className="grid w-full gap-2 text-center sm:w-auto">
          <p className="text-sm text-muted-foreground">{m.wantOwn}</p>
          <GetComplimentButton {...invitation} />
        </div>
      </div>
    </section>
  );
}
