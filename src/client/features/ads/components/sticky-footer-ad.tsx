// The Sticky Footer placement (PRODUCT 17): a slim bar fixed to the bottom of the home and gift
// pages at every width. Closed, it stays closed for the rest of the 4-hour ads bucket. While it
// shows, the page keeps room for it below its last controls and wide screens' toasts sit above it
// (--ad-footer-height in styles.css).
import { ExternalLink, X } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { PublicAd } from '../../../../contract/ads';
import { Button } from '../../../components/ui/button';
import { useMessages } from '../../../lib/i18n';
import { currentAdsBucket } from '../api/get-ad';
import type { ShownAd } from '../hooks/use-shown-ad';
import { AdPlacement } from './ad-placement';
import { sponsoredCatalog } from '../sponsored-messages';
import { SponsoredTag } from './sponsored-tag';

const CLOSED_KEY = 'kindly:footer-ad-closed';
const HEIGHT_PROPERTY = '--ad-footer-height';

/** Whether the visitor closed the bar in the current bucket; storage may be unavailable. */
function closedThisBucket(): boolean {
  try {
    return localStorage.getItem(CLOSED_KEY) === String(currentAdsBucket());
  } catch {
    return false;
  }
}

function rememberClosed() {
  try {
    localStorage.setItem(CLOSED_KEY, String(currentAdsBucket()));
  } catch {
    // Private modes may refuse storage: the bar then stays closed until the page is left.
  }
}

/** Publishes the bar's height, which the page's bottom padding and the toasts read. */
function useReservedHeight(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(HEIGHT_PROPERTY, `${bar.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, [ref]);
}

export function StickyFooterAd() {
  const [closed, setClosed] = useState(closedThisBucket);
  if (closed) return null;
  const close = () => {
    rememberClosed();
    setClosed(true);
    // The focused close button goes away: the page's content takes the focus, as after navigating.
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <AdPlacement placement="footer">
      {(ad, shown) => <FooterBar ad={ad} shown={shown} onClose={close} />}
    </AdPlacement>
  );
}

function FooterBar({
  ad,
  shown: { link, onImageError },
  onClose,
}: {
  ad: PublicAd;
  shown: ShownAd;
  onClose: () => void;
}) {
  const messages = useMessages(sponsoredCatalog);
  const ref = useRef<HTMLElement>(null);
  useReservedHeight(ref);
  return (
    <aside
      ref={ref}
      aria-label={messages.bar}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card pb-[env(safe-area-inset-bottom)] shadow-lifted"
    >
      <div className="mx-auto flex w-full max-w-5xl items-center gap-2 px-4 py-2 sm:px-6">
        <a
          {...link}
          className="group flex min-w-0 flex-1 items-center gap-3 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <img
            src={ad.imageUrlD}
            alt=""
            onError={onImageError}
            className="aspect-video h-11 shrink-0 rounded-lg border border-border bg-white object-contain"
          />
          <span className="flex min-w-0 flex-1 flex-col items-start gap-0.5">
            <SponsoredTag className="px-2 text-[0.6875rem]" />
            <span className="flex max-w-full items-center gap-1.5 text-sm font-semibold group-hover:text-primary">
              <span translate="no" dir="auto" className="min-w-0 truncate">
                {ad.name}
              </span>
              <ExternalLink className="size-3.5 shrink-0 rtl:-scale-x-100" aria-hidden="true" />
            </span>
          </span>
        </a>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label={messages.closeBar}>
          <X aria-hidden="true" />
        </Button>
      </div>
    </aside>
  );
}
