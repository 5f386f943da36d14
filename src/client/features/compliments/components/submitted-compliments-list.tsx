// The profile's Submitted tab (PRODUCT 6): each compliment, when it was shared, how often it was
// seen, and whether moderation keeps it from others.
import { CalendarDays, Eye, Heart, PenLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { complimentCatalog } from '../../../../contract/compliment-messages';
import type { SubmittedCompliment, SubmittedStatus } from '../../../../contract/compliments';
import type { Translation } from '../../../../contract/i18n/catalog';
import { MODERATION_MESSAGES } from '../../../../contract/moderation-messages';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/format-date';
import { localize, t, useMessages } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';
import { useSubmittedCompliments } from '../api/get-submitted-compliments';
import {
  complimentListsCatalog,
  type COMPLIMENT_LISTS_MESSAGES,
} from '../compliment-lists-messages';
import { ComplimentListFrame } from './list-states';

type Words = Translation<typeof COMPLIMENT_LISTS_MESSAGES> | typeof COMPLIMENT_LISTS_MESSAGES;

const STATUS_BADGES: Record<
  SubmittedStatus,
  { text: (words: Words) => string; variant: BadgeProps['variant'] }
> = {
  under_review: { text: () => localize(MODERATION_MESSAGES.underReview), variant: 'amber' },
  removed: { text: (words) => words.removed, variant: 'destructive' },
  suspended: { text: (words) => words.hiddenWhileSuspended, variant: 'slate' },
};

function SubmittedItem({ compliment }: { compliment: SubmittedCompliment }) {
  const text = useMessages(complimentListsCatalog);
  return (
    <li className="grid gap-3 rounded-2xl border border-border bg-card p-4 sm:p-5">
      <p dir="auto" translate="no" className="text-base leading-relaxed [overflow-wrap:anywhere]">
        {compliment.text}
      </p>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-1.5 text-xs text-muted-foreground">
        {compliment.status ? (
          <Badge variant={STATUS_BADGES[compliment.status].variant}>
            {STATUS_BADGES[compliment.status].text(text)}
          </Badge>
        ) : null}
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-3.5" aria-hidden="true" />
          <span>
            {richText(text.submitted, {
              date: <time dateTime={compliment.createdAt}>{formatDate(compliment.createdAt)}</time>,
            })}
          </span>
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Eye className="size-3.5" aria-hidden="true" />
          {t(text.seen, { count: compliment.seenCount })}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Heart className="size-3.5" aria-hidden="true" />
          {t(text.thanked, { count: compliment.thanksCount })}
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
  const text = useMessages(complimentListsCatalog);
  const shared = useMessages(complimentCatalog);
  const list = useSubmittedCompliments();
  return (
    <ComplimentListFrame
      query={list}
      loadingLabel={text.loadingSubmitted}
      errorTitle={text.errorSubmitted}
      emptyIcon={PenLine}
      emptyText={shared.noneSubmitted}
      listLabel={text.submittedList}
      renderBetween={renderBetween}
      renderItem={(compliment) => <SubmittedItem key={compliment.id} compliment={compliment} />}
    />
  );
}
