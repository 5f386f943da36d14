// The loading, failure and empty looks shared by the profile's compliment lists, and the frame that picks one.
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Skeleton } from '../../../components/ui/skeleton';

export function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-3" role="status">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-24 w-full rounded-2xl" />
      ))}
    </div>
  );
}

function ListError({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
  retrying: boolean;
}) {
  return <ErrorPanel title={title} text={error.message} onRetry={onRetry} retrying={retrying} />;
}

function ListEmpty({ icon: Icon, text }: { icon: LucideIcon; text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border px-6 py-10 text-center text-muted-foreground">
      <Icon className="size-8" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

/** A profile compliment list: its skeleton, its error with Try Again, its empty note, or its items. */
export function ComplimentListFrame<T extends { id: number }>({
  query,
  loadingLabel,
  errorTitle,
  emptyIcon,
  emptyText,
  listLabel,
  renderItem,
  renderBetween,
}: {
  query: UseQueryResult<T[]>;
  loadingLabel: string;
  errorTitle: string;
  emptyIcon: LucideIcon;
  emptyText: string;
  listLabel: string;
  renderItem: (item: T) => ReactNode;
  /** A list item the page puts after the `position`th item (from 1), when another follows. */
  renderBetween?: (position: number) => ReactNode;
}) {
  if (query.isPending) return <ListSkeleton label={loadingLabel} />;
  if (query.isError) {
    return (
      <ListError
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.length === 0) return <ListEmpty icon={emptyIcon} text={emptyText} />;
  return (
    <ul className="grid gap-3" aria-label={listLabel}>
      {query.data.map((item, index) => (
        <Fragment key={item.id}>
          {renderItem(item)}
          {index < query.data.length - 1 ? renderBetween?.(index + 1) : null}
        </Fragment>
      ))}
    </ul>
  );
}
