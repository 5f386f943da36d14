// The Join the Community dialog, loaded the first time a guest needs it; it stays mounted afterwards
// so its closing animation and focus return work as usual.
import { lazy, Suspense, useState } from 'react';

const JoinCommunityDialog = lazy(async () => ({
  default: (await import('./join-community-dialog')).JoinCommunityDialog,
}));

export function LazyJoinCommunityDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [needed, setNeeded] = useState(open);
  if (open && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <JoinCommunityDialog open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
