// The "Sponsored" pill every placement shows beside its ad.
import { cn } from '../../../lib/cn';
import { useMessages } from '../../../lib/i18n';
import { sponsoredCatalog } from '../sponsored-messages';

export function SponsoredTag({ className }: { className?: string }) {
  const messages = useMessages(sponsoredCatalog);
  return (
    <span
      className={cn(
        // Spacing letters apart would break up joined scripts such as Arabic.
        'rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase rtl:tracking-normal',
        className,
      )}
    >
      {messages.sponsored}
    </span>
  );
}
