// A list or an item that could not load: the error panel with the query's own reason and a retry.
import type { ReactNode } from 'react';
import { ErrorPanel } from '../ui/error-panel';

/** The part of a TanStack query result the panel reads. */
export interface RetryableQuery {
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

export function QueryErrorPanel({
  title,
  query,
  className,
}: {
  title: ReactNode;
  query: RetryableQuery;
  className?: string;
}) {
  return (
    <ErrorPanel
      className={className}
      title={title}
      text={query.error?.message}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
