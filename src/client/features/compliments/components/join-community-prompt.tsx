// The page's Join the Community dialog, opened whenever it is asked for (hooks/use-join-community).
// Loaded the first time it is needed, it stays mounted afterwards so its closing animation and focus
// return work as usual.
import { lazy, Suspense, useState } from 'react';
import { useJoinCommunityRequests } from '../../../hooks/use-join-community';

const JoinCommunityDialog = lazy(async () => ({
  default: (await import('./join-community-dialog')).JoinCommunityDialog,
}));

export function JoinCommunityPrompt() {
  const [open, setOpen] = useJoinCommunityRequests();
  const [needed, setNeeded] = useState(open);
  if (open && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <JoinCommunityDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
