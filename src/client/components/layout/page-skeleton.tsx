// Shown while a page's code or first answer loads, shaped like a typical page so nothing jumps when
// it arrives. It fills the screen, so the footer does not show and then move down when the page
// arrives (a layout shift).
import { Skeleton } from '../ui/skeleton';

export function PageSkeleton() {
  return (
    <div
      className="mx-auto flex min-h-dvh w-full max-w-3xl flex-col gap-4 px-4 py-10"
      role="status"
    >
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="mt-4 h-48 w-full rounded-card" />
    </div>
  );
}
