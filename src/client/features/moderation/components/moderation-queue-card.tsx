// The queue: compliments that members reported or the screening held, oldest first, each with
// Restore, Remove and Remove and suspend author; or, filtered to Resolved, what was decided.
import { RotateCcw, Trash2, UserX } from 'lucide-react';
import { useState } from 'react';
import {
  HELD_REASONS,
  REPORT_REASONS,
  type ModeratedCompliment,
} from '../../../../contract/moderation';
import { moderationCatalog } from '../../../../contract/moderation-messages';
import { complimentLanguageCatalog } from '../../../../contract/compliment-language-messages';
import { LOCALES, LOCALE_NAMES, isLocale } from '../../../../contract/i18n/locales';
import { FilterSelect, ListFilters } from '../../../components/data/list-filters';
import { Button } from '../../../components/ui/button';
import { TitledCard } from '../../../components/ui/card';
import { LabelledOptions } from '../../../components/ui/native-select';
import { useMessages } from '../../../lib/i18n';
import {
  useModerationQueue,
  type QueueFilters,
  type QueueReason,
} from '../api/get-moderation-queue';
import { HELD_REASON_KEYS, labelsOf, moderationPanelCatalog } from '../moderation-panel-messages';
import { reportCatalog, reportReasonLabels } from '../report-messages';
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
  const m = useMessages(moderationPanelCatalog);
  const removed = compliment.reviewState === 'removed';
  return (
    <>
      {compliment.reviewState !== 'restored' ? (
        <Button variant="outline" size="sm" onClick={() => onDecide('restore')}>
          <RotateCcw aria-hidden="true" />
          {m.restore}
        </Button>
      ) : null}
      {!removed ? (
        <>
          <Button variant="destructive" size="sm" onClick={() => onDecide('remove')}>
            <Trash2 aria-hidden="true" />
            {m.remove}
          </Button>
          {compliment.author ? (
            <Button variant="outline" size="sm" onClick={() => onDecide('remove_and_suspend')}>
              <UserX aria-hidden="true" />
              {m.removeAndSuspendAuthor}
            </Button>
          ) : null}
        </>
      ) : null}
    </>
  );
}

export function ModerationQueueCard() {
  const m = useMessages(moderationPanelCatalog);
  const contract = useMessages(moderationCatalog);
  const reportReasons = reportReasonLabels(useMessages(reportCatalog));
  const languages = useMessages(complimentLanguageCatalog);
  const [filters, setFilters] = useState<QueueFilters>({
    status: 'pending',
    reason: null,
    language: null,
  });
  const filterBy = (change: Partial<QueueFilters>) =>
    setFilters((current) => ({ ...current, ...change }));
  const queue = useModerationQueue(filters);
  const { decide, dialog } = useDecision();
  const items = queue.data?.items;

  return (
    <TitledCard
      title={m.queueTitle}
      description={m.queueDescription}
      contentClassName="grid grid-cols-1 gap-1 px-0 pb-0 sm:px-0 sm:pb-0"
      after={dialog}
    >
      <ListFilters>
        <FilterSelect
          label={m.status}
          value={filters.status}
          onValueChange={(value) =>
            filterBy({ status: value === 'resolved' ? 'resolved' : 'pending' })
          }
        >
          <option value="pending">{m.pending}</option>
          <option value="resolved">{m.resolved}</option>
        </FilterSelect>
        <FilterSelect
          label={m.reason}
          all={m.allReasons}
          value={filters.reason ?? ''}
          onValueChange={(value) => filterBy({ reason: isQueueReason(value) ? value : null })}
        >
          <optgroup label={m.reportedAs}>
            <LabelledOptions values={REPORT_REASONS} labels={reportReasons} />
          </optgroup>
          <optgroup label={m.heldByScreening}>
            <LabelledOptions values={HELD_REASONS} labels={labelsOf(HELD_REASON_KEYS, m)} />
          </optgroup>
        </FilterSelect>
        <FilterSelect
          label={languages.languageLabel}
          all={languages.allLanguages}
          value={filters.language ?? ''}
          onValueChange={(value) => filterBy({ language: isLocale(value) ? value : null })}
        >
          <LabelledOptions values={LOCALES} labels={LOCALE_NAMES} />
        </FilterSelect>
      </ListFilters>
      <ModeratedList
        query={queue}
        items={items}
        label={m.queueLabel}
        counting={m.queueLoading}
        errorTitle={m.queueError}
        loadingLabel={m.queueLoading}
        emptyText={contract.queueEmpty}
        actions={(compliment) => (
          <QueueActions compliment={compliment} onDecide={(action) => decide(compliment, action)} />
        )}
      />
    </TitledCard>
  );
}
