// Shown while a page's code or first answer loads, shaped like a typical page so nothing jumps when
// it arrives. It fills the screen, and while it shows the page frame leaves out the footer and the
// banner above the page (app-shell.tsx, app.tsx): either would move when the page arrives.
import { useMessages } from '../../lib/i18n';
import { Skeleton } from '../ui/skeleton';
import { layoutCatalog } from './layout-messages';

export function PageSkeleton() {
  const text = useMessages(layoutCatalog);
  return (
    <div
      className="mx-auto flex min-h-dvh w-full max-w-3xl flex-col gap-4 px-4 py-10"
      role="status"
      data-page-skeleton=""
    >
      <span className="sr-only">{text.loading}</span>
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="mt-4 h-48 w-full rounded-card" />
    </div>
  );
}
