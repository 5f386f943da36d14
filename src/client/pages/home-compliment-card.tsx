// The compliment card as the home page shows it, with its Share menu and its Report action: a chunk
// of its own, fetched with the first click on Get a Compliment, so none of it (the thank, the
// report, the share targets) weighs on the first screen (DECISIONS 17, 69). Each compliment shown
// is kept for the offline home page, and one given back offline says so (DECISIONS 75).
import { useEffect, useRef, type ComponentProps } from 'react';
import { ComplimentCard } from '../features/compliments/components/compliment-card';
import { ReportComplimentButton } from '../features/moderation/components/report-compliment-button';
import { LazyShareMenu } from '../features/sharing/components/lazy-share-menu';
import { useMessages } from '../lib/i18n';
import { isShownOffline, rememberCompliment } from '../pwa/offline';
import { pwaCatalog } from '../pwa/pwa-messages';

type CardProps = Omit<ComponentProps<typeof ComplimentCard>, 'renderShare' | 'renderReport'>;

/** Keeps the compliment with its picture as the browser drew it, once the picture is in. */
function useRemembered(compliment: CardProps['compliment']) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const image = frame.current?.querySelector('img');
    const keep = () => rememberCompliment(compliment, image?.currentSrc || undefined);
    if (!image || image.complete) {
      keep();
      return;
    }
    image.addEventListener('load', keep, { once: true });
    return () => image.removeEventListener('load', keep);
  }, [compliment]);
  return frame;
}

export function HomeComplimentCard(props: CardProps) {
  const text = useMessages(pwaCatalog);
  const frame = useRemembered(props.compliment);
  const offline = isShownOffline(props.compliment);
  return (
    <div ref={frame} className="grid gap-3">
      {offline ? (
        <p
          role="status"
          className="justify-self-center rounded-full border border-primary/20 bg-card/90 px-3 py-1.5 text-center text-sm font-semibold text-foreground shadow-xs"
        >
          {text.offlineCompliment}
        </p>
      ) : null}
      <ComplimentCard
        {...props}
        renderShare={(share) => <LazyShareMenu {...share} />}
        renderReport={(report) => <ReportComplimentButton {...report} />}
      />
    </div>
  );
}
