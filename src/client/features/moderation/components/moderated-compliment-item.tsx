// One compliment as a moderator sees it: its text, author, where it stands, what members reported
// and why it was held, with the decisions the list offers.
import type { ReactNode } from 'react';
import {
  HELD_REASON_LABELS,
  REPORT_REASON_LABELS,
  type ModeratedCompliment,
} from '../../../../contract/moderation';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format-date';

/** Why moderation keeps a compliment from everyone (`hiddenReason`). */
const HIDDEN_LABELS: Record<string, string> = {
  reports: 'Hidden after reports',
  held: 'Held for review',
  admin: 'Hidden by an admin',
  suspended: 'Hidden while its author is suspended',
};

const REVIEW_BADGES: Record<
  NonNullable<ModeratedCompliment['reviewState']>,
  { text: string; variant: BadgeProps['variant'] }
> = {
  pending: { text: 'Waiting for review', variant: 'amber' },
  restored: { text: 'Restored', variant: 'success' },
  removed: { text: 'Removed', variant: 'destructive' },
};

const times = (count: number) => `${count} ${count === 1 ? 'time' : 'times'}`;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-wrap gap-x-2">
      <dt className="font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

export function ModeratedComplimentItem({
  compliment,
  actions,
}: {
  compliment: ModeratedCompliment;
  actions: ReactNode;
}) {
  const review = compliment.reviewState ? REVIEW_BADGES[compliment.reviewState] : null;
  const hidden =
    !compliment.isVisible && compliment.hiddenReason !== 'removed'
      ? (HIDDEN_LABELS[compliment.hiddenReason ?? ''] ?? 'Hidden')
      : null;

  return (
    <li className="grid gap-4 rounded-2xl border border-border bg-card p-4 sm:p-5">
      <div className="flex flex-wrap gap-2">
        {review ? <Badge variant={review.variant}>{review.text}</Badge> : null}
        {compliment.isVisible ? (
          <Badge variant="outline">Shown</Badge>
        ) : hidden ? (
          <Badge variant="slate">{hidden}</Badge>
        ) : null}
      </div>
      <p className="text-base leading-relaxed font-medium [overflow-wrap:anywhere]">
        {compliment.text}
      </p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
        <Fact term="Author">{compliment.author ? compliment.author.email : 'No author'}</Fact>
        <Fact term="Submitted">
          <time dateTime={compliment.createdAt}>{formatDateTime(compliment.createdAt)}</time>
        </Fact>
        <Fact term="Seen">{times(compliment.seenCount)}</Fact>
        <Fact term="Thanked">{times(compliment.thanksCount)}</Fact>
        <Fact term="Reports">{compliment.reportCount}</Fact>
        {compliment.heldReason ? (
          <Fact term="Why held">
            {HELD_REASON_LABELS[compliment.heldReason]}
            {compliment.heldDetail ? `: “${compliment.heldDetail}”` : null}
          </Fact>
        ) : null}
      </dl>
      {compliment.reasons.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Report reasons">
          {compliment.reasons.map(({ reason, count }) => (
            <li key={reason}>
              <Badge variant="secondary">
                {REPORT_REASON_LABELS[reason]} ({count})
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {compliment.notes.length > 0 ? (
        <div className="grid gap-1.5 text-sm">
          <p className="font-medium text-muted-foreground">Notes from reporters</p>
          <ul className="grid gap-1.5">
            {compliment.notes.map((note, index) => (
              <li
                key={index}
                className="rounded-xl bg-muted px-3 py-2 [overflow-wrap:anywhere] text-foreground"
              >
                {note}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2 sm:justify-end">{actions}</div>
    </li>
  );
}
