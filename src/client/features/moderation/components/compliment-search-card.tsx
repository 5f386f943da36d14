// Search compliments: any compliment by its text or its author's name or email, shown or not, with
// Hide for a shown one and Restore for a hidden one.
import { EyeOff, RotateCcw, Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  MODERATION_MESSAGES,
  MODERATION_PAGE_SIZE,
  type ModeratedCompliment,
} from '../../../../contract/moderation';
import { AdminListToolbar } from '../../../components/data/admin-list-toolbar';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useComplimentSearch } from '../api/search-compliments';
import { DecisionDialog, type Decision, type DecisionAction } from './decision-dialog';
import { ModeratedComplimentItem } from './moderated-compliment-item';
import { ListEmpty, ListLoading } from './moderation-list-states';

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
  const [decision, setDecision] = useState<Decision | null>(null);
  const [deciding, setDeciding] = useState(false);
  const fieldId = useId();
  const results = search.data;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQ(draft.trim());
  };

  let body;
  if (q === '') {
    body = null;
  } else if (search.isError) {
    body = (
      <ErrorPanel
        className="mx-6 mb-6 sm:mx-8 sm:mb-8"
        title="Error searching compliments"
        text={search.error.message}
        onRetry={() => void search.refetch()}
        retrying={search.isFetching}
      />
    );
  } else if (!results) {
    body = <ListLoading label="Searching compliments…" />;
  } else if (results.length === 0) {
    body = <ListEmpty text={MODERATION_MESSAGES.searchEmpty} />;
  } else {
    body = (
      <ul
        className="grid gap-3 px-6 pb-6 sm:px-8 sm:pb-8"
        aria-label="Matching compliments"
        aria-busy={search.isPlaceholderData}
      >
        {results.map((compliment) => (
          <ModeratedComplimentItem
            key={compliment.id}
            compliment={compliment}
            actions={
              <SearchActions
                compliment={compliment}
                onDecide={(action) => {
                  setDecision({ compliment, action });
                  setDeciding(true);
                }}
              />
            }
          />
        ))}
      </ul>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Search Compliments</CardTitle>
        <CardDescription>
          Find any compliment by its words or by its author&apos;s name or email, newest first.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-1 px-0 pb-0 sm:px-0 sm:pb-0">
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
          <>
            <div className="px-1 sm:px-3">
              <AdminListToolbar
                count={results?.length}
                one="compliment"
                many="compliments"
                loading="Searching…"
                query={search}
              />
            </div>
            {body}
          </>
        )}
      </CardContent>
      <DecisionDialog decision={decision} open={deciding} onOpenChange={setDeciding} />
    </Card>
  );
}
