// /gift (PRODUCT 7): the home of the random promotion ("special compliment gift"), or a linked one,
// with the sticky footer ad (PRODUCT 17).
import { Gift, House } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { Button } from '../components/ui/button';
import { paths } from '../config/paths';
import { StickyFooterAd } from '../features/ads/components/sticky-footer-ad';
import { usePromotion } from '../features/promotions/api/get-promotion';
import { PromotionGift } from '../features/promotions/components/promotion-gift';
import { layoutCatalog } from '../components/layout/layout-messages';
import { useDocumentTitle } from '../hooks/use-document-title';
import { t, useMessages } from '../lib/i18n';
import { publicPagesCatalog } from './public-pages-messages';

export function GiftPage() {
  const text = useMessages(publicPagesCatalog);
  const layout = useMessages(layoutCatalog);
  const [, navigate] = useLocation();
  const linkedId = new URLSearchParams(useSearch()).get('promotion')?.trim() || null;
  // A shared offer's tab says whose it is; the same query feeds the card below.
  const linked = usePromotion(linkedId);
  useDocumentTitle(
    linkedId === null
      ? text.giftTitle
      : linked.data
        ? t(text.giftFromTitle, { provider: linked.data.serviceProviderName })
        : text.aSharedGift,
  );

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col items-center gap-3 text-center">
        <span
          aria-hidden="true"
          className="inline-flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground"
        >
          <Gift className="size-7" />
        </span>
        <h1 className="text-3xl font-extrabold sm:text-4xl">{text.giftHeading}</h1>
        <p className="max-w-md text-muted-foreground">{text.giftText}</p>
      </header>
      <PromotionGift
        linkedId={linkedId}
        onLeaveLink={() => navigate(paths.gift, { replace: true })}
      />
      <div className="flex justify-center">
        <Button asChild variant="ghost">
          <Link href={paths.home}>
            <House aria-hidden="true" />
            {layout.home}
          </Link>
        </Button>
      </div>
      <StickyFooterAd />
    </div>
  );
}
