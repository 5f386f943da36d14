// The compliment shown on home (PRODUCT 4): its image and quote, and Thank Author, Gift, Share, New
// Compliment, with a quieter Report.
import { Gift, Heart, HeartHandshake, RefreshCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { complimentCatalog } from '../../../../contract/compliment-messages';
import type { RandomCompliment } from '../../../../contract/compliments';
import { KARMA } from '../../../../contract/constants';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { requestJoinCommunity } from '../../../hooks/use-join-community';
import { track } from '../../../lib/analytics';
import { cn } from '../../../lib/cn';
import { useMessages } from '../../../lib/i18n';
import type { ShareContent } from '../../../lib/share-content';
import { useThankCompliment } from '../api/thank-compliment';
import { complimentShareContent } from '../compliment-share';
import { complimentsCatalog } from '../compliments-messages';
import { ComplimentImage } from './compliment-image';
import { KarmaGained, type KarmaGain } from './karma-gained';

/** What the page's Share control receives for this compliment. */
export interface ComplimentShareProps {
  content: ShareContent;
  copiedToast: { title: string; description: string };
  analyticsEvent: 'compliment_share';
  className?: string;
}

/** What the page's Report control receives for this compliment. */
export interface ComplimentReportProps {
  complimentId: number;
  isGuest: boolean;
  onGuest: () => void;
  /** The reporter will not be given this compliment again: the card moves on to another. */
  onReported: () => void;
  className?: string;
}

const actionClass = 'w-full sm:w-auto';
const reportClass = cn(actionClass, 'col-span-2 sm:col-span-1');

export function ComplimentCard({
  compliment,
  isGuest,
  onNewCompliment,
  newComplimentLabel,
  fetching,
  renderShare,
  renderReport,
}: {
  compliment: RandomCompliment;
  isGuest: boolean;
  onNewCompliment: () => void;
  /** A share page asks for the next compliment with Get a Compliment (PRODUCT 5). */
  newComplimentLabel?: string;
  fetching: boolean;
  renderShare: (props: ComplimentShareProps) => ReactNode;
  renderReport: (props: ComplimentReportProps) => ReactNode;
}) {
  const text = useMessages(complimentsCatalog);
  const shared = useMessages(complimentCatalog);
  const thank = useThankCompliment();
  const thanked = compliment.thankedAt !== null;
  const [karmaGain, setKarmaGain] = useState<KarmaGain | null>(null);

  const onThank = () => {
    if (isGuest) {
      requestJoinCommunity();
      return;
    }
    thank.mutate(compliment.id, {
      onSuccess: (answer) => {
        // A thank given earns the thanker KARMA.thankGiven (PRODUCT 14).
        setKarmaGain({ points: KARMA.thankGiven, at: Date.now() });
        track('compliment_thank', { newBadges: answer.newBadges.length });
      },
    });
  };

  return (
    <article
      aria-label={text.cardLabel}
      className="overflow-hidden rounded-card border border-border bg-card text-card-foreground shadow-lifted"
    >
      {compliment.image ? (
        <ComplimentImage key={compliment.image.id} image={compliment.image} />
      ) : null}
      <div className="grid gap-6 px-4 py-7 sm:px-10 sm:py-9">
        {/* Its own direction: a compliment may be in another language than the page. */}
        <blockquote
          dir="auto"
          aria-live="polite"
          className={cn(
            'font-display text-xl leading-snug font-bold text-balance [overflow-wrap:anywhere] sm:text-2xl',
            fetching && 'opacity-60 transition-opacity',
          )}
        >
          <span aria-hidden="true" className="text-primary">
            {text.quoteOpen}
          </span>
          <bdi lang={compliment.language} dir="auto" translate="no">
            {compliment.text}
          </bdi>
          <span aria-hidden="true" className="text-primary">
            {text.quoteClose}
          </span>
        </blockquote>

        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-center">
          <div className="relative col-span-2 flex">
            <Button onClick={onThank} disabled={thanked || thank.isPending} className={actionClass}>
              {thank.isPending ? (
                <Spinner />
              ) : thanked ? (
                <HeartHandshake aria-hidden="true" />
              ) : (
                <Heart aria-hidden="true" />
              )}
              {thanked ? shared.thankedButton : text.thankAuthor}
            </Button>
            <KarmaGained
              gain={karmaGain}
              className="absolute end-1 -top-7 rounded-full bg-card px-2 py-0.5 shadow-xs"
            />
          </div>
          <Button asChild variant="outline" className={actionClass}>
            <Link href={paths.gift}>
              <Gift aria-hidden="true" />
              {text.gift}
            </Link>
          </Button>
          {renderShare({
            content: complimentShareContent(compliment, window.location.origin, site.name),
            copiedToast: {
              title: shared.copiedTitle,
              description: shared.copied,
            },
            analyticsEvent: 'compliment_share',
            className: actionClass,
          })}
          <Button
            variant="secondary"
            onClick={onNewCompliment}
            disabled={fetching}
            className={cn(actionClass, 'col-span-2')}
          >
            {fetching ? <Spinner /> : <RefreshCw aria-hidden="true" />}
            {newComplimentLabel ?? text.newCompliment}
          </Button>
          {renderReport({
            complimentId: compliment.id,
            isGuest,
            onGuest: requestJoinCommunity,
            onReported: onNewCompliment,
            className: reportClass,
          })}
        </div>
      </div>
    </article>
  );
}
