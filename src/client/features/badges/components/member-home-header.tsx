// A signed-in member's home greeting (PRODUCT 4.1): their username, karma, streak and the next
// badge's progress, above the compliment card. A lazy chunk: guests never load it.
import { Flame, Sparkles } from 'lucide-react';
import { Suspense } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { preloadMessages, t, useMessages } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';
import { useBadgeProgress } from '../api/get-badge-progress';
import { badgesCatalog } from '../badges-messages';
import { badgeNamesCatalog } from '../../../../contract/badge-names-messages';
import { countValue } from '../use-badge-names';
import { NextBadgeProgress } from './next-badge-progress';

// Both catalogs at once, as the chunk arrives, rather than one after the other as each suspends.
void preloadMessages(badgesCatalog, badgeNamesCatalog);

function Streak() {
  const m = useMessages(badgesCatalog);
  const progress = useBadgeProgress();
  if (progress.isPending) return <Skeleton className="h-7 w-28 rounded-full" />;
  if (!progress.data) return null;
  const days = progress.data.streakDays;
  return (
    <p
      className="inline-flex items-center gap-2 rounded-full bg-card/80 px-3 py-1 text-sm font-semibold shadow-xs"
      title={m.streakHint}
    >
      <Flame className="size-4 text-orange-600 dark:text-orange-400" aria-hidden="true" />
      {days === 0 ? m.noStreak : t(m.streak, { count: countValue(days) })}
    </p>
  );
}

interface Member {
  username: string;
  karmaPoints: number;
}

/**
 * Home draws this as soon as its code is in, outside any Suspense boundary: until the page's
 * language has its texts the greeting keeps the place it will take.
 */
export function MemberHomeHeader(member: Member) {
  return (
    <Suspense fallback={<Skeleton className="h-40 w-full rounded-card sm:h-32" />}>
      <Greeting {...member} />
    </Suspense>
  );
}

function Greeting({ username, karmaPoints }: Member) {
  const m = useMessages(badgesCatalog);
  return (
    <section
      aria-labelledby="member-home-greeting"
      className="grid gap-4 rounded-card border border-border bg-gradient-to-br from-hero-from to-hero-to px-5 py-5 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:px-8"
    >
      <div className="grid min-w-0 gap-3">
        {/* Not a heading: it comes before the page's h1, the hero's. */}
        <p
          id="member-home-greeting"
          className="font-display text-xl font-extrabold [overflow-wrap:anywhere] sm:text-2xl"
        >
          {richText(m.welcomeBack, { name: <bdi translate="no">{username}</bdi> })}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <p className="inline-flex items-center gap-2 rounded-full bg-card/80 px-3 py-1 text-sm font-semibold text-primary shadow-xs">
            <Sparkles className="size-4" aria-hidden="true" />
            {t(m.karmaPoints, { count: countValue(karmaPoints) })}
          </p>
          <Streak />
        </div>
      </div>
      <NextBadgeProgress />
    </section>
  );
}
