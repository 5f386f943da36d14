// Starts keeping this browser's push device (PRODUCT 11.10) for a signed-in member: only where the
// member allowed notifications here, after the first paint, and from a chunk of its own, so no
// first load carries it.
import { useEffect } from 'react';

/**
 * The member and their sign-in, as the device kept in this tab is noted: a new sign-in (its
 * `lastLogin`) hands the subscription over again, to be tied to it.
 */
export const signInOf = (user: { id: number; lastLogin: string | null }) =>
  `${user.id} ${user.lastLogin ?? ''}`;

/** `signIn`: the member and their sign-in (`signInOf`); null for a guest. */
export function useKeepPushDevice(signIn: string | null): void {
  useEffect(() => {
    if (!signIn || globalThis.Notification?.permission !== 'granted') return;
    // After the first paint (an effect), and at once: its sign-out task must be in place before
    // the member can reach Logout.
    void import('../api/keep-push-device')
      .then(({ keepPushDevice }) => keepPushDevice(signIn))
      // Keeping the device is a courtesy: the next page, or the settings, try again.
      .catch(() => undefined);
  }, [signIn]);
}
