// A signed-in member's home greeting (PRODUCT 4.1): their username, karma, streak and the next
// badge's progress, above the compliment card. A lazy chunk: guests never load it.
import { Flame, Sparkles } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBadgeProgress } from '../api/get-badge-progress';
import { NextBadgeProgress } from './next-badge-progress';

const points = (karma: number) => `${karma} karma ${karma === 1 ? 'point' : 'points'}`;
const streakText = (days: number) => (days === 0 ? 'No streak yet' : `${days}-day streak`);

function Streak() {
  const progress = useBadgeProgress();
  if (progress.isPending) return <Skeleton className="h-7 w-28 rounded-full" />;
  if (!progress.data) return null;
  const days = progress.data.streakDays;
  return (
    <p
      className="inline-flex items-center gap-2 rounded-full bg-card/80 px-3 py-1 text-sm font-semibold shadow-xs"
      title="Consecutive days with a compliment shared or an author thanked"
    >
      <Flame className="size-4 text-orange-600 dark:text-orange-400" aria-hidden="true" />
      {streakText(days)}
    </p>
  );
}

export function MemberHomeHeader({
  username,
  karmaPoints,
}: {
  username: string;
  karmaPoints: number;
}) {
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
          Welcome back, {username}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <p className="inline-flex items-center gap-2 rounded-full bg-card/80 px-3 py-1 text-sm font-semibold text-primary shadow-xs">
            <Sparkles className="size-4" aria-hidden="true" />
            {points(karmaPoints)}
          </p>
          <Streak />
        </div>
      </div>
      <NextBadgeProgress />
    </section>
  );
}
