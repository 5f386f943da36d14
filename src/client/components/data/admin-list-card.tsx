// A dashboard card around one admin list: title, summary and Refresh, then the list, or the panel
// that says it could not load, or the note that it is empty. Both dashboards' users and images
// tabs are this card with their own list inside.
import { RotateCw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useMessages } from '../../lib/i18n';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { dataCatalog } from './data-messages';
import { QueryErrorPanel, type RetryableQuery } from './query-error-panel';

export function AdminListCard({
  title,
  description,
  list,
  errorTitle,
  empty,
  flush = false,
  children,
  dialogs,
}: {
  title: string;
  description: ReactNode;
  list: RetryableQuery & { isError: boolean; data: readonly unknown[] | undefined };
  errorTitle: string;
  empty: { icon?: LucideIcon; title?: string; text?: string };
  /** The list runs to the card's edges, as a table does, instead of sitting in its padding. */
  flush?: boolean;
  /** The list, shown while it loads and once it has items. */
  children: ReactNode;
  /** Dialogs the list opens, kept mounted with the card. */
  dialogs?: ReactNode;
}) {
  const text = useMessages(dataCatalog);
  let body = children;
  if (list.isError) {
    body = (
      <div className={cn(flush && 'px-6 pb-6 sm:px-8')}>
        <QueryErrorPanel title={errorTitle} query={list} />
      </div>
    );
  } else if (list.data?.length === 0) {
    const { icon: Icon } = empty;
    body = (
      <div
        className={cn(
          'flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border px-6 py-10 text-center',
          flush && 'mx-6 mb-6 sm:mx-8',
        )}
      >
        {Icon ? <Icon className="size-8 text-muted-foreground" aria-hidden="true" /> : null}
        {empty.title ? <p className="font-display text-lg font-bold">{empty.title}</p> : null}
        {empty.text ? (
          <p className={cn('text-muted-foreground', empty.title && 'text-sm')}>{empty.text}</p>
        ) : null}
      </div>
    );
  }

  return (
    <Card className={cn(flush && 'overflow-hidden')}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void list.refetch()}
          disabled={list.isFetching}
        >
          <RotateCw className={cn(list.isFetching && 'animate-spin')} aria-hidden="true" />
          {text.refresh}
        </Button>
      </CardHeader>
      <CardContent className={cn(flush && 'px-0 pb-2 sm:px-0 sm:pb-2')}>{body}</CardContent>
      {dialogs}
    </Card>
  );
}
