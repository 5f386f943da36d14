// "Shared 3 times": shown beside a badge once it has been shared at least once.
import { Share2 } from 'lucide-react';

export function SharedCount({ count }: { count: number }) {
  return (
    <p className="inline-flex items-center gap-1.5 text-xs font-semibold text-primary">
      <Share2 className="size-3.5" aria-hidden="true" />
      Shared {count} {count === 1 ? 'time' : 'times'}
    </p>
  );
}
