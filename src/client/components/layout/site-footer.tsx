// A quiet footer that closes every page with a nav bar.
import { Heart } from 'lucide-react';
import { site } from '../../config/site';
import { cn } from '../../lib/cn';
import { useMessages } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { layoutCatalog } from './layout-messages';

export function SiteFooter({ className }: { className?: string }) {
  const text = useMessages(layoutCatalog);
  return (
    <footer className={cn('border-t border-border/70', className)}>
      <div className="mx-auto flex w-full max-w-5xl flex-col items-center justify-between gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
        <p className="inline-flex items-center gap-1.5">
          {richText(
            text.madeWith,
            {
              love: (
                <Heart
                  className="size-3.5 fill-primary text-primary"
                  aria-label={text.love}
                  role="img"
                />
              ),
            },
            { site: site.name },
          )}
        </p>
        <p>{text.passItOn}</p>
      </div>
    </footer>
  );
}
