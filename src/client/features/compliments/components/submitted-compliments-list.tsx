// The profile's Submitted tab (PRODUCT 6): each compliment, when it was shared, how often it was
// seen, and whether moderation keeps it from others.
import { CalendarDays, Eye, Heart, PenLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { COMPLIMENT_MESSAGES } from '../../../../contract/compliment-messages';
import type { SubmittedCompliment, SubmittedStatus } from '../../../../contract/compliments';
import { MODERATION_MESSAGES } from '../../../../contract/moderation-messages';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/format-date';
import { useSubmittedCompliments } from '../api/get-submitted-compliments';
import { ComplimentListFrame } from './list-states';

const times = (count: number) => `${count} ${count === 1 ? 'time' : 'times'}`;

const STATUS_BADGES: Record<SubmittedStatus, { text: string; variant: BadgeProps['variant'] }> = {
  under_review: { text: MODERATION_MESSAGES.underReview, variant: 'amber' },
  removed: { text: 'Removed', variant: 'destructive' },
  suspended: { text: 'Hidden while your account is suspended', variant: 'slate' },
};

function SubmittedItem({ compliment }: { compliment: SubmittedCompliment }) {
  return (
    <li className="grid gap-3 rounded-2xl border border-border bg-card p-4 sm:p-5">
      <p className="text-base leading-relaxed [overflow-wrap:anywhere]">{compliment.text}</p>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-1.5 text-xs text-muted-foreground">
        {compliment.status ? (
          <Badge variant={STATUS_BADGES[compliment.status].variant}>
            {STATUS_BADGES[compliment.status].text}
          </Badge>
        ) : null}
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-3.5" aria-hidden="true" />
          <span>
            Submitted{' '}
            <time dateTime={compliment.createdAt}>{formatDate(compliment.createdAt)}</time>
          </span>
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Eye className="size-3.5" aria-hidden="true" />
          Seen {times(compliment.seenCount)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Heart className="size-3.5" aria-hidden="true" />
          Thanked {times(compliment.thanksCount)}
        </span>
      </div>
    </li>
  );
}

export function SubmittedComplimentsList({
  renderBetween,
}: {
  /** A list item the page puts between two compliments, such as an ad. */
  renderBetween?: (position: number) => ReactNode;
}) {
  const list = useSubmittedCompliments();
  return (
    <ComplimentListFrame
      query={list}
      loadingLabel="Loading your compliments…"
      errorTitle="Error loading your compliments"
      emptyIcon={PenLine}
      emptyText={COMPLIMENT_MESSAGES.noneSubmitted}
      listLabel="Submitted compliments"
      renderBetween={renderBetween}
      renderItem={(compliment) => <SubmittedItem key={compliment.id} compliment={compliment} />}
    />
  );
}
