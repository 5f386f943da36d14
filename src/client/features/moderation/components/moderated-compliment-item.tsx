// One compliment as a moderator sees it: its text, author, where it stands, what members reported
// and why it was held, with the decisions the list offers.
import type { ReactNode } from 'react';
import { complimentLanguageCatalog } from '../../../../contract/compliment-language-messages';
import { LOCALE_NAMES } from '../../../../contract/i18n/locales';
import type { ModeratedCompliment } from '../../../../contract/moderation';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format-date';
import { t, useMessages } from '../../../lib/i18n';
import {
  HELD_REASON_KEYS,
  labelsOf,
  moderationPanelCatalog,
  type ModerationPanelTexts,
} from '../moderation-panel-messages';
import { reportCatalog, reportReasonLabels } from '../report-messages';

/** Why moderation keeps a compliment from everyone (`hiddenReason`). */
const HIDDEN_KEYS: Record<string, keyof ModerationPanelTexts> = {
  reports: 'hiddenReports',
  held: 'hiddenHeld',
  admin: 'hiddenAdmin',
  suspended: 'hiddenSuspended',
};

const REVIEW_BADGES: Record<
  NonNullable<ModeratedCompliment['reviewState']>,
  { key: keyof ModerationPanelTexts; variant: BadgeProps['variant'] }
> = {
  pending: { key: 'reviewPending', variant: 'amber' },
  restored: { key: 'reviewRestored', variant: 'success' },
  removed: { key: 'reviewRemoved', variant: 'destructive' },
};

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
  const m = useMessages(moderationPanelCatalog);
  const languages = useMessages(complimentLanguageCatalog);
  const reasonLabels = reportReasonLabels(useMessages(reportCatalog));
  const review = compliment.reviewState ? REVIEW_BADGES[compliment.reviewState] : null;
  const hiddenKey = HIDDEN_KEYS[compliment.hiddenReason ?? ''];
  const hidden =
    !compliment.isVisible && compliment.hiddenReason !== 'removed'
      ? hiddenKey
        ? m[hiddenKey]
        : m.hidden
      : null;
  const heldReason = compliment.heldReason
    ? labelsOf(HELD_REASON_KEYS, m)[compliment.heldReason]
    : null;

  return (
    <li className="grid gap-4 rounded-2xl border border-border bg-card p-4 sm:p-5">
      <div className="flex flex-wrap gap-2">
        {review ? <Badge variant={review.variant}>{m[review.key]}</Badge> : null}
        {compliment.isVisible ? (
          <Badge variant="outline">{m.shown}</Badge>
        ) : hidden ? (
          <Badge variant="slate">{hidden}</Badge>
        ) : null}
      </div>
      <p
        dir="auto"
        translate="no"
        lang={compliment.language}
        className="text-base leading-relaxed font-medium [overflow-wrap:anywhere]"
      >
        {compliment.text}
      </p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
        <Fact term={m.author}>
          {compliment.author ? <bdi>{compliment.author.email}</bdi> : m.noAuthor}
        </Fact>
        <Fact term={languages.languageLabel}>
          <span lang={compliment.language}>{LOCALE_NAMES[compliment.language]}</span>
        </Fact>
        <Fact term={m.submitted}>
          <time dateTime={compliment.createdAt}>{formatDateTime(compliment.createdAt)}</time>
        </Fact>
        <Fact term={m.seen}>{t(m.times, { count: compliment.seenCount })}</Fact>
        <Fact term={m.thanked}>{t(m.times, { count: compliment.thanksCount })}</Fact>
        <Fact term={m.reports}>{t('{count}', { count: compliment.reportCount })}</Fact>
        {heldReason ? (
          <Fact term={m.whyHeld}>
            {compliment.heldDetail
              ? t(m.heldWithDetail, { reason: heldReason, detail: compliment.heldDetail })
              : heldReason}
          </Fact>
        ) : null}
      </dl>
      {compliment.reasons.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={m.reportReasons}>
          {compliment.reasons.map(({ reason, count }) => (
            <li key={reason}>
              <Badge variant="secondary">
                {t(m.reasonCount, { reason: reasonLabels[reason], count })}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {compliment.notes.length > 0 ? (
        <div className="grid gap-1.5 text-sm">
          <p className="font-medium text-muted-foreground">{m.reporterNotes}</p>
          <ul className="grid gap-1.5">
            {compliment.notes.map((note, index) => (
              <li
                key={index}
                dir="auto"
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
