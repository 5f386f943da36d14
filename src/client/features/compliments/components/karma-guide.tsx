// How karma is earned (PRODUCT 14, shown to members on the profile), from the same numbers the
// server awards. It folds away behind an info button, so on a phone the greeting and the tabs come
// first. A plain button with aria-expanded and aria-controls, not Radix's Collapsible: that one
// measured its closed panel while the profile was first drawn (a forced layout) and came in a
// chunk of its own.
import { ChevronDown, Heart, HeartHandshake, Info, PenLine } from 'lucide-react';
import { useId, useState } from 'react';
import { KARMA } from '../../../../contract/constants';
import { t, useMessages } from '../../../lib/i18n';
import { complimentListsCatalog } from '../compliment-lists-messages';

const WAYS = [
  { icon: PenLine, points: KARMA.submission, text: 'karmaForSubmission' },
  { icon: Heart, points: KARMA.thankReceived, text: 'karmaForThankReceived' },
  { icon: HeartHandshake, points: KARMA.thankGiven, text: 'karmaForThankGiven' },
] as const;

export function KarmaGuide() {
  const words = useMessages(complimentListsCatalog);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="grid gap-2">
      <h2 className="text-sm font-semibold text-foreground">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          data-state={open ? 'open' : 'closed'}
          onClick={() => setOpen((value) => !value)}
          className="group -mx-2 inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full px-2 text-start transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Info className="size-4 shrink-0 text-primary" aria-hidden="true" />
          {words.howKarma}
          <ChevronDown
            className="size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
            aria-hidden="true"
          />
        </button>
      </h2>
      <div id={panelId} hidden={!open}>
        {open ? (
          <ul className="grid gap-2 sm:grid-cols-3">
            {WAYS.map(({ icon: Icon, points, text }) => (
              <li
                key={text}
                className="flex items-start gap-3 rounded-2xl border border-border bg-card/70 p-3 text-sm"
              >
                <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  <span className="font-bold text-primary">{t(words.karmaPoints, { points })}</span>{' '}
                  <span className="text-muted-foreground">
                    {t(words[text], { count: KARMA.submissionsRewardedPerDay })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
