// POST /api/push/devices: "Turn on notifications on this device" (PRODUCT 11.10). The browser's
// permission is asked by the button itself (it needs the click); this subscribes the browser with
// the server's key and hands the subscription to the server with the device's time zone.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushDevice } from '../../../../contract/push';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { localize, messagesOf } from '../../../lib/i18n';
import { feedback } from '../../../lib/mutation-feedback';
import { subscribeThisBrowser, subscriptionBody } from '../lib/browser-push';
import { withThisDeviceFirst } from '../lib/this-device';
import { notificationSettingsCatalog } from '../notification-settings-messages';
import { pushDevicesQueryOptions, type PushDeviceList } from './get-push-devices';
import { rememberKeptDevice, removeOnSignOut } from './keep-push-device';

async function addPushDevice({ publicKey }: { publicKey: string }): Promise<PushDevice> {
  const subscription = await subscribeThisBrowser(publicKey);
  try {
    return await apiFetch('/api/push/devices', {
      method: 'POST',
      body: subscriptionBody(subscription),
      schema: async () => (await import('../../../../contract/push')).PushDeviceSchema,
    });
  } catch (error) {
    // A subscription the server did not take (too many devices, a push service it does not allow)
    // would only wait in the browser for pushes that never come.
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
}

/** `signIn`: the member and their sign-in (`signInOf`), which the kept device is noted under. */
export function useAddPushDevice(signIn: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPushDevice,
    // A browser that would not subscribe says the same a moment later, and each try costs its push
    // service a registration: the member's next click is the retry.
    retry: false,
    onSuccess: (device) => {
      queryClient.setQueryData<PushDeviceList>(pushDevicesQueryOptions().queryKey, (list) =>
        list
          ? {
              publicKey: list.publicKey,
              ...withThisDeviceFirst(
                [device, ...list.devices.filter((other) => other.id !== device.id)],
                device.endpoint,
              ),
            }
          : list,
      );
      rememberKeptDevice(signIn, device.endpoint);
      removeOnSignOut();
    },
    meta: feedback({
      get success() {
        const m = messagesOf(notificationSettingsCatalog);
        return { title: m.turnedOn, description: m.turnedOnNote };
      },
      get failure() {
        const m = messagesOf(notificationSettingsCatalog);
        return {
          title: m.turnOnFailed,
          // The server's own words (already in the page's language) for a refusal; the browser's
          // failures say nothing a person can act on.
          reason: (error: Error) =>
            error instanceof ApiError && error.serverMessage
              ? localize(error.serverMessage)
              : m.subscribeFailed,
        };
      },
      joinOn401: true,
    }),
  });
}
