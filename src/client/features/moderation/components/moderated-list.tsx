// A moderation card's list of compliments under its count and Refresh: the panel when it could
// not load, the loading and empty looks, then each compliment with the card's actions.
import { useState, type ReactNode } from 'react';
import type { ModeratedCompliment } from '../../../../contract/moderation';
import { AdminListToolbar } from '../../../components/data/admin-list-toolbar';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { useMessages } from '../../../lib/i18n';
import { moderationPanelCatalog } from '../moderation-panel-messages';
import { DecisionDialog, type Decision, type DecisionAction } from './decision-dialog';
import { ModeratedComplimentItem } from './moderated-compliment-item';
import { ListEmpty, ListLoading } from './moderation-list-states';

/** The decision a card's actions open, and the dialog that asks for its reason. */
export function useDecision() {
  const [decision, setDecision] = useState<Decision | null>(null);
  const [deciding, setDeciding] = useState(false);
  const decide = (compliment: ModeratedCompliment, action: DecisionAction) => {
    setDecision({ compliment, action });
    setDeciding(true);
  };
  const dialog = <DecisionDialog decision={decision} open={deciding} onOpenChange={setDeciding} />;
  return { decide, dialog };
}

export function ModeratedList({
  query,
  items,
  label,
  errorTitle,
  counting,
  loadingLabel,
  emptyText,
  actions,
}: {
  query: {
    isError: boolean;
    error: Error | null;
    isFetching: boolean;
    isPlaceholderData: boolean;
    refetch: () => Promise<unknown>;
  };
  items: ModeratedCompliment[] | undefined;
  /** The list's accessible name. */
  label: string;
  errorTitle: string;
  /** What the count says while the list loads, and the loading look's label. */
  counting: string;
  loadingLabel: string;
  emptyText: string;
  actions: (compliment: ModeratedCompliment) => ReactNode;
}) {
  const m = useMessages(moderationPanelCatalog);
  return (
    <>
      <div className="px-1 sm:px-3">
        <AdminListToolbar
          count={items?.length}
          counted={m.complimentCount}
          loading={counting}
          query={query}
        />
      </div>
      <ListBody
        query={query}
        items={items}
        label={label}
        errorTitle={errorTitle}
        loadingLabel={loadingLabel}
        emptyText={emptyText}
        actions={actions}
      />
    </>
  );
}

function ListBody({
  query,
  items,
  label,
  errorTitle,
  loadingLabel,
  emptyText,
  actions,
}: Omit<Parameters<typeof ModeratedList>[0], 'counting'>) {
  if (query.isError) {
    return (
      <ErrorPanel
        className="mx-6 mb-6 sm:mx-8 sm:mb-8"
        title={errorTitle}
        text={query.error?.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!items) return <ListLoading label={loadingLabel} />;
  if (items.length === 0) return <ListEmpty text={emptyText} />;
  return (
    <ul
      className="grid gap-3 px-6 pb-6 sm:px-8 sm:pb-8"
      aria-label={label}
      aria-busy={query.isPlaceholderData}
    >
      {items.map((compliment) => (
        <ModeratedComplimentItem
          key={compliment.id}
          compliment={compliment}
          actions={actions(compliment)}
        />
      ))}
    </ul>
  );
}
