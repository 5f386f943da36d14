// "Shared 3 times": shown beside a badge once it has been shared at least once.
import { Share2 } from 'lucide-react';
import { t, useMessages } from '../../../lib/i18n';
import { badgesCatalog } from '../badges-messages';
import { countValue } from '../use-badge-names';

export function SharedCount({ count }: { count: number }) {
  const m = useMessages(badgesCatalog);
  return (
    <p className="inline-flex items-center gap-1.5 text-xs font-semibold text-primary">
      <Share2 className="size-3.5" aria-hidden="true" />
      {t(m.sharedCount, { count: countValue(count) })}
    </p>
  );
}
