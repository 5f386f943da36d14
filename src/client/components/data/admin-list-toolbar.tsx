// The row above an admin list: how many items it holds (announced politely) and a Refresh button.
import { RotateCw } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';

export function AdminListToolbar({
  count,
  one,
  many,
  loading,
  query,
}: {
  /** Undefined while the list has not loaded yet. */
  count: number | undefined;
  one: string;
  many: string;
  loading: string;
  /** The list's query: Refresh fetches it again, and is off while it fetches. */
  query: { isFetching: boolean; refetch: () => Promise<unknown> };
}) {
  const fetching = query.isFetching;
  return (
    <div className="flex items-center justify-between gap-3 px-5 pt-4 pb-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {count === undefined ? loading : `${count} ${count === 1 ? one : many}`}
      </p>
      <Button variant="ghost" size="sm" onClick={() => void query.refetch()} disabled={fetching}>
        <RotateCw className={cn(fetching && 'animate-spin')} aria-hidden="true" />
        Refresh
      </Button>
    </div>
  );
}
