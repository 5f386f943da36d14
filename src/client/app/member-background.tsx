// What runs in the background of every page for a signed-in member, from a chunk guests never
// load and members load after the first paint: the live events' stream (DECISIONS 78) and the
// keeping of this browser's push device (PRODUCT 11.10).
import { Suspense } from 'react';
import { LiveEvents } from '../features/live-events/components/live-events';
import { signInOf, useKeepPushDevice } from '../features/notifications/hooks/use-keep-push-device';

export function MemberBackground({ user }: { user: { id: number; lastLogin: string | null } }) {
  useKeepPushDevice(signInOf(user));
  // The events' texts may suspend; the device is kept meanwhile.
  return (
    <Suspense fallback={null}>
      <LiveEvents />
    </Suspense>
  );
}
