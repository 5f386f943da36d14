// Keeping this browser's device (PRODUCT 11.10). The server ties a device to the sign-in that
// subscribed it, so a device whose sign-in ended (it expired, or a password change ended it) stops
// getting notifications: when a member opens Kindly where the browser still holds a subscription,
// it is handed to the server again (POST /api/push/devices), which ties it to this sign-in. Signing out removes this device and ends the browser's
// subscription, so the next person to sign in here gets none of this member's notifications; and
// a subscription turned on by another member, who never signed out here, is ended rather than
// handed over: whoever is signed in now did not ask for it. A hand-over happens once per sign-in
// in this browser, so a device the member removed from another device stays removed until they
// sign in here again.
import type { PushDevices } from '../../../../contract/push';
import { apiFetch, apiFetchAs } from '../../../lib/api-client';
import { onSignOut } from '../../../pwa/sign-out';
import { currentSubscription, subscriptionBody } from '../lib/browser-push';

/** localStorage: the sign-in and subscription this browser has handed to the server already. */
const KEPT = 'kindly-push-device-kept';
/** localStorage: the member who turned this browser's notifications on. */
const OWNER = 'kindly-push-device-owner';

/** The member's id, the first part of `signInOf`'s "12 2027-03-01T09:00:00.000Z". */
const memberOf = (signIn: string) => signIn.split(' ')[0] ?? '';

/** Storage can be refused (a private window, a full quota): the worst is one more hand-over. */
function store(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // As above.
  }
}

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

const local = () => window.localStorage;

/** Notes that this member's sign-in has this browser's subscription on the server. */
export function rememberKeptDevice(signIn: string, endpoint: string): void {
  store(local, KEPT, `${signIn} ${endpoint}`);
  store(local, OWNER, memberOf(signIn));
}

export function forgetKeptDevice(): void {
  store(local, KEPT, null);
  store(local, OWNER, null);
}

/** This browser's device leaves the server and the browser's subscription ends. */
async function removeThisDevice(): Promise<void> {
  const subscription = await currentSubscription();
  forgetKeptDevice();
  if (!subscription) return;
  try {
    const { devices } = await apiFetchAs<PushDevices>('/api/push/devices');
    const own = devices.find((device) => device.endpoint === subscription.endpoint);
    if (own) {
      await apiFetch(`/api/push/devices/${encodeURIComponent(own.id)}`, { method: 'DELETE' });
    }
  } catch {
    // Signing out ends the sign-in the device is tied to, which removes it on the server anyway.
  }
  await subscription.unsubscribe().catch(() => false);
}

let removingOnSignOut = false;

/** Signing out on this page removes this browser's device first (once per page). */
export function removeOnSignOut(): void {
  if (removingOnSignOut) return;
  removingOnSignOut = true;
  onSignOut(removeThisDevice);
}

/**
 * Hands this browser's subscription to the server for the member signed in (`signIn`, from
 * `signInOf`, tells one sign-in from the next), unless this tab already did.
 */
export async function keepPushDevice(signIn: string): Promise<void> {
  removeOnSignOut();
  const subscription = await currentSubscription();
  if (!subscription) return;
  const owner = read(local, OWNER);
  if (owner !== null && owner !== memberOf(signIn)) {
    forgetKeptDevice();
    await subscription.unsubscribe();
    return;
  }
  if (read(local, KEPT) === `${signIn} ${subscription.endpoint}`) return;
  await apiFetch('/api/push/devices', { method: 'POST', body: subscriptionBody(subscription) });
  rememberKeptDevice(signIn, subscription.endpoint);
}
