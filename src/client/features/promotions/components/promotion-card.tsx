// One promotion as /gift shows it (PRODUCT 7): provider, status badge, offer, code, validity and actions.
import { CalendarClock, Copy, Eye, Gift, MousePointerClick, Shuffle, Store } from 'lucide-react';
import type { PublicPromotion } from '../../../../contract/promotions';
import { messagesCatalog } from '../../../../contract/messages';
import { formatDay, formatListCount } from '../../../components/campaigns/campaign-format';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../hooks/use-toast';
import { track } from '../../../lib/analytics';
import { messagesOf, preloadMessages, t, useMessages } from '../../../lib/i18n';
import { promotionLink } from '../api/claim-promotion';
import { promotionGiftCatalog } from '../promotion-gift-messages';

// The copy's toasts are drawn after the press, outside the card.
void preloadMessages(messagesCatalog);

async function copyCode(code: string) {
  try {
    if (!navigator.clipboard) throw new Error('The clipboard is not available here');
    await navigator.clipboard.writeText(code);
    track('gift_code_copy');
    const messages = messagesOf(promotionGiftCatalog);
    toast({ title: messages.codeCopied, description: t(messages.codeCopiedText, { code }) });
  } catch (error) {
    console.info('[gift] copy failed', error);
    const messages = messagesOf(messagesCatalog);
    toast({
      variant: 'destructive',
      title: messages.copyFailedTitle,
      description: messages.copyFailedText,
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
  const messages = useMessages(promotionGiftCatalog);
  const expired = promotion.isExpired;
  const expiry = formatDay(promotion.expireAt);
  const { views, claims } = promotion;

  return (
    <Card className="overflow-hidden" aria-busy={discovering}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border bg-gradient-to-br from-hero-from to-hero-to px-6 py-4 sm:px-8">
        <p className="inline-flex min-w-0 items-center gap-2 font-semibold [overflow-wrap:anywhere]">
          <Store className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span translate="no" dir="auto">
            {promotion.serviceProviderName}
          </span>
        </p>
        {expired ? (
          <Badge variant="destructive">{messages.expired}</Badge>
        ) : (
          <Badge variant="success">
            <Gift aria-hidden="true" />
            {messages.shining}
          </Badge>
        )}
      </div>

      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-6 pt-6 sm:pt-8">
        <div className="grid gap-2">
          <h2
            translate="no"
            dir="auto"
            className="text-2xl font-extrabold [overflow-wrap:anywhere] sm:text-3xl"
          >
            {promotion.discountTitle}
          </h2>
          <p translate="no" dir="auto" className="text-muted-foreground [overflow-wrap:anywhere]">
            {promotion.discountDescription}
          </p>
        </div>

        <div className="flex flex-col gap-3 rounded-2xl border-2 border-dashed border-primary/40 bg-secondary/40 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase rtl:tracking-normal">
              {messages.yourCode}
            </p>
            <p
              translate="no"
              dir="auto"
              className="font-mono text-2xl font-bold tracking-widest [overflow-wrap:anywhere] text-foreground"
              data-testid="promotion-code"
            >
              {promotion.discountCode}
            </p>
          </div>
          <Button
            variant="outline"
            onClick={() => void copyCode(promotion.discountCode)}
            aria-label={t(messages.copyCode, { code: promotion.discountCode })}
          >
            <Copy aria-hidden="true" />
            {messages.copy}
          </Button>
        </div>

        <p className="inline-flex items-center gap-2 text-sm font-medium text-muted-foreground">
          <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
          {t(expired ? messages.expiredOn : messages.validUntil, { date: expiry })}
        </p>

        {views !== undefined && claims !== undefined ? (
          <dl className="flex flex-wrap gap-3 text-sm" aria-label={messages.statistics}>
            <div className="inline-flex items-center gap-2 rounded-full bg-muted px-3 py-1">
              <Eye className="size-4 text-muted-foreground" aria-hidden="true" />
              <dt className="font-medium text-muted-foreground">{messages.views}</dt>
              <dd className="font-bold">{formatListCount(views)}</dd>
            </div>
            <div className="inline-flex items-center gap-2 rounded-full bg-muted px-3 py-1">
              <MousePointerClick className="size-4 text-muted-foreground" aria-hidden="true" />
              <dt className="font-medium text-muted-foreground">{messages.claims}</dt>
              <dd className="font-bold">{formatListCount(claims)}</dd>
            </div>
          </dl>
        ) : null}

        <div className="flex flex-col gap-3 sm:flex-row">
          {expired ? (
            <Button size="lg" disabled className="h-auto min-h-12 py-2 whitespace-normal sm:flex-1">
              <Gift aria-hidden="true" />
              {messages.getMyBoost}
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
                {messages.getMyBoost}
                <span className="sr-only">{messages.opensInNewTab}</span>
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
            {messages.discoverAnother}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
