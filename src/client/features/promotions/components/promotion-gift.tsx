// The /gift flow (PRODUCT 7, 18): a linked or random promotion, its view, "Discover Another" and the empty state.
import { Gift, PackageOpen, Shuffle } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { promotionCatalog } from '../../../../contract/promotion-messages';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { track } from '../../../lib/analytics';
import { statusOf } from '../../../lib/api-client';
import { preloadMessages, useMessages } from '../../../lib/i18n';
import { usePromotion } from '../api/get-promotion';
import { useRandomPromotion } from '../api/get-random-promotion';
import { useRecordPromotionView } from '../api/record-promotion-view';
import { promotionGiftCatalog } from '../promotion-gift-messages';
import { PromotionCard } from './promotion-card';

void preloadMessages(promotionGiftCatalog, promotionCatalog);

/**
 * `linkedId` is the `?promotion=` of a shared link; `onLeaveLink` drops it from the address when
 * the visitor asks for another promotion.
 */
export function PromotionGift({
  linkedId,
  onLeaveLink,
}: {
  linkedId: string | null;
  onLeaveLink: () => void;
}) {
  const messages = useMessages(promotionGiftCatalog);
  const notFound = useMessages(promotionCatalog).notFound;
  const [draw, setDraw] = useState<{ exclude?: string; round: number }>({ round: 0 });
  const linked = usePromotion(linkedId);
  const random = useRandomPromotion(draw, { enabled: linkedId === null });
  const query = linkedId === null ? random : linked;
  const promotion = query.data ?? null;

  // One view per promotion shown: a new draw of the same promotion is a new showing.
  const { mutate: recordView } = useRecordPromotionView();
  const recorded = useRef<string | null>(null);
  const showingKey =
    promotion && !query.isPlaceholderData
      ? `${linkedId === null ? draw.round : 'link'}:${promotion.id}`
      : null;
  useEffect(() => {
    if (!showingKey || !promotion || recorded.current === showingKey) return;
    recorded.current = showingKey;
    recordView(promotion);
  }, [showingKey, promotion, recordView]);

  const discoverAnother = () => {
    track('gift_discover');
    setDraw((current) => ({ exclude: promotion?.id, round: current.round + 1 }));
    if (linkedId !== null) onLeaveLink();
  };

  if (query.isPending) return <GiftSkeleton />;

  if (query.isError) {
    if (linkedId !== null && statusOf(query.error) === 404) {
      return (
        <GiftMessage
          icon={<PackageOpen className="size-7" />}
          title={notFound}
          text={messages.linkEndedText}
          action={
            <Button onClick={discoverAnother}>
              <Shuffle aria-hidden="true" />
              {messages.discoverAnother}
            </Button>
          }
        />
      );
    }
    return (
      <ErrorPanel
        title={messages.loadError}
        text={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  if (!promotion) {
    return (
      <GiftMessage
        icon={<Gift className="size-7" />}
        title={messages.noPromotionsTitle}
        text={messages.noPromotionsText}
      />
    );
  }

  return (
    <PromotionCard
      promotion={promotion}
      onDiscoverAnother={discoverAnother}
      discovering={query.isFetching && query.isPlaceholderData}
    />
  );
}

function GiftMessage({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 pt-8 text-center sm:pt-10">
        <span
          aria-hidden="true"
          className="inline-flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground"
        >
          {icon}
        </span>
        <h2 className="text-2xl font-bold">{title}</h2>
        <p className="max-w-md text-muted-foreground">{text}</p>
        {action}
      </CardContent>
    </Card>
  );
}

function GiftSkeleton() {
  const messages = useMessages(promotionGiftCatalog);
  return (
    <Card className="overflow-hidden" role="status">
      <span className="sr-only">{messages.loading}</span>
      <div className="flex items-center justify-between border-b border-border px-6 py-4 sm:px-8">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-5 w-28 rounded-full" />
      </div>
      <CardContent className="grid gap-6 pt-6 sm:pt-8">
        <div className="grid gap-2">
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
        <Skeleton className="h-20 w-full rounded-2xl" />
        <Skeleton className="h-4 w-48" />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Skeleton className="h-12 w-full rounded-full sm:flex-1" />
          <Skeleton className="h-12 w-full rounded-full sm:flex-1" />
        </div>
      </CardContent>
    </Card>
  );
}
