// One promotion as /gift shows it (PRODUCT 7): provider, status badge, offer, code, validity and actions.
import { CalendarClock, Copy, Eye, Gift, MousePointerClick, Shuffle, Store } from 'lucide-react';
import type { PublicPromotion } from '../../../../contract/promotions';
import { MESSAGES } from '../../../../contract/messages';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../hooks/use-toast';
import { track } from '../../../lib/analytics';
import { formatDate } from '../../../lib/format-date';
import { promotionLink } from '../api/claim-promotion';

const CODE_COPIED_TITLE = 'Compliment Code Copied!';

async function copyCode(code: string) {
  try {
    if (!navigator.clipboard) throw new Error('The clipboard is not available here');
    await navigator.clipboard.writeText(code);
    track('gift_code_copy');
    toast({ title: CODE_COPIED_TITLE, description: `Paste ${code} at checkout.` });
  } catch (error) {
    console.info('[gift] copy failed', error);
    toast({
      variant: 'destructive',
      title: MESSAGES.copyFailedTitle,
      description: MESSAGES.copyFailedText,
    });
  }
}

export function PromotionCard({
  promotion,
  onDiscoverAnother,
  discovering,
}: {
  promotion: PublicPromotion;
  onDiscoverAnother: () => void;
  discovering: boolean;
}) {
  const expired = promotion.isExpired;
  const expiry = formatDate(promotion.expireAt);
  const showCounts = promotion.views !== undefined && promotion.claims !== undefined;

  return (
    <Card className="overflow-hidden" aria-busy={discovering}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border bg-gradient-to-br from-hero-from to-hero-to px-6 py-4 sm:px-8">
        <p className="inline-flex min-w-0 items-center gap-2 font-semibold [overflow-wrap:anywhere]">
          <Store className="size-4 shrink-0 text-primary" aria-hidden="true" />
          {promotion.serviceProviderName}
        </p>
        {expired ? (
          <Badge variant="destructive">Expired</Badge>
        ) : (
          <Badge variant="success">
            <Gift aria-hidden="true" />
            Currently Shining
          </Badge>
        )}
      </div>

      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-6 pt-6 sm:pt-8">
        <div className="grid gap-2">
          <h2 className="text-2xl font-extrabold [overflow-wrap:anywhere] sm:text-3xl">
            {promotion.discountTitle}
          </h2>
          <p className="text-muted-foreground [overflow-wrap:anywhere]">
            {promotion.discountDescription}
          </p>
        </div>

        <div className="flex flex-col gap-3 rounded-2xl border-2 border-dashed border-primary/40 bg-secondary/40 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              Your code
            </p>
            <p
              className="font-mono text-2xl font-bold tracking-widest [overflow-wrap:anywhere] text-foreground"
              data-testid="promotion-code"
            >
              {promotion.discountCode}
            </p>
          </div>
          <Button
            variant="outline"
            onClick={() => void copyCode(promotion.discountCode)}
            aria-label={`Copy code ${promotion.discountCode}`}
          >
            <Copy aria-hidden="true" />
            Copy
          </Button>
        </div>

        <p className="inline-flex items-center gap-2 text-sm font-medium text-muted-foreground">
          <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
          {expired ? `Expired on ${expiry}` : `Valid until ${expiry}`}
        </p>

        {showCounts ? (
          <dl className="flex flex-wrap gap-3 text-sm" aria-label="Promotion statistics">
            <div className="inline-flex items-center gap-2 rounded-full bg-muted px-3 py-1">
              <Eye className="size-4 text-muted-foreground" aria-hidden="true" />
              <dt className="font-medium text-muted-foreground">Views</dt>
              <dd className="font-bold">{promotion.views}</dd>
            </div>
            <div className="inline-flex items-center gap-2 rounded-full bg-muted px-3 py-1">
              <MousePointerClick className="size-4 text-muted-foreground" aria-hidden="true" />
              <dt className="font-medium text-muted-foreground">Claims</dt>
              <dd className="font-bold">{promotion.claims}</dd>
            </div>
          </dl>
        ) : null}

        <div className="flex flex-col gap-3 sm:flex-row">
          {expired ? (
            <Button size="lg" disabled className="h-auto min-h-12 py-2 whitespace-normal sm:flex-1">
              <Gift aria-hidden="true" />
              Get My Boost
            </Button>
          ) : (
            <Button asChild size="lg" className="h-auto min-h-12 py-2 whitespace-normal sm:flex-1">
              <a
                href={promotionLink(promotion)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => track('gift_boost', { promotionId: promotion.id })}
              >
                <Gift aria-hidden="true" />
                Get My Boost
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          )}
          <Button
            size="lg"
            variant="outline"
            className="h-auto min-h-12 px-5 py-2 text-center whitespace-normal sm:flex-1"
            onClick={onDiscoverAnother}
            disabled={discovering}
          >
            {discovering ? <Spinner /> : <Shuffle aria-hidden="true" />}
            Discover Another Compliment
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
