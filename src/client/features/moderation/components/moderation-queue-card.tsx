// The queue: compliments that members reported or the screening held, oldest first, each with
// Restore, Remove and Remove and suspend author; or, filtered to Resolved, what was decided.
import { RotateCcw, Trash2, UserX } from 'lucide-react';
import { useState } from 'react';
import {
  HELD_REASON_LABELS,
  HELD_REASONS,
  MODERATION_MESSAGES,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ModeratedCompliment,
} from '../../../../contract/moderation';
import { AdminListToolbar } from '../../../components/data/admin-list-toolbar';
import { FilterSelect, ListFilters } from '../../../components/data/list-filters';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { LabelledOptions } from '../../../components/ui/native-select';
import {
  useModerationQueue,
  type QueueFilters,
  type QueueReason,
} from '../api/get-moderation-queue';
import { DecisionDialog, type Decision, type DecisionAction } from './decision-dialog';
import { ModeratedComplimentItem } from './moderated-compliment-item';
import { ListEmpty, ListLoading } from './moderation-list-states';

const QUEUE_REASONS: readonly string[] = [...REPORT_REASONS, ...HELD_REASONS];
const isQueueReason = (value: string): value is QueueReason => QUEUE_REASONS.includes(value);

function QueueActions({
  compliment,
  onDecide,
}: {
  compliment: ModeratedCompliment;
  onDecide: (action: DecisionAction) => void;
}) {
  const removed = compliment.reviewState === 'removed';
  return (
    <>
      {compliment.reviewState !== 'restored' ? (
        <Button variant="outline" size="sm" onClick={() => onDecide('restore')}>
          <RotateCcw aria-hidden="true" />
          Restore
        </Button>
      ) : null}
      {!removed ? (
        <>
          <Button variant="destructive" size="sm" onClick={() => onDecide('remove')}>
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
          {compliment.author ? (
            <Button variant="outline" size="sm" onClick={() => onDecide('remove_and_suspend')}>
              <UserX aria-hidden="true" />
              Remove and Suspend Author
            </Button>
          ) : null}
        </>
      ) : null}
    </>
  );
}

export function ModerationQueueCard() {
  const [filters, setFilters] = useState<QueueFilters>({ status: 'pending', reason: null });
  const filterBy = (change: Partial<QueueFilters>) =>
    setFilters((current) => ({ ...current, ...change }));
  const queue = useModerationQueue(filters);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [deciding, setDeciding] = useState(false);
  const items = queue.data?.items;

  const decide = (compliment: ModeratedCompliment, action: DecisionAction) => {
    setDecision({ compliment, action });
    setDeciding(true);
  };

  let body;
  if (queue.isError) {
    body = (
      <ErrorPanel
        className="mx-6 mb-6 sm:mx-8 sm:mb-8"
        title="Error loading the queue"
        text={queue.error.message}
        onRetry={() => void queue.refetch()}
        retrying={queue.isFetching}
      />
    );
  } else if (!items) {
    body = <ListLoading label="Loading the queue…" />;
  } else if (items.length === 0) {
    body = <ListEmpty text={MODERATION_MESSAGES.queueEmpty} />;
  } else {
    body = (
      <ul
        className="grid gap-3 px-6 pb-6 sm:px-8 sm:pb-8"
        aria-label="Moderation queue"
        aria-busy={queue.isPlaceholderData}
      >
        {items.map((compliment) => (
          <ModeratedComplimentItem
            key={compliment.id}
            compliment={compliment}
            actions={
              <QueueActions
                compliment={compliment}
                onDecide={(action) => decide(compliment, action)}
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
        <CardTitle>Queue</CardTitle>
        <CardDescription>
          Compliments members reported and submissions the screening held or flagged, oldest first.
          Restore shows one again; Remove takes it down for good.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-1 px-0 pb-0 sm:px-0 sm:pb-0">
        <ListFilters>
          <FilterSelect
            label="Status"
            value={filters.status}
            onValueChange={(value) =>
              filterBy({ status: value === 'resolved' ? 'resolved' : 'pending' })
            }
          >
            <option value="pending">Pending</option>
            <option value="resolved">Resolved</option>
          </FilterSelect>
          <FilterSelect
            label="Reason"
            all="All reasons"
            value={filters.reason ?? ''}
            onValueChange={(value) => filterBy({ reason: isQueueReason(value) ? value : null })}
          >
            <optgroup label="Reported as">
              <LabelledOptions values={REPORT_REASONS} labels={REPORT_REASON_LABELS} />
            </optgroup>
            <optgroup label="Held by screening">
              <LabelledOptions values={HELD_REASONS} labels={HELD_REASON_LABELS} />
            </optgroup>
          </FilterSelect>
        </ListFilters>
        <div className="px-1 sm:px-3">
          <AdminListToolbar
            count={items?.length}
            one="compliment"
            many="compliments"
            loading="Loading the queue…"
            query={queue}
          />
        </div>
        {body}
      </CardContent>
      <DecisionDialog decision={decision} open={deciding} onOpenChange={setDeciding} />
    </Card>
  );
}
