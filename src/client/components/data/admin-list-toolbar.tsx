// The row above an admin list: how many items it holds (announced politely) and a Refresh button.
import { RotateCw } from 'lucide-react';
import type { MessageText } from '../../../contract/i18n/catalog';
import { cn } from '../../lib/cn';
import { t, useMessages } from '../../lib/i18n';
import { Button } from '../ui/button';
import { dataCatalog } from './data-messages';

export function AdminListToolbar({
  count,
  counted,
  one,
  many,
  loading,
  query,
}: {
  /** Undefined while the list has not loaded yet. */
  count: number | undefined;
  /** How the count reads: a plural with `{count}` (`{ one: '{count} ad', other: '{count} ads' }`). */
  counted?: MessageText;
  /** The English-only pair `counted` replaces: "{count} {one}" or "{count} {many}". */
  one?: string;
  many?: string;
  loading: string;
  /** The list's query: Refresh fetches it again, and is off while it fetches. */
  query: { isFetching: boolean; refetch: () => Promise<unknown> };
}) {
  const text = useMessages(dataCatalog);
  const fetching = query.isFetching;
  return (
    <div className="flex items-center justify-between gap-3 px-5 pt-4 pb-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {count === undefined
          ? loading
          : counted !== undefined
            ? t(counted, { count })
            : `${count} ${count === 1 ? one : many}`}
      </p>
      <Button variant="ghost" size="sm" onClick={() => void query.refetch()} disabled={fetching}>
        <RotateCw className={cn(fetching && 'animate-spin')} aria-hidden="true" />
        {text.refresh}
      </Button>
    </div>
  );
}
