// The profile's Received tab (PRODUCT 6): each compliment, whether the member thanked it, and when
// it came, with whatever action the page adds (Report).
import { CalendarDays, HeartHandshake, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { complimentCatalog } from '../../../../contract/compliment-messages';
import type { ReceivedCompliment } from '../../../../contract/compliments';
import { formatDate } from '../../../lib/format-date';
import { useMessages } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';
import { useReceivedCompliments } from '../api/get-received-compliments';
import { complimentListsCatalog } from '../compliment-lists-messages';
import { ComplimentListFrame } from './list-states';

function ReceivedItem({
  compliment,
  action,
}: {
  compliment: ReceivedCompliment;
  action: ReactNode;
}) {
  const text = useMessages(complimentListsCatalog);
  const shared = useMessages(complimentCatalog);
  return (
    <li className="grid gap-3 rounded-2xl border border-border bg-card p-4 sm:p-5">
      <p dir="auto" translate="no" className="text-base leading-relaxed [overflow-wrap:anywhere]">
        {compliment.text}
      </p>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-1.5 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-3.5" aria-hidden="true" />
          <span>
            {richText(text.received, {
              date: (
                <time dateTime={compliment.receivedAt}>{formatDate(compliment.receivedAt)}</time>
              ),
            })}
          </span>
        </span>
        {/* thankerInfo can only be the member themselves (other thankers stay anonymous), and
            their own name would read as someone else's. */}
        {compliment.thankerInfo ? (
          <span className="inline-flex items-center gap-1.5 font-semibold text-primary">
            <HeartHandshake className="size-3.5 shrink-0" aria-hidden="true" />
            {shared.youThanked}
          </span>
        ) : null}
        {action ? <span className="ms-auto">{action}</span> : null}
      </div>
    </li>
  );
}

export function ReceivedComplimentsList({
  renderAction,
  renderBetween,
}: {
  renderAction?: (compliment: ReceivedCompliment) => ReactNode;
  /** A list item the page puts between two compliments, such as an ad. */
  renderBetween?: (position: number) => ReactNode;
}) {
  const text = useMessages(complimentListsCatalog);
  const shared = useMessages(complimentCatalog);
  const list = useReceivedCompliments();
  return (
    <ComplimentListFrame
      query={list}
      loadingLabel={text.loadingReceived}
      errorTitle={text.errorReceived}
      emptyIcon={Inbox}
      emptyText={shared.noneReceived}
      listLabel={text.receivedList}
      renderBetween={renderBetween}
      renderItem={(compliment) => (
        <ReceivedItem
          key={compliment.id}
          compliment={compliment}
          action={renderAction?.(compliment)}
        />
      )}
    />
  );
}
