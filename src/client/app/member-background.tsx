// What runs in the background of every page for a signed-in member, from a chunk guests never
// load and members load after the first paint: the live events' stream (DECISIONS 78), the
// keeping of this browser's push device (PRODUCT 11.10) and the badge celebrations.
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useCelebrations } from '../features/badges/api/get-celebrations';
import { LiveEvents } from '../features/live-events/components/live-events';
import { signInOf, useKeepPushDevice } from '../features/notifications/hooks/use-keep-push-device';

// A celebration is a bonus: if its chunk cannot load, the page goes on without it.
const MemberCelebrations = lazy((): Promise<{ default: ComponentType }> =>
  import('./member-celebrations').then(
    (module) => ({ default: module.MemberCelebrations }),
    () => ({ default: () => null }),
  ),
);

export function MemberBackground({ user }: { user: { id: number; lastLogin: string | null } }) {
  useKeepPushDevice(signInOf(user));
  // The celebration's chunk (its dialog, the share targets' brand icons) is fetched only when a
  // badge awaits its celebration, not with every page a member opens; once in, it stays, so a
  // later answer without that badge does not close a celebration on screen.
  const celebrations = useCelebrations();
  const [celebrating, setCelebrating] = useState(false);
  if (!celebrating && (celebrations.data?.length ?? 0) > 0) setCelebrating(true);
  // The events' texts may suspend; the device is kept meanwhile.
  return (
    <>
      <Suspense fallback={null}>
        <LiveEvents />
      </Suspense>
      {celebrating ? (
        <Suspense fallback={null}>
          <MemberCelebrations />
        </Suspense>
      ) : null}
    </>
  );
}
