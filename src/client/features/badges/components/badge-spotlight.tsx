// The card a badge link (/?badge={id}) opens at the top of home: who earned what and when, and an invitation.
import { CalendarDays, SearchX, Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { statusOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { usePublicBadge } from '../api/get-public-badge';
import { BadgeLevelPill } from './badge-level-pill';
import { BadgeArt } from './badge-art';

interface Invitation {
  onGetCompliment: () => void;
  busy?: boolean;
}

function GetComplimentButton({ onGetCompliment, busy = false }: Invitation) {
  return (
    <Button onClick={onGetCompliment} disabled={busy} className="w-full sm:w-auto">
      {busy ? <Spinner /> : <Sparkles aria-hidden="true" />}
      Get a Compliment
    </Button>
  );
}

export function BadgeSpotlight({ badgeId, ...invitation }: { badgeId: string } & Invitation) {
  const badge = usePublicBadge(badgeId);

  if (badge.isPending) {
    return (
      <div
        className="flex items-center gap-5 rounded-card border border-border bg-card p-6 shadow-soft"
        role="status"
      >
        <span className="sr-only">Loading the badge…</span>
        <Skeleton className="size-16 shrink-0 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </div>
    );
  }

  if (badge.isError) {
    const status = statusOf(badge.error);
    // An unknown or malformed id: a gentle note, and the way on to a compliment.
    if (status === 404 || status === 400) {
      return (
        <section
          aria-labelledby="badge-missing-heading"
          className="flex flex-col items-center gap-4 rounded-card border border-dashed border-border bg-card/70 px-6 py-6 text-center sm:flex-row sm:text-left"
        >
          <SearchX className="size-8 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div className="grid flex-1 gap-1">
            <h2 id="badge-missing-heading" className="font-display text-lg font-bold">
              This badge could not be found
            </h2>
            <p className="text-sm text-muted-foreground">
              The link may be incomplete, or the badge is no longer there. A kind word is always
              waiting for you, though.
            </p>
          </div>
          <GetComplimentButton {...invitation} />
        </section>
      );
    }
    return (
      <ErrorPanel
        title="This badge could not be loaded"
        text={badge.error.message}
        onRetry={() => void badge.refetch()}
        retrying={badge.isFetching}
      />
    );
  }

  const { earnedBy, info, level, earnedAt, type } = badge.data;
  return (
    <section
      aria-labelledby="badge-spotlight-heading"
      className="relative overflow-hidden rounded-card border border-border bg-card p-6 shadow-soft sm:p-8"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,var(--glow),transparent_55%)]"
      />
      <div className="relative flex flex-col items-center gap-5 text-center sm:flex-row sm:items-center sm:text-left">
        <BadgeArt type={type} level={level} className="size-20" />
        <div className="grid min-w-0 flex-1 gap-2">
          <p className="text-sm font-semibold text-primary">A badge was shared with you</p>
          <h2
            id="badge-spotlight-heading"
            className="font-display text-xl leading-tight font-extrabold break-words sm:text-2xl"
          >
            {earnedBy} earned the {info.name} badge
          </h2>
          <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-2 sm:justify-start">
            <BadgeLevelPill level={level} tier={info.tier} />
            <p className="text-sm text-foreground">{info.description}</p>
          </div>
          <p className="inline-flex items-center justify-center gap-1.5 text-xs text-muted-foreground sm:justify-start">
            <CalendarDays className="size-3.5" aria-hidden="true" />
            <span>
              Earned on <time dateTime={earnedAt}>{formatDate(earnedAt)}</time>
            </span>
          </p>
        </div>
        <div className="grid w-full gap-2 text-center sm:w-auto">
          <p className="text-sm text-muted-foreground">Want a kind word of your own?</p>
          <GetComplimentButton {...invitation} />
        </div>
      </div>
    </section>
  );
}
