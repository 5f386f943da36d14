// The homepage ad's shape while it loads: the page holds it while the ad's code and the ad itself
// are fetched, so nothing below moves when it lands.
import { Skeleton } from '../../../components/ui/skeleton';

export function HomepageAdSkeleton() {
  return (
    <div aria-hidden="true" className="mx-auto w-full max-w-3xl">
      <div className="overflow-hidden rounded-card border border-border bg-card shadow-soft">
        <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-2">
          <Skeleton className="h-5 w-24 rounded-full" />
          <Skeleton className="h-4 w-40" />
        </div>
        <Skeleton className="aspect-square w-full rounded-none md:aspect-video" />
      </div>
    </div>
  );
}
