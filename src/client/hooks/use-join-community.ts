// Join the Community (PRODUCT 4) is asked for by whatever finds the visitor to be a guest: a click on
// Thank Author or Submit, or an answer saying the session ended meanwhile. The page that offers the
// dialog listens; where nobody listens (the profile, which sends guests to /login) nothing opens.
import { useEffect, useState } from 'react';

const listeners = new Set<() => void>();

export function requestJoinCommunity(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` on every request until the returned function is called. */
export function onJoinCommunityRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether the dialog is open: a request opens it, the dialog closes it through the setter. */
export function useJoinCommunityRequests() {
  const [open, setOpen] = useState(false);
  useEffect(() => onJoinCommunityRequest(() => setOpen(true)), []);
  return [open, setOpen] as const;
}
