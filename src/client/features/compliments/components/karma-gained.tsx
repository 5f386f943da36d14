// "+5 karma" beside the control that earned it (PRODUCT 14.1): shown for a few seconds after a
// submission or a thank, and read out politely by screen readers. The live region is always in
// the page, so its new text is announced.
import { useEffect, useState } from 'react';
import { cn } from '../../../lib/cn';
import { t, useMessages } from '../../../lib/i18n';
import { complimentsCatalog } from '../compliments-messages';

/** How long the hint stays on screen. */
const KARMA_HINT_MS = 4000;

export interface KarmaGain {
  points: number;
  /** Tells one gain from the next equal one, so each shows afresh. */
  at: number;
}

export function KarmaGained({ gain, className }: { gain: KarmaGain | null; className?: string }) {
  const text = useMessages(complimentsCatalog);
  const [expired, setExpired] = useState<KarmaGain | null>(null);
  const shown = gain && gain.points > 0 && gain !== expired ? gain : null;
  useEffect(() => {
    if (!gain) return;
    const timer = window.setTimeout(() => setExpired(gain), KARMA_HINT_MS);
    return () => window.clearTimeout(timer);
  }, [gain]);
  return (
    <span
      aria-live="polite"
      className={cn(
        'pointer-events-none text-sm font-bold text-emerald-700 dark:text-emerald-300',
        shown ? 'animate-fade-in' : 'sr-only',
        className,
      )}
    >
      {shown ? t(text.karmaGained, { points: shown.points }) : ''}
    </span>
  );
}
