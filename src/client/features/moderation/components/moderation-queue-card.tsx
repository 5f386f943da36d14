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
import { FilterSelect, ListFilters } from '../../../components/data/list-filters';
import { Button } from '../../../components/ui/button';
import { TitledCard } from '../../../components/ui/card';
import { LabelledOptions } from '../../../components/ui/native-select';
import {
  useModerationQueue,
  type QueueFilters,
  type QueueReason,
} from '../api/get-moderation-queue';
import type { DecisionAction } from './decision-dialog';
import { ModeratedList, useDecision } from './moderated-list';

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
  const { decide, dialog } = useDecision();
  const items = queue.data?.items;

  return (
    <TitledCard
      title="Queue"
      description="Compliments members reported and submissions the screening held or flagged, oldest first. Restore shows one again; Remove takes it down for good."
      contentClassName="grid gap-1 px-0 pb-0 sm:px-0 sm:pb-0"
      after={dialog}
    >
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
      <ModeratedList
        query={queue}
        items={items}
        label="Moderation queue"
        counting="Loading the queue…"
        errorTitle="Error loading the queue"
        loadingLabel="Loading the queue…"
        emptyText={MODERATION_MESSAGES.queueEmpty}
        actions={(compliment) => (
          <QueueActions compliment={compliment} onDecide={(action) => decide(compliment, action)} />
        )}
      />
    </TitledCard>
  );
}
