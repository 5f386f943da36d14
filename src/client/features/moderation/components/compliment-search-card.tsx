// Search compliments: any compliment by its text or its author's name or email, shown or not, with
// Hide for a shown one and Restore for a hidden one.
import { EyeOff, RotateCcw, Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  MODERATION_MESSAGES,
  MODERATION_PAGE_SIZE,
  type ModeratedCompliment,
} from '../../../../contract/moderation';
import { Button } from '../../../components/ui/button';
import { TitledCard } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useComplimentSearch } from '../api/search-compliments';
import type { DecisionAction } from './decision-dialog';
import { ModeratedList, useDecision } from './moderated-list';

function SearchActions({
  compliment,
  onDecide,
}: {
  compliment: ModeratedCompliment;
  onDecide: (action: DecisionAction) => void;
}) {
  if (compliment.isVisible) {
    return (
      <Button variant="outline" size="sm" onClick={() => onDecide('hide')}>
        <EyeOff aria-hidden="true" />
        Hide
      </Button>
    );
  }
  return (
    <Button variant="outline" size="sm" onClick={() => onDecide('restore')}>
      <RotateCcw aria-hidden="true" />
      Restore
    </Button>
  );
}

export function ComplimentSearchCard() {
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
      title="Search Compliments"
      description={
        <>Find any compliment by its words or by its author&apos;s name or email, newest first.</>
      }
      contentClassName="grid gap-1 px-0 pb-0 sm:px-0 sm:pb-0"
      after={dialog}
    >
      <form
        role="search"
        onSubmit={onSubmit}
        className="grid gap-2 px-6 sm:px-8"
        aria-label="Search compliments"
      >
        <Label htmlFor={fieldId}>Words, name or email</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={fieldId}
            type="search"
            value={draft}
            maxLength={200}
            onChange={(event) => setDraft(event.currentTarget.value)}
            className="sm:flex-1"
          />
          <Button type="submit" className="sm:h-11">
            <Search aria-hidden="true" />
            Search
          </Button>
        </div>
      </form>
      {q === '' ? (
        <p className="px-6 pt-3 pb-6 text-sm text-muted-foreground sm:px-8 sm:pb-8">
          Matches appear here, up to {MODERATION_PAGE_SIZE}, including hidden and removed ones.
        </p>
      ) : (
        <ModeratedList
          query={search}
          items={results}
          label="Matching compliments"
          counting="Searching…"
          errorTitle="Error searching compliments"
          loadingLabel="Searching compliments…"
          emptyText={MODERATION_MESSAGES.searchEmpty}
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
