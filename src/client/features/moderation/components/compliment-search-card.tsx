// Search compliments: any compliment by its text or its author's name or email, shown or not, with
// Hide for a shown one and Restore for a hidden one.
import { EyeOff, RotateCcw, Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { MODERATION_PAGE_SIZE, type ModeratedCompliment } from '../../../../contract/moderation';
import { moderationCatalog } from '../../../../contract/moderation-messages';
import { Button } from '../../../components/ui/button';
import { TitledCard } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { t, useMessages } from '../../../lib/i18n';
import { useComplimentSearch } from '../api/search-compliments';
import { moderationPanelCatalog } from '../moderation-panel-messages';
import type { DecisionAction } from './decision-dialog';
import { ModeratedList, useDecision } from './moderated-list';

function SearchActions({
  compliment,
  onDecide,
}: {
  compliment: ModeratedCompliment;
  onDecide: (action: DecisionAction) => void;
}) {
  const m = useMessages(moderationPanelCatalog);
  if (compliment.isVisible) {
    return (
      <Button variant="outline" size="sm" onClick={() => onDecide('hide')}>
        <EyeOff aria-hidden="true" />
        {m.hide}
      </Button>
    );
  }
  return (
    <Button variant="outline" size="sm" onClick={() => onDecide('restore')}>
      <RotateCcw aria-hidden="true" />
      {m.restore}
    </Button>
  );
}

export function ComplimentSearchCard() {
  const m = useMessages(moderationPanelCatalog);
  const contract = useMessages(moderationCatalog);
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const search = useComplimentSearch(q);
  const { decide, dialog } = useDecision();
  const fieldId = useId();
  const results = search.data;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQ(draft.trim());
  };

  return (
    <TitledCard
      title={m.searchTitle}
      description={m.searchDescription}
      contentClassName="grid grid-cols-1 gap-1 px-0 pb-0 sm:px-0 sm:pb-0"
      after={dialog}
    >
      <form
        role="search"
        onSubmit={onSubmit}
        className="grid gap-2 px-6 sm:px-8"
        aria-label={m.searchFormLabel}
      >
        <Label htmlFor={fieldId}>{m.searchFieldLabel}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={fieldId}
            type="search"
            dir="auto"
            value={draft}
            maxLength={200}
            onChange={(event) => setDraft(event.currentTarget.value)}
            className="sm:flex-1"
          />
          <Button type="submit" className="sm:h-11">
            <Search aria-hidden="true" />
            {m.search}
          </Button>
        </div>
      </form>
      {q === '' ? (
        <p className="px-6 pt-3 pb-6 text-sm text-muted-foreground sm:px-8 sm:pb-8">
          {t(m.searchHint, { count: MODERATION_PAGE_SIZE })}
        </p>
      ) : (
        <ModeratedList
          query={search}
          items={results}
          label={m.searchLabel}
          counting={m.searching}
          errorTitle={m.searchError}
          loadingLabel={m.searchLoading}
          emptyText={contract.searchEmpty}
          actions={(compliment) => (
            <SearchActions
              compliment={compliment}
              onDecide={(action) => decide(compliment, action)}
            />
          )}
        />
      )}
    </TitledCard>
  );
}
